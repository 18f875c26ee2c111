import type { AppInfo } from '@h5/bridge';
import { type ApiClient, ApiError, createServerClock, hostsFor } from '@h5/core-api';
import { describe, expect, it } from 'vitest';
import { setRuntime } from '../store.ts';
import { translateText } from '../translatable.tsx';

function runtime(answer: (p: { lang: string; text: string }) => Promise<unknown>) {
  const sent: unknown[] = [];
  const api = {
    hosts: hostsFor('dev', 'http://localhost:8001'),
    call: async (def: { name: string }, p: { lang: string; text: string }) => {
      sent.push([def.name, p]);
      return answer(p);
    },
  } as unknown as ApiClient;
  setRuntime({ api, app: { inApp: false } as AppInfo, clock: createServerClock(), campaign: 't' });
  return sent;
}

describe('translateText (spec 7 translate)', () => {
  it("asks for the text in the reader's language", async () => {
    const sent = runtime(async () => ({ text: 'حظاً سعيداً!' }));
    expect(await translateText('Good luck!', 'ar')).toBe('حظاً سعيداً!');
    expect(sent).toEqual([['general.translate', { lang: 'ar', text: 'Good luck!' }]]);
  });
  it('falls back to the original when the call fails or answers nothing', async () => {
    runtime(async () => {
      throw new ApiError('network', 'offline');
    });
    expect(await translateText('Good luck!', 'ar')).toBe('Good luck!');
    runtime(async () => ({ text: '  ' }));
    expect(await translateText('Good luck!', 'ar')).toBe('Good luck!');
  });
});
