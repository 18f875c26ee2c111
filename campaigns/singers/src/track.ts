// An audio track for a programme: its type, size and length checked before any byte is sent, then
// sent in the chunks the server asks for, so a slow network shows real progress; a chunk lost on
// the network is sent once more (the server takes a chunk it already has once).

import { isApiError } from '@h5/core-api';
import {
  TRACK_MAX_BYTES,
  TRACK_MAX_SECONDS,
  TRACK_MIN_SECONDS,
  TRACK_TYPES,
} from '@h5/core-api/contracts/singers';

export const TRACK_ERRORS = {
  type: 'Choose an audio file: MP3, M4A, AAC or WAV.',
  size: 'The track must be at most 10 MB.',
  length: 'The track must last between 30 seconds and 5 minutes.',
  unreadable: 'We could not read this file. Try another one.',
} as const;

/** Some phones name an MP3 `audio/mp3`; their other spellings map to the server's types. */
const ALIASES: Record<string, string> = {
  'audio/mp3': 'audio/mpeg',
  'audio/m4a': 'audio/x-m4a',
  'audio/wave': 'audio/wav',
};

export function trackType(type: string): string {
  return ALIASES[type] ?? type;
}

/** What is wrong with a file before it is read: its type or its size (English keys), or null. */
export function fileProblem(file: { type: string; size: number }): string | null {
  if (!(TRACK_TYPES as readonly string[]).includes(trackType(file.type))) return TRACK_ERRORS.type;
  if (file.size <= 0 || file.size > TRACK_MAX_BYTES) return TRACK_ERRORS.size;
  return null;
}

/** What is wrong with a track's length in seconds (NaN: unreadable), or null. */
export function lengthProblem(seconds: number): string | null {
  if (!Number.isFinite(seconds)) return TRACK_ERRORS.unreadable;
  return seconds >= TRACK_MIN_SECONDS && seconds <= TRACK_MAX_SECONDS ? null : TRACK_ERRORS.length;
}

export interface TrackCalls {
  start(mime: string, size: number, seconds: number): Promise<{ upload_id: string; chunk_size: number }>;
  chunk(
    id: string,
    index: number,
    data: string,
  ): Promise<{ received: number; done: boolean; track_id: string }>;
}

function base64(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let at = 0; at < bytes.length; at += 0x4000)
    parts.push(String.fromCharCode(...bytes.subarray(at, at + 0x4000)));
  return btoa(parts.join(''));
}

/** Sends `file`; `progress` gets 0 to 1 as the server receives it. Answers the track's id. */
export async function sendTrack(
  file: Blob,
  seconds: number,
  calls: TrackCalls,
  progress: (share: number) => void,
): Promise<string> {
  progress(0);
  const { upload_id, chunk_size } = await calls.start(trackType(file.type), file.size, seconds);
  let answer = { received: 0, done: false, track_id: '' };
  for (let index = 0; index * chunk_size < file.size; index++) {
    const bytes = new Uint8Array(
      await file.slice(index * chunk_size, (index + 1) * chunk_size).arrayBuffer(),
    );
    const data = base64(bytes);
    try {
      answer = await calls.chunk(upload_id, index, data);
    } catch (e) {
      if (isApiError(e) && e.isBusiness) throw e;
      answer = await calls.chunk(upload_id, index, data);
    }
    progress(Math.min(1, answer.received / file.size));
  }
  if (!answer.done || !answer.track_id) throw new Error('the track did not arrive whole');
  return answer.track_id;
}

/** A file's length in seconds, read by the browser; NaN when it cannot tell within `waitMs`. */
export function readSeconds(file: Blob, waitMs = 5000): Promise<number> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const audio = new Audio();
    const done = (s: number) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      resolve(s);
    };
    const timer = setTimeout(() => done(Number.NaN), waitMs);
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => done(audio.duration);
    audio.onerror = () => done(Number.NaN);
    audio.src = url;
  });
}
