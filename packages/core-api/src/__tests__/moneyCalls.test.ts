// @vitest-environment node
// Every call that spends, draws, grants, claims or cannot be undone is a money call whatever its
// HTTP method: the client never resends it on its own (a GET is otherwise retried once after
// 300 ms) and always sends it with its intent's idempotency key.

import { describe, expect, it } from 'vitest';
import type { CallDef } from '../call.ts';

const modules = import.meta.glob<Record<string, unknown>>('../contracts/*.ts', { eager: true });

function allCalls(): CallDef[] {
  const out = new Map<string, CallDef>();
  for (const m of Object.values(modules))
    for (const v of Object.values(m)) {
      const c = v as Partial<CallDef>;
      if (c && typeof c === 'object' && typeof c.name === 'string' && typeof c.path === 'string' && c.method)
        out.set(c.name, c as CallDef);
    }
  return [...out.values()];
}

/** Calls whose repeat the server refuses or that act for good: found by reading each one. */
const ACTS = [
  'trivia.shareLottery',
  'champion.spin',
  'champion.share',
  'champion.vote',
  'champion.enter',
  'family.apply',
  'family.userDoInvite',
  'family.leave',
  'family.dissolve',
  'guild.removeGuild',
  'guild.quitGuild',
  'finance.modifyWithdrawAccount',
  'finance.cashOutApply',
  'finance.exchangeGold',
  'annualCeremony.doCheckIn',
  'live.sendTicket',
  'live.claimMicCard',
  'live.joinGame',
  'live.reserveMic',
  'invite.inviteCode',
  'invite.lakhAccept',
  'tasks.signUp',
];

/** A GET whose path names an action, not a thing to read. */
const ACTION_PATH =
  /(^|[/-])(apply|do-invite|modify|lottery|spin|draw|claim|buy|exchange|withdraw|send|bet|vote|join|receive|accept|check-in-award|cash-out)([/-]|$)/;
/** GETs whose path names an action but that only read (a limit, a lottery's info, prizes won). */
const READS = new Set([
  'finance.applyInfo',
  'finance.exchangeGoldGrade',
  'money.coinSellerLimit',
  'lotteries.info',
  'lotteries.myPrizes',
]);

describe('money calls', () => {
  const calls = allCalls();

  it('finds the contracts', () => {
    expect(calls.length).toBeGreaterThan(200);
  });

  it('marks every call that spends, draws, grants, claims or acts for good', () => {
    const byName = new Map(calls.map((c) => [c.name, c]));
    const unmarked = ACTS.filter((n) => !byName.get(n)?.moneyMoving);
    expect(unmarked).toEqual([]);
  });

  it('leaves no GET that names an action unmarked', () => {
    const suspicious = calls
      .filter((c) => c.method === 'GET' && !c.moneyMoving && !READS.has(c.name))
      .filter((c) => ACTION_PATH.test(c.path.split('?')[0]!.toLowerCase()))
      .map((c) => `${c.name} ${c.path}`);
    expect(suspicious).toEqual([]);
  });
});
