import { ApiError } from '@h5/core-api';
import { describe, expect, it, vi } from 'vitest';
import { fileProblem, lengthProblem, sendTrack, TRACK_ERRORS, trackType } from './track.ts';

describe('fileProblem', () => {
  it('takes the audio types the server takes, and their other spellings', () => {
    expect(fileProblem({ type: 'audio/mpeg', size: 1000 })).toBeNull();
    expect(fileProblem({ type: 'audio/mp3', size: 1000 })).toBeNull();
    expect(trackType('audio/wave')).toBe('audio/wav');
    expect(fileProblem({ type: 'text/plain', size: 1000 })).toBe(TRACK_ERRORS.type);
    expect(fileProblem({ type: '', size: 1000 })).toBe(TRACK_ERRORS.type);
  });
  it('refuses an empty file and one over 10 MB', () => {
    expect(fileProblem({ type: 'audio/wav', size: 0 })).toBe(TRACK_ERRORS.size);
    expect(fileProblem({ type: 'audio/wav', size: 10 * 1024 * 1024 })).toBeNull();
    expect(fileProblem({ type: 'audio/wav', size: 10 * 1024 * 1024 + 1 })).toBe(TRACK_ERRORS.size);
  });
});

describe('lengthProblem', () => {
  it('takes 30 seconds to 5 minutes', () => {
    expect(lengthProblem(29.9)).toBe(TRACK_ERRORS.length);
    expect(lengthProblem(30)).toBeNull();
    expect(lengthProblem(300)).toBeNull();
    expect(lengthProblem(300.5)).toBe(TRACK_ERRORS.length);
    expect(lengthProblem(Number.NaN)).toBe(TRACK_ERRORS.unreadable);
  });
});

describe('sendTrack', () => {
  const file = new Blob([new Uint8Array(25)], { type: 'audio/wav' });

  it('sends the chunks in order and reports the progress', async () => {
    let received = 0;
    const calls = {
      start: vi.fn(async () => ({ upload_id: 'u1', chunk_size: 10 })),
      chunk: vi.fn(async (_id: string, _i: number, data: string) => {
        received += atob(data).length;
        return { received, done: received >= 25, track_id: received >= 25 ? 't1' : '' };
      }),
    };
    const seen: number[] = [];
    expect(await sendTrack(file, 40, calls, (s) => seen.push(s))).toBe('t1');
    expect(calls.start).toHaveBeenCalledWith('audio/wav', 25, 40);
    expect(calls.chunk.mock.calls.map((c) => c[1])).toEqual([0, 1, 2]);
    expect(seen).toEqual([0, 0.4, 0.8, 1]);
  });

  it('sends a chunk lost on the network once more, but not a refused one', async () => {
    let tries = 0;
    const flaky = {
      start: async () => ({ upload_id: 'u', chunk_size: 100 }),
      chunk: async () => {
        tries++;
        if (tries === 1) throw new ApiError('network', 'Network error');
        return { received: 25, done: true, track_id: 't' };
      },
    };
    expect(await sendTrack(file, 40, flaky, () => {})).toBe('t');
    expect(tries).toBe(2);
    const refused = {
      start: async () => ({ upload_id: 'u', chunk_size: 100 }),
      chunk: vi.fn(async () => {
        throw new ApiError('business', 'Not audio', { code: 4504 });
      }),
    };
    await expect(sendTrack(file, 40, refused, () => {})).rejects.toThrow('Not audio');
    expect(refused.chunk).toHaveBeenCalledTimes(1);
  });
});
