import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../../area.ts';
import { createRandom } from '../../random.ts';
import { serveSandbox } from '../../testServer.ts';
import { generalArea } from '../general.ts';
import { luckyEggArea } from '../luckyEgg.ts';
import { ENDED, lotteriesArea, NOT_ENOUGH_EGGS, NOT_ENOUGH_GOLDS, NOT_OPEN, SOLD_OUT } from './index.ts';
import {
  chances,
  DRAGON_SHOP,
  drawFrom,
  JACKPOT_PER_DRAW,
  JACKPOT_SEED,
  jackpotAfterDraw,
  LOTTERIES,
} from './pools.ts';

const served = serveSandbox([generalArea, luckyEggArea, lotteriesArea] as AreaDefinition<unknown>[]);

interface Answer {
  code: number;
  msg: string;
  data: Record<string, unknown>;
}

let keys = 0;
async function call(
  path: string,
  opts: { uid?: number | null; post?: Record<string, unknown>; lang?: string; key?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const uid = opts.uid === undefined ? 1001 : opts.uid;
  if (uid) headers.token = `tok-${uid}`;
  if (opts.lang) headers.lang = opts.lang;
  if (opts.post) headers['idempotency-key'] = opts.key ?? `lk${++keys}`;
  const res = await fetch(served.origin + path, {
    method: opts.post ? 'POST' : 'GET',
    headers,
    body: opts.post ? JSON.stringify(opts.post) : undefined,
  });
  return (await res.json()) as Answer;
}
const golds = async (uid = 1001) => (await call('/user/golds', { uid })).data.golds as number;
const draw = (promo: string, lottery: string, opts: { uid?: number; key?: string; lang?: string } = {}) =>
  call(`/activity/${promo}/lottery/${lottery}/draw`, { ...opts, post: {} });

describe('the pools', () => {
  it('gives out-of-stock prizes no chance and shares the rest by weight', () => {
    const prizes = LOTTERIES.lottery.prizes;
    const out = new Set([301]);
    const odds = chances(prizes, (x) => (out.has(x.id) ? 0 : x.stock));
    expect(odds.get(301)).toBe(0);
    const sum = [...odds.values()].reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 9);
    const rest = prizes.filter((x) => x.id !== 301).reduce((n, x) => n + x.weight, 0);
    expect(odds.get(302)).toBeCloseTo(300 / rest, 9);
  });

  it('never draws a prize out of stock, and nothing once all are out', () => {
    const rng = createRandom(7);
    const prizes = LOTTERIES['hot-turntable'].prizes;
    for (let i = 0; i < 200; i++)
      expect(drawFrom(rng, prizes, (x) => (x.id === 401 ? 0 : 1))?.id).not.toBe(401);
    expect(drawFrom(rng, prizes, () => 0)).toBeNull();
  });

  it('grows the jackpot by its share of each draw and pays the grown pool, then starts again', () => {
    expect(jackpotAfterDraw(6000, false)).toEqual({ paid: 0, pool: 6000 + JACKPOT_PER_DRAW });
    expect(jackpotAfterDraw(6000, true)).toEqual({ paid: 6000 + JACKPOT_PER_DRAW, pool: JACKPOT_SEED });
  });
});

describe('the lotteries area', () => {
  it('lists the pool with odds and stock, the cost and the winners, in the page language', async () => {
    const r = await call('/activity/3103/lottery/lottery/info', { lang: 'ar' });
    expect(r.code).toBe(0);
    const pool = r.data.pool as Array<{ name: string; chance: number; stock: number }>;
    expect(pool).toHaveLength(LOTTERIES.lottery.prizes.length);
    expect(pool[0]?.name).toBe('10 ذهب');
    expect(r.data.cost).toBe(LOTTERIES.lottery.cost);
    expect((r.data.winners as unknown[]).length).toBeGreaterThan(0);
    expect(r.data.jackpot).toBeNull();
  });

  it('refuses a lottery under another lottery’s promotion', async () => {
    expect((await call('/activity/3103/lottery/hot-turntable/info')).code).toBe(404);
  });

  it('charges the cost once per key, records the prize for the user, and credits golds won', async () => {
    served.sandbox.reset();
    const before = await golds();
    const a = await draw('3104', 'hot-turntable', { key: 'same' });
    const b = await draw('3104', 'hot-turntable', { key: 'same' });
    expect(a.code).toBe(0);
    expect(b.data).toEqual(a.data);
    const after = await golds();
    expect(after).toBe(before - LOTTERIES['hot-turntable'].cost + (a.data.golds_won as number));
    expect(a.data.golds).toBe(after);
    const mine = await call('/activity/lottery/my-prizes?page=1');
    expect((mine.data.list as Array<{ lottery: string }>)[0]?.lottery).toBe('hot-turntable');
  });

  it('says not enough golds without charging, and sold out before the balance', async () => {
    served.sandbox.reset();
    const poor = 1004;
    const r = await draw('3101', 'treasure-chest', { uid: poor, lang: 'ar' });
    expect(r.code).toBe(NOT_ENOUGH_GOLDS.code);
    expect(r.msg).toBe(NOT_ENOUGH_GOLDS.msg.in('ar'));
    expect(await golds(poor)).toBe(5);
    served.sandbox.runSwitch('lotteries', 'stock', { promotion_id: '3101', stock: 0 });
    const before = await golds();
    const s = await draw('3101', 'treasure-chest');
    expect(s.code).toBe(SOLD_OUT.code);
    expect(await golds()).toBe(before);
    const info = await call('/activity/3101/lottery/treasure-chest/info');
    expect((info.data.pool as Array<{ chance: number }>).every((x) => x.chance === 0)).toBe(true);
  });

  it('opens draws only while the promotion runs', async () => {
    expect((await draw('3107', 'treasure-chest')).code).toBe(NOT_OPEN.code);
    expect((await draw('3108', 'treasure-chest')).code).toBe(ENDED.code);
  });

  it('grows the jackpot with each draw', async () => {
    served.sandbox.reset();
    const amount = async () =>
      ((await call('/activity/3105/lottery/music-jackpot/info')).data.jackpot as { amount: number }).amount;
    const before = await amount();
    const r = await draw('3105', 'music-jackpot');
    const won = (r.data.prizes as Array<{ id: number }>)[0]?.id === 505;
    expect(await amount()).toBe(won ? JACKPOT_SEED : before + JACKPOT_PER_DRAW);
  });

  it('exchanges dragon eggs for an item once per key, and refuses what the eggs do not cover', async () => {
    served.sandbox.reset();
    const shop = await call('/activity/3106/dragon-egg/shop');
    const eggs = shop.data.eggs as number;
    const cheap = DRAGON_SHOP[0]!;
    const a = await call('/activity/3106/dragon-egg/exchange', { post: { item_id: cheap.id }, key: 'x1' });
    await call('/activity/3106/dragon-egg/exchange', { post: { item_id: cheap.id }, key: 'x1' });
    expect(a.data.eggs).toBe(eggs - cheap.price);
    expect((await call('/activity/3106/dragon-egg/shop')).data.eggs).toBe(eggs - cheap.price);
    const dear = DRAGON_SHOP[DRAGON_SHOP.length - 1]!;
    const r = await call('/activity/3106/dragon-egg/exchange', { post: { item_id: dear.id } });
    expect(r.code).toBe(NOT_ENOUGH_EGGS.code);
  });

  it('serves every prize icon', async () => {
    const info = await call('/activity/3106/lottery/dragon-egg/info');
    for (const x of info.data.pool as Array<{ icon: string }>) {
      const res = await fetch(served.origin + x.icon);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
    }
  });
});
