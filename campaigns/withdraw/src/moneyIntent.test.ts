import { ApiError, NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGE } from '@h5/core-api';
import { describe, expect, it } from 'vitest';
import { runMoneyIntent, WITHDRAW_TIMEOUT_MESSAGE, WITHDRAW_TIMEOUT_SECONDS } from './moneyIntent.ts';

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

describe('runMoneyIntent', () => {
  it('says the 30 s timeout and keeps the key for the retry', async () => {
    const storage = memoryStorage();
    const keys: string[] = [];
    const first = await runMoneyIntent(
      'withdraw:100',
      async (k) => {
        keys.push(k);
        throw new ApiError('timeout', 'The request timed out. Please try again.');
      },
      storage,
    );
    expect(first).toEqual({ kind: 'unknown', message: WITHDRAW_TIMEOUT_MESSAGE, vars: { seconds: 30 } });
    expect(WITHDRAW_TIMEOUT_SECONDS).toBe(30);
    const second = await runMoneyIntent(
      'withdraw:100',
      async (k) => {
        keys.push(k);
        return { id: 'w1' };
      },
      storage,
    );
    expect(second).toEqual({ kind: 'done', result: { id: 'w1' } });
    expect(keys[0]).toBe(keys[1]);
    // Once the outcome is known the next withdrawal is a new intent with a new key.
    await runMoneyIntent('withdraw:100', async (k) => keys.push(k), storage);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('keeps the key after a dropped connection or a server error', async () => {
    const storage = memoryStorage();
    const keys: string[] = [];
    const drop = await runMoneyIntent(
      'x',
      async (k) => {
        keys.push(k);
        throw new ApiError('network', NETWORK_ERROR_MESSAGE);
      },
      storage,
    );
    expect(drop).toEqual({ kind: 'unknown', message: NETWORK_ERROR_MESSAGE });
    const http = await runMoneyIntent(
      'x',
      async (k) => {
        keys.push(k);
        throw new ApiError('http', SERVER_ERROR_MESSAGE, { status: 500 });
      },
      storage,
    );
    expect(http.kind).toBe('unknown');
    expect(new Set(keys).size).toBe(1);
  });

  it("shows the server's refusal and forgets the key", async () => {
    const storage = memoryStorage();
    const keys: string[] = [];
    const refused = await runMoneyIntent(
      'x',
      async (k) => {
        keys.push(k);
        throw new ApiError('business', 'Your balance is not enough for this amount', { code: 10002 });
      },
      storage,
    );
    expect(refused).toEqual({ kind: 'refused', message: 'Your balance is not enough for this amount' });
    await runMoneyIntent('x', async (k) => keys.push(k), storage);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
