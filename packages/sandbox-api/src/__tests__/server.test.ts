// The sandbox through real HTTP, with the pages' own client: routing, users, faults, replays.

import { createApiClient, defineCall, hostsFor } from '@h5/core-api';
import { getPromotion, getSelf, getServerTime, trackEvent } from '@h5/core-api/contracts/general';
import { describe, expect, it } from 'vitest';
import { type AreaDefinition, defineArea, fail, int, on } from '../area.ts';
import { ALL_AREAS } from '../areas/index.ts';
import { serveSandbox } from '../testServer.ts';
import { DEFAULT_USER } from '../users.ts';

const spend = defineCall<{ amount: number }, { golds: number }>({
  name: 'test.spend',
  method: 'POST',
  host: 'api',
  path: '/test/spend',
  moneyMoving: true,
});

const testArea = defineArea<{ golds: Map<number, number> }>({
  name: 'test',
  seed: () => ({ golds: new Map([[1001, 100]]) }),
  promotions: [{ id: 'p-running', title: 'Running', startsInDays: -1, endsInDays: 3 }],
  handlers: [
    on(spend, ({ state, requireUser }, p) => {
      const user = requireUser();
      const amount = int(p.amount) ?? fail(400, 'amount must be a whole number');
      const left = (state.golds.get(user.uid) ?? 0) - amount;
      if (left < 0) fail(1003, 'Not enough golds');
      state.golds.set(user.uid, left);
      return { golds: left };
    }),
  ],
});

const served = serveSandbox([...ALL_AREAS, testArea] as AreaDefinition<unknown>[]);
const sandbox = served.sandbox;

const golds = () => sandbox.state<{ golds: Map<number, number> }>('test').golds.get(1001);

const as = (token: string | null) =>
  createApiClient({ hosts: hostsFor('dev', served.origin), lang: () => 'en', token: () => token });

describe('sandbox server', () => {
  it('answers the signed-in user and the anonymous visitor', async () => {
    expect(await as('tok-1001').call(getSelf, {})).toMatchObject({ uid: 1001, is_anonymous: false });
    expect(await as(null).call(getSelf, {})).toMatchObject({ uid: 0, is_anonymous: true });
    expect(await as('tok-forged').call(getSelf, {})).toMatchObject({ is_anonymous: true });
  });

  it('serves promotions seeded from the areas, relative to its clock', async () => {
    const now = Date.now();
    const p = await as(null).call(getPromotion, { id: 'p-running' });
    expect(p.begin_time * 1000).toBeLessThan(now);
    expect(p.end_time * 1000).toBeGreaterThan(now);
    await expect(as(null).call(getPromotion, { id: 'nope' })).rejects.toMatchObject({
      kind: 'business',
      code: 404,
    });
  });

  it("shares a promotion by its campaign page's link, or by none when it has no page", async () => {
    expect((await as(null).call(getPromotion, { id: '3001' })).share_link).toBe(
      '/v/lucky-eggs?promotion_id=3001',
    );
    expect((await as(null).call(getPromotion, { id: 'p-running' })).share_link).toBe('');
  });

  it('server time follows the settable clock', async () => {
    sandbox.clock.set(Date.UTC(2030, 0, 1));
    const { server_time } = await as(null).call(getServerTime, {});
    expect(Math.abs(server_time - Date.UTC(2030, 0, 1))).toBeLessThan(1000);
  });

  it('seeds anew with its clock stopped at an instant, for still pictures of the pages', async () => {
    const at = Date.UTC(2026, 11, 7, 12);
    sandbox.reset({ frozenAt: at });
    const p = await as(null).call(getPromotion, { id: 'p-running' });
    await new Promise((r) => setTimeout(r, 20));
    expect((await as(null).call(getServerTime, {})).server_time).toBe(at);
    sandbox.reset({ frozenAt: at });
    expect(await as(null).call(getPromotion, { id: 'p-running' })).toEqual(p);
    sandbox.reset();
    expect(Math.abs(sandbox.clock.now() - Date.now())).toBeLessThan(1000);
  });

  it('keeps state per user and refuses the anonymous', async () => {
    expect(await as('tok-1001').call(spend, { amount: 30 })).toEqual({ golds: 70 });
    await expect(as('tok-1001').call(spend, { amount: 71 })).rejects.toMatchObject({
      code: 1003,
      message: 'Not enough golds',
    });
    await expect(as(null).call(spend, { amount: 1 })).rejects.toMatchObject({ code: 401 });
  });

  it('replays a repeated idempotency key with the first answer, charging once', async () => {
    const c = as('tok-1001');
    expect(await c.call(spend, { amount: 10 }, { idempotencyKey: 'k1' })).toEqual({ golds: 90 });
    expect(await c.call(spend, { amount: 10 }, { idempotencyKey: 'k1' })).toEqual({ golds: 90 });
    expect(sandbox.state<{ golds: Map<number, number> }>('test').golds.get(1001)).toBe(90);
    expect(sandbox.requests.filter((r) => r.call === 'test.spend')).toHaveLength(2);
  });

  it('a repeat arriving while the first is still running waits for it and gets its answer', async () => {
    const post = (key: string, amount: number) =>
      fetch(`${served.origin}/test/spend`, {
        method: 'POST',
        headers: { token: 'tok-1001', 'idempotency-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ amount }),
      });
    sandbox.faults.add({ match: 'test.spend', kind: 'delay', delayMs: 200, times: 1 });
    const [first, second] = await Promise.all([post('slow', 10), post('slow', 10)]);
    const bodies = [await first.text(), await second.text()];
    expect(bodies[1]).toBe(bodies[0]);
    expect(JSON.parse(bodies[0]!)).toMatchObject({ data: { golds: 90 } });
    // Either may reach the server first; exactly one is the replay.
    expect([first, second].map((r) => r.headers.get('idempotent-replay')).sort()).toEqual([null, 'true']);
    expect(golds()).toBe(90);

    expect(await (await post('other', 10)).json()).toMatchObject({ data: { golds: 80 } });
    expect(golds()).toBe(80);

    const refused = await (await post('too-much', 500)).text();
    const again = await post('too-much', 500);
    expect(await again.text()).toBe(refused);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(JSON.parse(refused)).toMatchObject({ code: 1003 });
  });

  it('dropAfter carries the request out, then drops the connection; the retry gets the replay', async () => {
    const c = as('tok-1001');
    sandbox.faults.add({ match: 'test.spend', kind: 'dropAfter', times: 1 });
    await expect(c.call(spend, { amount: 10 }, { idempotencyKey: 'd1' })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(golds()).toBe(90);
    expect(await c.call(spend, { amount: 10 }, { idempotencyKey: 'd1' })).toEqual({ golds: 90 });
    expect(golds()).toBe(90);
  });

  it('injects faults: business code, 500, malformed JSON, dropped connection, delay; then recovers', async () => {
    const c = as('tok-1001');
    sandbox.faults.add({ match: 'general.self', kind: 'code', code: 9, msg: 'Maintenance', times: 1 });
    await expect(c.call(getSelf, {})).rejects.toMatchObject({
      kind: 'business',
      code: 9,
      message: 'Maintenance',
    });
    // Either envelope on any call: the page reads both.
    sandbox.faults.add({
      match: 'general.self',
      kind: 'code',
      code: 7,
      msg: 'Busy',
      envelope: 'error_code',
      times: 1,
    });
    const raw = await fetch(`${served.origin}/api/user/self`, { headers: { token: 'tok-1001' } });
    expect(await raw.json()).toEqual({ error_code: 7, error_msg: 'Busy' });
    await expect(c.call(getSelf, {})).resolves.toMatchObject({ uid: 1001 });
    // `*`: every call with a definition, not the static files beside them (a read is tried twice).
    sandbox.faults.add({ match: '*', kind: 'http500', times: 2 });
    expect((await fetch(`${served.origin}/static/avatars/1.svg`)).status).toBe(200);
    await expect(c.call(getSelf, {})).rejects.toMatchObject({ kind: 'http', status: 500 });
    sandbox.faults.add({ match: '/test/spend', kind: 'http500', times: 1 });
    await expect(c.call(spend, { amount: 1 })).rejects.toMatchObject({ kind: 'http', status: 500 });
    sandbox.faults.add({ match: 'test.spend', kind: 'malformed', times: 1 });
    await expect(c.call(spend, { amount: 1 })).rejects.toMatchObject({ kind: 'parse' });
    sandbox.faults.add({ match: 'test.spend', kind: 'drop', times: 1 });
    await expect(c.call(spend, { amount: 1 })).rejects.toMatchObject({ kind: 'network' });
    sandbox.faults.add({ match: 'test.spend', kind: 'delay', delayMs: 300, times: 1 });
    await expect(c.call(spend, { amount: 1 }, { timeoutMs: 100 })).rejects.toMatchObject({ kind: 'timeout' });
    expect(await c.call(spend, { amount: 1 })).toEqual({ golds: 99 });
    // A delayed answer goes once the faults are cleared: the server has recovered.
    sandbox.faults.add({ match: 'general.self', kind: 'delay', delayMs: 60_000 });
    const slow = c.call(getSelf, {});
    await new Promise((r) => setTimeout(r, 50));
    sandbox.faults.clear();
    await expect(slow).resolves.toMatchObject({ uid: 1001 });
  });

  it("serves the seeded users' avatars", async () => {
    const res = await fetch(served.origin + DEFAULT_USER.avatar);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg /);
    expect((await fetch(`${served.origin}/static/avatars/me.svg`)).status).toBe(404);
  });

  it('records tracking events', async () => {
    await as(null).call(trackEvent, { post_data: JSON.stringify([{ event: 'to_store' }]) });
    expect(sandbox.state<{ tracked: unknown[] }>('general').tracked).toEqual([{ event: 'to_store' }]);
  });

  it('control: faults over HTTP, login cookie, and only local redirects', async () => {
    await fetch(`${served.origin}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ match: 'general.self', kind: 'code', code: 5 }),
    });
    await expect(as(null).call(getSelf, {})).rejects.toMatchObject({ code: 5 });
    await fetch(`${served.origin}/__sandbox/faults`, { method: 'DELETE' });
    const login = await fetch(`${served.origin}/__sandbox/login?uid=1002&to=/\\evil.com`, {
      redirect: 'manual',
    });
    expect(login.headers.get('set-cookie')).toMatch(/^token=tok-1002;/);
    expect(login.headers.get('location')).toBe('/');
  });
});
