// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defineCall } from './call.ts';
import { createApiClient } from './client.ts';
import { hostsFor } from './environment.ts';
import { ApiError, SERVER_ERROR_MESSAGE } from './errors.ts';
import {
  forgetPreloads,
  PRELOAD_FAILED,
  type PreloadedReads,
  preloadKey,
  takeArrived,
  takePreloaded,
  takePreloadedRoundTrip,
} from './preloaded.ts';
import { settledNow } from './settled.ts';

const getThing = defineCall<{ id: string; page?: number }, { n: number }>({
  name: 'test.thing',
  method: 'GET',
  host: 'api',
  path: '/things/{id}',
});
const spend = defineCall<{ id: string }, { n: number }>({
  name: 'test.spend',
  method: 'GET',
  host: 'api',
  path: '/spend/{id}',
  moneyMoving: true,
});

const ORIGIN = 'http://127.0.0.1:9';

function setup(reads: PreloadedReads, network: unknown = { code: 0, data: { n: 2 } }, status = 200) {
  const asked: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    asked.push(String(input instanceof Request ? input.url : input));
    return new Response(JSON.stringify(network), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const client = createApiClient({
    hosts: hostsFor('dev', ORIGIN),
    lang: () => 'en',
    token: () => null,
    fetchImpl,
    preloaded: () => reads,
  });
  return { client, asked };
}

const answered = (status: number, body: unknown) => ({
  at: Date.now(),
  answer: Promise.resolve({ status, text: typeof body === 'string' ? body : JSON.stringify(body) }),
});

describe('preloadKey', () => {
  it('sorts the parameters, leaves out empty ones and writes numbers as the URL does', () => {
    expect(preloadKey('a.b', { z: 1, a: 'x y', n: null, u: undefined, e: '' })).toBe('a.b?a=x%20y&z=1');
    expect(preloadKey('a.b', { id: 3 })).toBe(preloadKey('a.b', { id: '3' }));
    expect(preloadKey('a.b', {})).toBe('a.b?');
  });
});

describe('the client takes over a preloaded read', () => {
  it('uses the preloaded answer once, then asks the network', async () => {
    const reads = { [preloadKey('test.thing', { id: '7' })]: answered(200, { code: 0, data: { n: 1 } }) };
    const { client, asked } = setup(reads);
    expect(await client.call(getThing, { id: '7' })).toEqual({ n: 1 });
    expect(asked).toEqual([]);
    expect(await client.call(getThing, { id: '7' })).toEqual({ n: 2 });
    expect(asked).toHaveLength(1);
  });

  it('asks the network when the parameters differ', async () => {
    const reads = { [preloadKey('test.thing', { id: '7' })]: answered(200, { code: 0, data: { n: 1 } }) };
    const { client, asked } = setup(reads);
    expect(await client.call(getThing, { id: '8' })).toEqual({ n: 2 });
    expect(await client.call(getThing, { id: '7', page: 2 })).toEqual({ n: 2 });
    expect(asked).toHaveLength(2);
  });

  it('asks again, as its retry, when the preloaded request failed or answered a retried status', async () => {
    const reads: PreloadedReads = {
      [preloadKey('test.thing', { id: '1' })]: {
        at: Date.now(),
        answer: Promise.reject(new TypeError('offline')),
      },
      [preloadKey('test.thing', { id: '2' })]: answered(502, '<html>bad gateway</html>'),
    };
    const { client, asked } = setup(reads);
    expect(await client.call(getThing, { id: '1' })).toEqual({ n: 2 });
    expect(await client.call(getThing, { id: '2' })).toEqual({ n: 2 });
    expect(asked).toHaveLength(2);
  });

  it('makes no retry of its own after a failed preload: two tries in all, as without one', async () => {
    const reads = { [preloadKey('test.thing', { id: '1' })]: answered(500, { code: 500, msg: 'Internal' }) };
    const { client, asked } = setup(reads, { code: 0, data: { n: 2 } }, 503);
    const e = await client.call(getThing, { id: '1' }).then(
      () => null,
      (x: unknown) => x as ApiError,
    );
    expect([e?.kind, e?.status, e?.message]).toEqual(['http', 503, SERVER_ERROR_MESSAGE]);
    expect(asked).toHaveLength(1);
  });

  it('maps a refusal status as the request would, without asking again', async () => {
    const reads = {
      [preloadKey('test.thing', { id: '1' })]: answered(403, { code: 403, msg: 'This account is blocked' }),
    };
    const { client, asked } = setup(reads);
    const e = await client.call(getThing, { id: '1' }).then(
      () => null,
      (x: unknown) => x as ApiError,
    );
    expect([e?.kind, e?.status, e?.code, e?.message]).toEqual(['http', 403, 403, 'This account is blocked']);
    expect(asked).toEqual([]);
  });

  it('maps a business refusal and an unreadable body as a normal answer would', async () => {
    const reads = {
      [preloadKey('test.thing', { id: '1' })]: answered(200, { code: 1003, msg: 'Not enough golds' }),
      [preloadKey('test.thing', { id: '2' })]: answered(200, '{"code":0,"data":'),
    };
    const { client, asked } = setup(reads);
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: unknown) => e as ApiError,
      );
    const refused = await failure(client.call(getThing, { id: '1' }));
    expect(refused).toBeInstanceOf(ApiError);
    expect([refused?.kind, refused?.code, refused?.message]).toEqual(['business', 1003, 'Not enough golds']);
    const unreadable = await failure(client.call(getThing, { id: '2' }));
    expect([unreadable?.kind, unreadable?.message]).toEqual(['parse', SERVER_ERROR_MESSAGE]);
    expect(asked).toEqual([]);
  });

  it('never takes over a money call', async () => {
    const reads = { [preloadKey('test.spend', { id: '1' })]: answered(200, { code: 0, data: { n: 1 } }) };
    const { client, asked } = setup(reads);
    expect(await client.call(spend, { id: '1' })).toEqual({ n: 2 });
    expect(asked).toHaveLength(1);
  });
});

/** A preloaded read whose answer the preload script has already recorded as arrived. */
const arrived = (status: number, body: unknown) => {
  const a = { status, text: typeof body === 'string' ? body : JSON.stringify(body) };
  return { at: Date.now(), answer: Promise.resolve(a), arrived: a };
};

describe('a preloaded answer that has already arrived', () => {
  it('is the call’s answer at once: a settled promise the first render can read', async () => {
    const reads = { [preloadKey('test.thing', { id: '7' })]: arrived(200, { code: 0, data: { n: 1 } }) };
    const { client, asked } = setup(reads);
    const p = client.call(getThing, { id: '7' });
    expect(settledNow(p)).toEqual({ value: { n: 1 } });
    expect(await p).toEqual({ n: 1 });
    expect(reads).toEqual({});
    const again = client.call(getThing, { id: '7' });
    expect(settledNow(again)).toBeNull();
    expect(await again).toEqual({ n: 2 });
    expect(asked).toHaveLength(1);
  });

  it('is a known refusal when the server refused in its envelope', async () => {
    const reads = {
      [preloadKey('test.thing', { id: '1' })]: arrived(200, { code: 1003, msg: 'Not enough golds' }),
    };
    const { client } = setup(reads);
    const known = settledNow(client.call(getThing, { id: '1' }));
    const e = known && 'error' in known ? (known.error as ApiError) : null;
    expect([e?.kind, e?.code, e?.message]).toEqual(['business', 1003, 'Not enough golds']);
  });

  it('leaves an error status to the request’s own reading, with its retry', async () => {
    const reads = { [preloadKey('test.thing', { id: '1' })]: arrived(503, 'Service Unavailable') };
    const { client, asked } = setup(reads);
    const p = client.call(getThing, { id: '1' });
    expect(settledNow(p)).toBeNull();
    expect(await p).toEqual({ n: 2 });
    expect(asked).toHaveLength(1);
  });

  it('is not taken when old, nor for a money call', async () => {
    const key = preloadKey('x', {});
    const old = { [key]: { ...arrived(200, '1'), at: 0 } };
    expect(takeArrived(old, 'x', {}, () => 60_000)).toBeNull();
    const reads = { [preloadKey('test.spend', { id: '1' })]: arrived(200, { code: 0, data: { n: 1 } }) };
    const { client } = setup(reads);
    const p = client.call(spend, { id: '1' });
    expect(settledNow(p)).toBeNull();
    expect(await p).toEqual({ n: 2 });
  });
});

describe('shareReads', () => {
  it('gives an identical read made again the first one’s promise while on, and no money call', async () => {
    const { client, asked } = setup({});
    client.shareReads(true);
    const first = client.call(getThing, { id: '1', page: 2 });
    expect(client.call(getThing, { page: 2, id: '1' })).toBe(first);
    expect(client.call(getThing, { id: '1' })).not.toBe(first);
    expect(client.call(spend, { id: '1' })).not.toBe(client.call(spend, { id: '1' }));
    client.shareReads(false);
    expect(client.call(getThing, { id: '1', page: 2 })).not.toBe(first);
    await first;
    expect(asked).toHaveLength(5);
  });
});

describe('takePreloaded', () => {
  it('gives up on an old or late preload', async () => {
    const key = preloadKey('x', {});
    const old = { [key]: { at: 0, answer: Promise.resolve({ status: 200, text: '1' }) } };
    expect(takePreloaded(old, 'x', {}, 1000, () => 60_000)).toBeNull();
    const hanging = { [key]: { at: Date.now(), answer: new Promise<never>(() => {}) } };
    expect(await takePreloaded(hanging, 'x', {}, 20)).toBeNull();
    const failed = { [key]: { at: Date.now(), answer: Promise.reject(new TypeError('offline')) } };
    expect(await takePreloaded(failed, 'x', {}, 1000)).toBe(PRELOAD_FAILED);
    expect(hanging).toEqual({});
  });
});

describe('takePreloadedRoundTrip', () => {
  it('gives the unwrapped body with when it was sent and answered, once', async () => {
    const key = preloadKey('general.serverTime', {});
    const text = JSON.stringify({ code: 0, data: { server_time: 5000 } });
    const reads: PreloadedReads = {
      [key]: { at: Date.now(), answer: Promise.resolve({ status: 200, text, sent: 10, received: 30 }) },
    };
    expect(await takePreloadedRoundTrip(reads, 'general.serverTime', 1000)).toEqual({
      body: { server_time: 5000 },
      sent: 10,
      received: 30,
    });
    expect(await takePreloadedRoundTrip(reads, 'general.serverTime', 1000)).toBeNull();
  });

  it('gives nothing for an error answer or one without its times', async () => {
    const key = preloadKey('t', {});
    const refused = {
      [key]: {
        at: Date.now(),
        answer: Promise.resolve({ status: 200, text: '{"code":1}', sent: 1, received: 2 }),
      },
    };
    expect(await takePreloadedRoundTrip(refused, 't', 1000)).toBeNull();
    const untimed = {
      [key]: { at: Date.now(), answer: Promise.resolve({ status: 200, text: '{"code":0,"data":1}' }) },
    };
    expect(await takePreloadedRoundTrip(untimed, 't', 1000)).toBeNull();
  });
});

describe('forgetPreloads', () => {
  it('drops the reads not taken over yet: a read after a retry goes to the server', async () => {
    const refusal = { status: 200, text: '{"code":5001,"msg":"Busy"}' };
    const reads: PreloadedReads = {
      [preloadKey('test.thing', { id: 'a' })]: {
        at: Date.now(),
        answer: Promise.resolve(refusal),
        arrived: refusal,
      },
    };
    forgetPreloads(reads);
    expect(takePreloaded(reads, 'test.thing', { id: 'a' }, 1000)).toBeNull();
    expect(Object.keys(reads)).toEqual([]);
  });
});
