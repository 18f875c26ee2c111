import { bidCharge, minimumBid } from '@h5/core-api/contracts/tasks';
import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../../area.ts';
import { serveSandbox } from '../../testServer.ts';
import { generalArea } from '../general.ts';
import { luckyEggArea } from '../luckyEgg.ts';
import {
  ALREADY_CLAIMED,
  BID_TOO_LOW,
  CHECK_IN_GOLDS,
  CHECKED_IN,
  NOT_DONE,
  periodOf,
  tasksArea,
} from './index.ts';

const served = serveSandbox([generalArea, luckyEggArea, tasksArea] as AreaDefinition<unknown>[]);

interface Answer {
  code: number;
  msg: string;
  data: Record<string, unknown>;
}
interface Board {
  groups: Array<{
    key: string;
    tasks: Array<{ id: string; done: number; target: number; claimed: boolean }>;
  }>;
  check_in: { today: number; days: Array<{ claimed: boolean }> };
}

let keys = 0;
async function call(path: string, post?: Record<string, unknown>, uid = 1001, key?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', token: `tok-${uid}` };
  if (post) headers['idempotency-key'] = key ?? `tk${++keys}`;
  const res = await fetch(served.origin + path, {
    method: post ? 'POST' : 'GET',
    headers,
    body: post ? JSON.stringify(post) : undefined,
  });
  return (await res.json()) as Answer;
}
const golds = async (uid = 1001) => (await call('/user/golds', undefined, uid)).data.golds as number;
const board = async () => (await call('/activity/3201/tasks')).data as unknown as Board;

describe('task rules', () => {
  it('claims a daily task once a day, a weekly once a week, a growth task once', () => {
    expect(periodOf('daily', 3)).not.toBe(periodOf('daily', 4));
    expect(periodOf('weekly', 1)).toBe(periodOf('weekly', 6));
    expect(periodOf('weekly', 6)).not.toBe(periodOf('weekly', 7));
    expect(periodOf('growth', 1)).toBe(periodOf('growth', 90));
  });

  it('takes a bid from the start price, then a step over the top; a raise holds the difference', () => {
    expect(minimumBid({ start_price: 500, step: 50, top_bid: null })).toBe(500);
    expect(minimumBid({ start_price: 500, step: 50, top_bid: 900 })).toBe(950);
    expect(bidCharge({ my_bid: null }, 950)).toBe(950);
    expect(bidCharge({ my_bid: 900 }, 1000)).toBe(100);
  });
});

describe('the tasks area', () => {
  it('pays a done task once, refuses an unfinished one', async () => {
    const b = await board();
    const daily = b.groups.find((g) => g.key === 'daily')!.tasks;
    const done = daily.find((t) => t.done >= t.target)!;
    const before = await golds();
    const a = await call(`/activity/3201/tasks/${done.id}/claim`, {});
    expect(a.code).toBe(0);
    expect(await golds()).toBeGreaterThan(before);
    expect((await call(`/activity/3201/tasks/${done.id}/claim`, {})).code).toBe(ALREADY_CLAIMED.code);
    const open = b.groups.flatMap((g) => g.tasks).find((t) => t.done < t.target)!;
    expect((await call(`/activity/3201/tasks/${open.id}/claim`, {})).code).toBe(NOT_DONE.code);
  });

  it('checks in once a day on the sandbox clock, paying that day’s golds', async () => {
    const before = await golds();
    const today = (await board()).check_in.today;
    expect((await call('/activity/3201/check-in', {})).code).toBe(0);
    expect(await golds()).toBe(before + CHECK_IN_GOLDS[today]!);
    expect((await call('/activity/3201/check-in', {})).code).toBe(CHECKED_IN.code);
    served.sandbox.clock.set(served.sandbox.clock.now() + 86_400_000);
    expect((await call('/activity/3201/check-in', {})).code).toBe(0);
  });

  it('holds a bid’s golds, returns them to the one outbid, and refuses a low bid', async () => {
    const lots = (await call('/activity/3205/sid-bid')).data.lots as Array<{
      sid: string;
      top_bid: number | null;
      start_price: number;
      step: number;
    }>;
    const lot = lots[3]!;
    const low = await call('/activity/3205/sid-bid', { sid: lot.sid, amount: lot.start_price - 1 });
    expect(low.code).toBe(BID_TOO_LOW.code);
    const a0 = await golds(1001);
    await call('/activity/3205/sid-bid', { sid: lot.sid, amount: lot.start_price }, 1001);
    expect(await golds(1001)).toBe(a0 - lot.start_price);
    const b0 = await golds(1005);
    const b = await call(
      '/activity/3205/sid-bid',
      { sid: lot.sid, amount: lot.start_price + lot.step },
      1005,
    );
    expect(b.data.charged).toBe(lot.start_price + lot.step);
    expect(await golds(1005)).toBe(b0 - lot.start_price - lot.step);
    expect(await golds(1001)).toBe(a0);
  });

  it('signs up and chooses once', async () => {
    const first = await call('/activity/3203/sign-up', { category_id: 2 });
    expect(first.data.signed_up).toBe(2);
    expect((await call('/activity/3203/sign-up', { category_id: 1 })).code).not.toBe(0);
    expect((await call('/activity/3204/preheat', { option_id: 1 })).data.my_choice).toBe(1);
    expect((await call('/activity/3204/preheat', { option_id: 2 })).code).not.toBe(0);
  });
});
