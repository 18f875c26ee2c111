// The hit (spec 4) against a scripted API: what is sent, in which order, and with which key.
import { ApiError, type CallDef } from '@h5/core-api';
import { NOT_ENOUGH_GOLDS_CODE } from '@h5/core-api/contracts/luckyEgg';
import { createResource } from '@h5/ui-kit';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createLuckyEggPage, HIT_NETWORK_MESSAGE, HIT_UNREADABLE_MESSAGE } from './store.ts';

interface Sent {
  call: string;
  params: unknown;
  key?: string;
}

const sent: Sent[] = [];
const toasts: string[] = [];
let answers: Record<string, (params: Record<string, unknown>) => unknown> = {};
let loginResult = true;

vi.mock('@h5/ui-kit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@h5/ui-kit')>()),
  api: () => ({
    hosts: {},
    async call(def: CallDef, params: Record<string, unknown>, opts?: { idempotencyKey?: string }) {
      sent.push({ call: def.name, params, key: opts?.idempotencyKey });
      const answer = answers[def.name];
      if (!answer) throw new Error(`unexpected call ${def.name}`);
      return answer(params);
    },
  }),
  requestLogin: async () => {
    sent.push({ call: 'requestLogin', params: {} });
    return loginResult;
  },
  toast: (text: string) => toasts.push(text),
}));

const prize = { id: 1, name: 'Rose', icon: '/static/lucky-egg/rose-1.svg' };
const info = { lucky_list: [], prize_list: [prize], price: { one: 20, ten: 180 } };
const promotion = { id: 'p', title: 'Lucky Eggs', begin_time: 0, end_time: 2e9 };
const notLoggedIn = () => {
  throw new ApiError('business', 'Please log in first', { code: 401 });
};
const calls = (name: string) => sent.filter((s) => s.call === name);
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  sent.length = 0;
  toasts.length = 0;
  loginResult = true;
  answers = {
    'general.promotion': () => promotion,
    'luckyEgg.info': () => info,
    'luckyEgg.golds': () => ({ golds: 500 }),
    'luckyEgg.hit': (p) => ({ prizes: Array(p.type === 2 ? 10 : 1).fill(prize), cost: 20 }),
  };
});

describe('the lucky-egg hit', () => {
  it('asks a visitor to log in instead of hitting, then reads the golds again', async () => {
    let signedIn = false;
    answers['luckyEgg.golds'] = () => (signedIn ? { golds: 1500 } : notLoggedIn());
    const page = createLuckyEggPage(
      'p1',
      createResource(async () => promotion as never),
    );
    page.load();
    await settle();
    expect(page.golds.value).toEqual({ status: 'visitor' });

    signedIn = true;
    await page.hit(1);
    expect(calls('requestLogin')).toHaveLength(1);
    expect(calls('luckyEgg.hit')).toHaveLength(0);
    expect(page.golds.value).toEqual({ status: 'in', golds: 1500 });
  });

  it('counts a failing golds call as not logged in', async () => {
    answers['luckyEgg.golds'] = () => {
      throw new ApiError('network', 'x');
    };
    loginResult = false;
    const page = createLuckyEggPage(
      'p2',
      createResource(async () => promotion as never),
    );
    page.load();
    await page.hit(2);
    expect(page.golds.value).toEqual({ status: 'visitor' });
    expect(calls('requestLogin')).toHaveLength(1);
    expect(calls('luckyEgg.hit')).toHaveLength(0);
  });

  it('sets the hitting state, sends the chosen egg and count, shows the prizes, then re-reads golds and winners', async () => {
    let release: (v: unknown) => void = () => {};
    answers['luckyEgg.hit'] = (p) =>
      new Promise((r) => {
        release = () => r({ prizes: Array(p.type === 2 ? 10 : 1).fill(prize), cost: 180 });
      });
    const page = createLuckyEggPage(
      'p3',
      createResource(async () => promotion as never),
    );
    page.load();
    await settle();
    page.count.value = 10;
    await page.hit(3);
    // The ten-hit asks first, at the server's price, with the golds left: nothing is sent yet.
    expect(page.asked.value).toMatchObject({ egg: 3, count: 10, cost: 180, balanceAfter: 320 });
    expect(calls('luckyEgg.hit')).toHaveLength(0);
    const done = page.confirm();
    await settle();
    expect(page.hitting.value).toBe(3);
    // Changing the count while the hit is in flight does not change what was chosen.
    page.count.value = 1;
    const before = { golds: calls('luckyEgg.golds').length, info: calls('luckyEgg.info').length };
    release(null);
    await done;

    expect(calls('luckyEgg.hit').map((s) => s.params)).toEqual([
      { promotion_id: 'p3', config_id: 6, type: 2 },
    ]);
    expect(page.hitting.value).toBeNull();
    expect(page.result.value?.count).toBe(10);
    expect(page.result.value?.prizes).toHaveLength(10);
    expect(page.asked.value).toBeNull();
    expect(calls('luckyEgg.golds').length).toBe(before.golds + 1);
    expect(calls('luckyEgg.info').length).toBe(before.info + 1);
  });

  it('offers a recharge, not a toast, when the server says the golds fall short', async () => {
    const page = createLuckyEggPage(
      'p6',
      createResource(async () => promotion as never),
    );
    page.load();
    await settle();
    answers['luckyEgg.hit'] = () => {
      throw new ApiError('business', 'Not enough golds. Recharge to keep hitting eggs.', {
        code: NOT_ENOUGH_GOLDS_CODE,
      });
    };
    await page.hit(1);
    expect(page.needGolds.value).not.toBeNull();
    expect(toasts).toEqual([]);
  });

  it('keeps the key after a dropped connection and forgets it after a refusal', async () => {
    const page = createLuckyEggPage(
      'p4',
      createResource(async () => promotion as never),
    );
    page.load();
    await settle();

    answers['luckyEgg.hit'] = () => {
      throw new ApiError('network', 'x');
    };
    await page.hit(1);
    expect(toasts).toEqual([HIT_NETWORK_MESSAGE]);
    expect(page.result.value).toBeNull();

    answers['luckyEgg.hit'] = () => {
      throw new ApiError('business', 'This campaign has ended.', { code: 4102 });
    };
    await page.hit(2);
    expect(toasts[1]).toBe('This campaign has ended.');

    answers['luckyEgg.hit'] = () => ({ prizes: [prize], cost: 20 });
    await page.hit(2);
    const keys = calls('luckyEgg.hit').map((s) => s.key);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(page.result.value?.prizes).toEqual([prize]);
  });

  it('treats an answer without prizes as unreadable and keeps the key', async () => {
    const page = createLuckyEggPage(
      'p5',
      createResource(async () => promotion as never),
    );
    page.load();
    await settle();
    answers['luckyEgg.hit'] = () => ({ cost: 20 });
    await page.hit(1);
    expect(toasts).toEqual([HIT_UNREADABLE_MESSAGE]);
    expect(page.result.value).toBeNull();
    answers['luckyEgg.hit'] = () => ({ prizes: [prize], cost: 20 });
    await page.hit(1);
    const keys = calls('luckyEgg.hit').map((s) => s.key);
    expect(keys[1]).toBe(keys[0]);
    expect(page.result.value?.prizes).toEqual([prize]);
  });

  it('a cancelled ten-hit sends nothing; the one-hit is sent at once', async () => {
    const page = createLuckyEggPage(
      'p7',
      createResource(async () => promotion as never),
    );
    page.load();
    await settle();
    page.count.value = 10;
    await page.hit(1);
    expect(page.asked.value).not.toBeNull();
    page.cancel();
    expect(page.asked.value).toBeNull();
    expect(calls('luckyEgg.hit')).toHaveLength(0);
    page.count.value = 1;
    await page.hit(2);
    expect(calls('luckyEgg.hit').map((s) => s.params)).toEqual([
      { promotion_id: 'p7', config_id: 5, type: 1 },
    ]);
  });

  it('after an unknown outcome the next tap is the same ten-hit, asked with the quote first confirmed', async () => {
    const page = createLuckyEggPage(
      'p8',
      createResource(async () => promotion as never),
    );
    page.load();
    await settle();
    answers['luckyEgg.hit'] = () => {
      throw new ApiError('network', 'x');
    };
    page.count.value = 10;
    await page.hit(2);
    await page.confirm();
    expect(toasts).toEqual([HIT_NETWORK_MESSAGE]);
    // The golds read after the drop already show the charge; the quote stays the confirmed one.
    answers['luckyEgg.golds'] = () => ({ golds: 320 });
    await page.loadGolds();
    page.count.value = 1;
    answers['luckyEgg.hit'] = (p) => ({ prizes: Array(p.type === 2 ? 10 : 1).fill(prize), cost: 180 });
    await page.hit(3);
    expect(page.asked.value).toMatchObject({ egg: 2, count: 10, cost: 180, balanceAfter: 320 });
    await page.confirm();
    const hits = calls('luckyEgg.hit');
    expect(hits.map((s) => s.params)).toEqual([
      { promotion_id: 'p8', config_id: 5, type: 2 },
      { promotion_id: 'p8', config_id: 5, type: 2 },
    ]);
    expect(hits[1]!.key).toBe(hits[0]!.key);
    expect(page.result.value?.prizes).toHaveLength(10);
  });
});
