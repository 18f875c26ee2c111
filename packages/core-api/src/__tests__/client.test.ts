// @vitest-environment node
// The client against a real local HTTP server: every failure shape becomes one ApiError.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_LINKS } from '../appLinks.ts';
import { defineCall } from '../call.ts';
import { createApiClient, readCookie } from '../client.ts';
import { translate } from '../contracts/general.ts';
import { hostsFor } from '../environment.ts';
import { ApiError, NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGE, TIMEOUT_MESSAGE } from '../errors.ts';

let server: Server;
let origin: string;
const seen: Array<{ url: string; headers: IncomingMessage['headers']; body: string }> = [];
let hits = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      const path = (req.url ?? '').split('?')[0];
      const json = (status: number, v: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(v));
      };
      if (path === '/go-v1/i18n/translate') return json(200, { code: 0, data: { text: 'translated' } });
      if (path === '/ok') return json(200, { code: 0, msg: 'ok', data: { n: 1 } });
      if (path === '/biz') return json(200, { code: 1003, msg: 'Not enough golds' });
      if (path === '/finance') return json(200, { error_code: 7, error_msg: 'Account frozen' });
      if (path === '/finance-ok') return json(200, { error_code: 0, error_msg: '', data: [1] });
      if (path === '/500') return json(500, { code: 500, msg: 'Internal Server Error' });
      if (path === '/403') return json(403, { code: 403, msg: 'This account is blocked' });
      if (path === '/502') {
        res.writeHead(502);
        return res.end('<html>bad gateway</html>');
      }
      if (path === '/malformed') {
        res.writeHead(200);
        return res.end('{"code":0,"data":');
      }
      if (path === '/drop') return req.socket.destroy();
      if (path === '/slow') return setTimeout(() => json(200, { code: 0, data: 1 }), 500);
      if (path === '/flaky') {
        hits += 1;
        return hits === 1 ? req.socket.destroy() : json(200, { code: 0, data: 'second' });
      }
      json(404, { code: 404, msg: 'nope' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

const client = () =>
  createApiClient({
    hosts: hostsFor('dev', origin),
    lang: () => 'ar',
    token: () => 'tok-1001',
    iosUserAgent: () => null,
  });

const get = (path: string, timeoutMs?: number) =>
  defineCall<Record<string, unknown>, unknown>({
    name: `t.${path}`,
    method: 'GET',
    host: 'api',
    path,
    timeoutMs,
  });

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected a failure');
}

describe('createApiClient', () => {
  it('returns data and sends ts, the token and language headers', async () => {
    expect(await client().call(get('/ok'), { page: 2, empty: undefined })).toEqual({ n: 1 });
    const req = seen.at(-1)!;
    expect(req.url).toMatch(/^\/ok\?ts=\d+&page=2$/);
    expect(req.headers.token).toBe('tok-1001');
    expect(req.headers.lang).toBe('ar');
  });

  it('turns {code, msg} into a business error with the server message', async () => {
    const e = await failure(client().call(get('/biz'), {}));
    expect([e.kind, e.code, e.message]).toEqual(['business', 1003, 'Not enough golds']);
  });

  it('handles the finance envelope both ways', async () => {
    const e = await failure(client().call(get('/finance'), {}));
    expect([e.kind, e.code, e.message]).toEqual(['business', 7, 'Account frozen']);
    expect(await client().call(get('/finance-ok'), {})).toEqual([1]);
  });

  it('says a plain sentence for a 5xx, whatever its body, and keeps a 4xx refusal of the server', async () => {
    const e = await failure(client().call(get('/500'), {}));
    expect([e.kind, e.status, e.message]).toEqual(['http', 500, SERVER_ERROR_MESSAGE]);
    const refused = await failure(client().call(get('/403'), {}));
    expect([refused.kind, refused.status, refused.message]).toEqual(['http', 403, 'This account is blocked']);
    const bad = await failure(client().call(get('/502'), {}));
    expect([bad.kind, bad.status, bad.message]).toEqual(['http', 502, SERVER_ERROR_MESSAGE]);
  });

  it('reports malformed JSON as a parse error', async () => {
    const e = await failure(client().call(get('/malformed'), {}));
    expect([e.kind, e.message]).toEqual(['parse', SERVER_ERROR_MESSAGE]);
  });

  it('reports a dropped connection as a network error', async () => {
    const post = defineCall<object, unknown>({ name: 't.drop', method: 'POST', host: 'api', path: '/drop' });
    const e = await failure(client().call(post, {}));
    expect([e.kind, e.message, e.outcomeUnknown]).toEqual(['network', NETWORK_ERROR_MESSAGE, true]);
  });

  it('times out per call', async () => {
    const e = await failure(client().call(get('/slow', 100), {}));
    expect([e.kind, e.message]).toEqual(['timeout', TIMEOUT_MESSAGE]);
  });

  it('retries a GET once, never a POST', async () => {
    hits = 0;
    expect(await client().call(get('/flaky'), {})).toBe('second');
    hits = 0;
    const post = defineCall<object, unknown>({
      name: 't.flakyPost',
      method: 'POST',
      host: 'api',
      path: '/flaky',
    });
    await failure(client().call(post, {}));
    expect(hits).toBe(1);
  });

  it('never retries a money GET on its own (a draw sent twice before the user tapped)', async () => {
    hits = 0;
    const draw = defineCall<object, unknown>({
      name: 't.flakyDraw',
      method: 'GET',
      host: 'api',
      path: '/flaky',
      moneyMoving: true,
    });
    await failure(client().call(draw, {}, { idempotencyKey: 'draw-1' }));
    expect(hits).toBe(1);
    expect(seen.at(-1)!.headers['idempotency-key']).toBe('draw-1');
  });

  it("sends an idempotency key on money calls, the caller's when given", async () => {
    const pay = defineCall<{ amount: number }, unknown>({
      name: 't.pay',
      method: 'POST',
      host: 'api',
      path: '/ok',
      moneyMoving: true,
    });
    await client().call(pay, { amount: 5 }, { idempotencyKey: 'intent-1' });
    const req = seen.at(-1)!;
    expect(req.headers['idempotency-key']).toBe('intent-1');
    expect(JSON.parse(req.body)).toEqual({ amount: 5 });
    await client().call(pay, { amount: 5 });
    expect(seen.at(-1)!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});

describe('what every call carries (spec 7)', () => {
  it('sends the translate call with its language in the query and its text in the body', async () => {
    await client().call(translate, { lang: 'ar', text: 'Good luck!' });
    const req = seen.at(-1)!;
    expect(req.url).toMatch(/^\/go-v1\/i18n\/translate\?ts=\d+&lang=ar$/);
    expect(JSON.parse(req.body)).toEqual({ text: 'Good luck!' });
  });

  it("sends the iOS app's user agent in its header, and nothing in a browser", async () => {
    const ios = createApiClient({
      hosts: hostsFor('dev', origin),
      lang: () => 'en',
      token: () => null,
      iosUserAgent: () => 'StarMaker/8.40 (iPhone; iOS 17.0)',
    });
    await ios.call(get('/ok'), {});
    expect(seen.at(-1)!.headers[APP_LINKS.iosUserAgentHeader]).toBe('StarMaker/8.40 (iPhone; iOS 17.0)');
    await client().call(get('/ok'), {});
    expect(seen.at(-1)!.headers[APP_LINKS.iosUserAgentHeader]).toBeUndefined();
  });

  it('sends credentials (the login cookie) with every call, reads and money alike', async () => {
    const inits: RequestInit[] = [];
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      inits.push(init ?? {});
      return fetch(input, init);
    }) as typeof fetch;
    const c = createApiClient({
      hosts: hostsFor('dev', origin),
      lang: () => 'en',
      token: () => null,
      iosUserAgent: () => null,
      fetchImpl,
    });
    await c.call(get('/ok'), {});
    await c.call(translate, { lang: 'en', text: 'x' });
    expect(inits.length).toBeGreaterThanOrEqual(2);
    for (const init of inits) expect(init.credentials).toBe('include');
  });
});

describe('readCookie', () => {
  it('reads the login cookie and survives junk', () => {
    expect(readCookie('token', 'a=1; token=tok-1001; b=2')).toBe('tok-1001');
    expect(readCookie('token', 'token=%E0%A4%A')).toBe('%E0%A4%A');
    expect(readCookie('token', 'garbage')).toBeNull();
  });
});
