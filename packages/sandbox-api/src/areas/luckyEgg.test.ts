import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../area.ts';
import { createRandom } from '../random.ts';
import { latinTexts } from '../testLanguage.ts';
import { serveSandbox } from '../testServer.ts';
import { generalArea } from './general.ts';
import {
  drawPrize,
  ENDED,
  LUCKY_EGG_PROMOTIONS,
  luckyEggArea,
  NOT_ENOUGH_GOLDS,
  NOT_STARTED,
  PRICE,
  PRIZE_POOL,
  WINNERS_KEPT,
} from './luckyEgg.ts';

const served = serveSandbox([generalArea, luckyEggArea] as AreaDefinition<unknown>[]);
const sandbox = served.sandbox;

const RUNNING = LUCKY_EGG_PROMOTIONS[0]!.id;
const UPCOMING = LUCKY_EGG_PROMOTIONS[1]!.id;
const ENDED_PROMO = LUCKY_EGG_PROMOTIONS[2]!.id;

interface Answer {
  code: number;
  msg: string;
  data?: Record<string, unknown>;
}

async function get(path: string, uid: number | null = 1001, lang?: string): Promise<Answer> {
  const headers: Record<string, string> = lang ? { lang } : {};
  if (uid) headers.token = `tok-${uid}`;
  const res = await fetch(served.origin + path, { headers });
  return (await res.json()) as Answer;
}

let keys = 0;
async function hit(
  body: Record<string, unknown>,
  opts: { uid?: number | null; key?: string; promo?: string; lang?: string } = {},
): Promise<Answer> {
  const uid = opts.uid === undefined ? 1001 : opts.uid;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'idempotency-key': opts.key ?? `k${++keys}`,
  };
  if (uid) headers.token = `tok-${uid}`;
  if (opts.lang) headers.lang = opts.lang;
  const res = await fetch(`${served.origin}/activity/${opts.promo ?? RUNNING}/lottery/lucky-egg`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return (await res.json()) as Answer;
}

const golds = async (uid = 1001) => (await get('/user/golds', uid)).data?.golds as number;

describe('lucky egg sandbox', () => {
  it('answers golds for a signed-in user and a code for a visitor', async () => {
    expect(await golds(1001)).toBe(1500);
    const anonymous = await get('/user/golds', null);
    expect(anonymous.code).not.toBe(0);
    expect(anonymous.data).toBeUndefined();
  });

  it('spends the price of one hit and gives one prize from the pool', async () => {
    const before = await golds();
    const answer = await hit({ config_id: 4, type: 1 });
    expect(answer.code).toBe(0);
    const prizes = answer.data?.prizes as Array<{ id: number; name: string; icon: string }>;
    expect(prizes).toHaveLength(1);
    const won = PRIZE_POOL.find((p) => p.id === prizes[0]!.id)!;
    expect(answer.data?.cost).toBe(PRICE.one);
    expect(await golds()).toBe(before - PRICE.one + won.golds);
  });

  it('gives ten prizes for type 2 at the price of ten, and lists them as winners', async () => {
    const answer = await hit({ config_id: 6, type: 2 });
    const prizes = answer.data?.prizes as Array<{ id: number; name: string }>;
    expect(prizes).toHaveLength(10);
    const credited = prizes.reduce((n, p) => n + PRIZE_POOL.find((x) => x.id === p.id)!.golds, 0);
    expect(await golds()).toBe(1500 - PRICE.ten + credited);
    const info = await get(`/activity/${RUNNING}/lucky-egg`);
    const list = info.data?.lucky_list as Array<{ stage_name: string; prize_name: string }>;
    expect(list.slice(0, 10).map((w) => w.stage_name)).toEqual(Array(10).fill('Aarav Sharma'));
    expect(list.slice(0, 10).map((w) => w.prize_name)).toEqual(prizes.map((p) => p.name).reverse());
  });

  it('refuses a hit the user cannot afford, and golds never go negative', async () => {
    const answer = await hit({ config_id: 5, type: 1 }, { uid: 1004 });
    expect(answer).toMatchObject({ code: NOT_ENOUGH_GOLDS.code, msg: NOT_ENOUGH_GOLDS.msg.texts.en });
    expect(await golds(1004)).toBe(5);
    sandbox.runSwitch('luckyEgg', 'golds', { uid: 1003, golds: PRICE.ten - 1 });
    expect((await hit({ config_id: 5, type: 2 }, { uid: 1003 })).code).toBe(NOT_ENOUGH_GOLDS.code);
    expect(await golds(1003)).toBe(PRICE.ten - 1);
  });

  it('refuses visitors, unknown eggs and counts, without charging', async () => {
    expect((await hit({ config_id: 4, type: 1 }, { uid: null })).code).toBe(401);
    expect((await hit({ config_id: 1, type: 1 })).code).toBe(400);
    expect((await hit({ config_id: 4, type: 10 })).code).toBe(400);
    expect((await hit({ config_id: 'x', type: 1 })).code).toBe(400);
    expect(await golds()).toBe(1500);
  });

  it('refuses hits before the start and after the end', async () => {
    const refusal = ({ code, msg }: typeof ENDED) => ({ code, msg: msg.texts.en });
    expect(await hit({ config_id: 4, type: 1 }, { promo: UPCOMING })).toMatchObject(refusal(NOT_STARTED));
    expect(await hit({ config_id: 4, type: 1 }, { promo: ENDED_PROMO })).toMatchObject(refusal(ENDED));
    sandbox.clock.advance(30 * 86_400_000);
    expect(await hit({ config_id: 4, type: 1 })).toMatchObject(refusal(ENDED));
    expect(await golds()).toBe(1500);
  });

  it('replays a repeated idempotency key instead of charging twice', async () => {
    const first = await hit({ config_id: 4, type: 1 }, { key: 'same' });
    const after = await golds();
    const second = await hit({ config_id: 4, type: 1 }, { key: 'same' });
    expect(second).toEqual(first);
    expect(await golds()).toBe(after);
  });

  it('seeds believable winners for started promotions only, newest first', async () => {
    const info = await get(`/activity/${RUNNING}/lucky-egg`, null);
    const list = info.data?.lucky_list as Array<{ key: string; won_at: number }>;
    expect(list.length).toBeGreaterThan(10);
    expect(new Set(list.map((w) => w.key)).size).toBe(list.length);
    const times = list.map((w) => w.won_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(((await get(`/activity/${UPCOMING}/lucky-egg`)).data!.lucky_list as unknown[]).length).toBe(0);
    expect((await get('/activity/nope/lucky-egg')).code).toBe(404);
  });

  it('keeps the winners list bounded', async () => {
    for (let i = 0; i < 6; i++) await hit({ config_id: 4, type: 2 }, { uid: 1005 });
    const info = await get(`/activity/${RUNNING}/lucky-egg`);
    expect((info.data!.lucky_list as unknown[]).length).toBe(WINNERS_KEPT);
  });

  it('serves every prize icon as SVG and nothing else', async () => {
    const info = await get(`/activity/${RUNNING}/lucky-egg`);
    for (const prize of info.data!.prize_list as Array<{ icon: string }>) {
      const res = await fetch(served.origin + prize.icon);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(await res.text()).toMatch(/^<svg /);
    }
    expect((await fetch(`${served.origin}/static/lucky-egg/rose-2.svg`)).status).toBe(404);
    expect((await fetch(`${served.origin}/static/lucky-egg/..%2Fx.svg`)).status).toBe(404);
  });

  it('names prizes, winners feed prizes and refusals in Arabic for lang ar, in English otherwise', async () => {
    const info = await get(`/activity/${RUNNING}/lucky-egg`, 1001, 'ar');
    expect(info.code).toBe(0);
    expect(latinTexts(info.data)).toEqual([]);
    const won = await hit({ config_id: 4, type: 2 }, { lang: 'ar' });
    expect(won.code).toBe(0);
    expect(latinTexts(won.data)).toEqual([]);
    expect((await hit({ config_id: 5, type: 1 }, { uid: 1004, lang: 'ar' })).msg).toBe(
      NOT_ENOUGH_GOLDS.msg.texts.ar,
    );
    expect((await hit({ config_id: 4, type: 1 }, { promo: ENDED_PROMO, lang: 'ar' })).msg).toBe(
      ENDED.msg.texts.ar,
    );

    const english = await get(`/activity/${RUNNING}/lucky-egg`, 1001, 'en');
    const names = (english.data!.prize_list as Array<{ name: string }>).map((p) => p.name);
    expect(names).toContain('Golden crown frame (7 days)');
    expect(await get(`/activity/${RUNNING}/lucky-egg`)).toEqual(english);
  });

  it('draws prizes by weight', () => {
    const rng = createRandom(7);
    const counts = new Map<number, number>();
    for (let i = 0; i < 20_000; i++) {
      const p = drawPrize(rng);
      counts.set(p.id, (counts.get(p.id) ?? 0) + 1);
    }
    const total = PRIZE_POOL.reduce((n, p) => n + p.weight, 0);
    for (const p of PRIZE_POOL.filter((x) => x.weight >= 40)) {
      expect((counts.get(p.id) ?? 0) / 20_000).toBeCloseTo(p.weight / total, 1);
    }
  });
});
