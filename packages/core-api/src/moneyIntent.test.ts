import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGE, TIMEOUT_MESSAGE } from './errors.ts';
import { moneyVerdict, runMoneyIntent } from './moneyIntent.ts';

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

/** Sends once failing with `error`, then once succeeding; returns both outcomes and keys. */
async function failThenRetry(error: unknown) {
  const storage = memoryStorage();
  const keys: string[] = [];
  const first = await runMoneyIntent(
    'x',
    async (k) => {
      keys.push(k);
      throw error;
    },
    storage,
  );
  const second = await runMoneyIntent(
    'x',
    async (k) => {
      keys.push(k);
      return { id: 'r1' };
    },
    storage,
  );
  return { first, second, sameKey: keys[0] === keys[1] };
}

describe('the money-intent policy', () => {
  it('a business refusal releases the key and shows the server text', async () => {
    const e = new ApiError('business', 'Your balance is not enough for this amount', { code: 10002 });
    const { first, sameKey } = await failThenRetry(e);
    expect(first).toEqual({
      kind: 'refused',
      message: 'Your balance is not enough for this amount',
      failure: 'business',
      error: e,
    });
    expect(sameKey).toBe(false);
  });

  it('an HTTP 4xx releases the key: the server rejected it without acting', async () => {
    const e = new ApiError('http', 'Missing idempotency key', { status: 400, code: 400 });
    const { first, sameKey } = await failThenRetry(e);
    expect(first).toMatchObject({ kind: 'refused', message: 'Missing idempotency key', failure: 'http' });
    expect(sameKey).toBe(false);
  });

  it.each([500, 502, 503])(
    'an HTTP %i keeps the key (it may have charged) and says so plainly',
    async (status) => {
      const e = new ApiError('http', 'Internal Server Error', { status, code: status });
      const { first, second, sameKey } = await failThenRetry(e);
      expect(first).toMatchObject({ kind: 'unknown', message: SERVER_ERROR_MESSAGE, failure: 'http' });
      expect(second).toEqual({ kind: 'done', result: { id: 'r1' } });
      expect(sameKey).toBe(true);
    },
  );

  it('a timeout keeps the key', async () => {
    const { first, sameKey } = await failThenRetry(new ApiError('timeout', TIMEOUT_MESSAGE));
    expect(first).toMatchObject({ kind: 'unknown', message: TIMEOUT_MESSAGE, failure: 'timeout' });
    expect(sameKey).toBe(true);
  });

  it('a dropped connection keeps the key', async () => {
    const { first, sameKey } = await failThenRetry(new ApiError('network', NETWORK_ERROR_MESSAGE));
    expect(first).toMatchObject({ kind: 'unknown', message: NETWORK_ERROR_MESSAGE, failure: 'network' });
    expect(sameKey).toBe(true);
  });

  it('an unreadable answer keeps the key', async () => {
    const { first, sameKey } = await failThenRetry(new ApiError('parse', SERVER_ERROR_MESSAGE));
    expect(first).toMatchObject({ kind: 'unknown', message: SERVER_ERROR_MESSAGE, failure: 'parse' });
    expect(sameKey).toBe(true);
  });

  it('anything else thrown keeps the key, since the request may have left', async () => {
    const { first, sameKey } = await failThenRetry(new Error('boom'));
    expect(first).toMatchObject({ kind: 'unknown', message: SERVER_ERROR_MESSAGE, failure: 'unexpected' });
    expect(sameKey).toBe(true);
  });

  it('an HTTP error without a status is treated as a server error', () => {
    expect(moneyVerdict(new ApiError('http', 'x')).keep).toBe(true);
  });

  it('once done, the next run of the same intent is a new key', async () => {
    const storage = memoryStorage();
    const keys: string[] = [];
    await runMoneyIntent('withdraw:100', async (k) => keys.push(k), storage);
    await runMoneyIntent('withdraw:100', async (k) => keys.push(k), storage);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('different intents never share a key', async () => {
    const storage = memoryStorage();
    const keys: string[] = [];
    const drop = async (k: string) => {
      keys.push(k);
      throw new ApiError('network', NETWORK_ERROR_MESSAGE);
    };
    await runMoneyIntent('bet:1:10', drop, storage);
    await runMoneyIntent('bet:2:10', drop, storage);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
