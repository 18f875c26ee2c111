// Join&Earn Cash: the user's invite info, the people they invited and the ranking, the share
// page's answer, the cash record, the invite-code submission behind reCAPTCHA, withdrawals and
// redemptions.

import {
  CASH_CODES,
  type CashEntry,
  getFxConstData,
  getFxUserInfo,
  getInviteList,
  getInviteRanking,
  getInviteShare,
  getMyInvitation,
  getWithdrawals,
  INVITE_CODE_CODES,
  type InviteRankRow,
  redeemCash,
  submitInviteCode,
  withdrawCash,
} from '@h5/core-api/contracts/invite';
import { type AreaHandler, fail, int, on, type RawRoute, str } from '../../area.ts';
import type { Localizable } from '../../kit/localized.ts';
import { pageOf } from '../../kit/paging.ts';
import { myRow, rankBy } from '../../kit/ranking.ts';
import {
  addCash,
  addInvite,
  CAPTCHA_TTL_MS,
  CASH_FIRST_PAGE,
  dateKey,
  type InviteState,
  invitees,
  type Member,
  NEW_USER_CASH,
  PAGE_SIZE,
  personOf,
  programmeCurrency,
  REDEEM_GRADES,
  REDEEM_RATE,
  REWARD_PER_INVITE,
  WITHDRAW_GRADES,
  WITHDRAWALS_PER_DAY,
} from './state.ts';
import { CASH_TITLES, ERRORS, PERKS, POLICY, RULES } from './texts.ts';

/** The path of the sandbox's stand-in for Google's token endpoint (never part of the app's API). */
export const CAPTCHA_TOKEN_PATH = '/recaptcha/sandbox/token';
export const INVITE_LINK_PATH = '/v/share-newpull/index';

export function memberOf(state: InviteState, uid: number): Member {
  const m = state.members.get(uid);
  if (!m) fail(404, ERRORS.noSuchUser);
  return m;
}

function ranking(state: InviteState): InviteRankRow[] {
  const rows = [...state.members.values()]
    .map((m) => ({ ...personOf(state, m.uid), invited: invitees(state, m.uid).length }))
    .filter((r) => r.invited > 0)
    .map((r) => ({ ...r, score: r.invited }));
  return rankBy(rows, (r) => r.score).map(({ score: _s, ...r }) => r);
}

/** Checks a submitted token: known, unused, fresh, and not refused by the switch. */
function checkCaptcha(state: InviteState, token: string | undefined, now: number): boolean {
  const t = token ? state.captcha.tokens.get(token) : undefined;
  if (!t || t.used || now - t.issued > CAPTCHA_TTL_MS || state.captcha.mode === 'refuse') return false;
  t.used = true;
  return true;
}

export const captchaRoute: RawRoute<InviteState> = {
  method: 'GET',
  path: CAPTCHA_TOKEN_PATH,
  handle(_req, res, ctx) {
    if (ctx.state.captcha.mode === 'unavailable') {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('Unavailable');
      return;
    }
    const token = `cap-${ctx.state.captcha.next++}-${Math.floor(ctx.rng.next() * 1e9)}`;
    ctx.state.captcha.tokens.set(token, { issued: ctx.clock.now(), used: false });
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ success: true, token }));
  },
};

function parseCode(v: unknown): number | null {
  const m = /^SM(\d+)$/.exec((str(v) ?? '').trim().toUpperCase());
  return m ? Number(m[1]) : null;
}

export const fxHandlers: AreaHandler<InviteState>[] = [
  on(getFxConstData, ({ user }, p) => ({
    currency: programmeCurrency(user, p.country),
    reward_per_invite: REWARD_PER_INVITE,
    new_user_cash: NEW_USER_CASH,
    withdraw_grades: WITHDRAW_GRADES,
    redeem_rate: REDEEM_RATE,
    redeem_grades: REDEEM_GRADES,
    withdrawals_per_day: WITHDRAWALS_PER_DAY,
    rules: RULES,
    policy_questions: POLICY,
  })),
  on(getFxUserInfo, ({ state, requireUser, headers }, p) => {
    const me = requireUser();
    // Cash and who invited whom are private: another user's info is refused, their public face
    // is /share/invite/share.
    const asked = int(p.user_id) ?? me.uid;
    if (asked !== me.uid) fail(403, ERRORS.notYours);
    const m = memberOf(state, me.uid);
    const origin = `http://${headers.host ?? 'localhost'}`;
    const earned = m.cashLines.filter((l) => l.amount > 0).reduce((s, l) => s + l.amount, 0);
    return {
      user: personOf(state, m.uid),
      inviteUser: m.invitedBy === null ? null : personOf(state, m.invitedBy),
      code: m.code,
      showCodeInput: m.invitedBy === null,
      link: `${origin}${INVITE_LINK_PATH}?user_id=${m.uid}`,
      cash: m.cash,
      total_earned: earned,
      invited_count: invitees(state, m.uid).length,
      currency: programmeCurrency(me),
    };
  }),
  on(getMyInvitation, ({ state, requireUser }, p) => {
    const me = requireUser();
    const list = invitees(state, me.uid).map((m) => ({
      ...personOf(state, m.uid),
      joined_at: m.joinedAt,
      earned: REWARD_PER_INVITE,
    }));
    return { ...pageOf(list, p, { size: PAGE_SIZE }), currency: programmeCurrency(me) };
  }),
  on(getInviteRanking, ({ state, user }, p) => {
    const rows = ranking(state);
    return { ...pageOf(rows, p, { size: PAGE_SIZE }), me: myRow(rows, user?.uid) };
  }),
  on(getInviteShare, ({ state, user }, p) => {
    const m = memberOf(state, int(p.user_id) ?? 0);
    return {
      inviter: personOf(state, m.uid),
      code: m.code,
      new_user_cash: NEW_USER_CASH,
      // What the reader would get: in the reader's currency.
      currency: programmeCurrency(user, p.country),
      perks: PERKS,
    };
  }),
  on(getInviteList, ({ state, requireUser }, p) => {
    const me = requireUser();
    const m = memberOf(state, me.uid);
    const all: Localizable<CashEntry>[] = m.cashLines.map((l) => ({
      id: l.id,
      title: l.title,
      amount: l.amount,
      time: l.time,
      person: l.person === null ? null : personOf(state, l.person),
    }));
    const rest = int(p.has_more) === 1;
    const list = rest ? all.slice(CASH_FIRST_PAGE) : all.slice(0, CASH_FIRST_PAGE);
    return { list, has_more: !rest && all.length > CASH_FIRST_PAGE, currency: programmeCurrency(me) };
  }),
  on(submitInviteCode, ({ state, requireUser, clock }, p) => {
    const me = memberOf(state, requireUser().uid);
    if (!checkCaptcha(state, str(p.recaptchaToken), clock.now()))
      fail(INVITE_CODE_CODES.captcha, ERRORS.captcha);
    const uid = parseCode(p.invite_code);
    const inviter = uid === null ? undefined : state.members.get(uid);
    if (!inviter) fail(INVITE_CODE_CODES.noSuchCode, ERRORS.noSuchCode);
    if (inviter.uid === me.uid) fail(INVITE_CODE_CODES.ownCode, ERRORS.ownCode);
    if (me.invitedBy !== null) fail(INVITE_CODE_CODES.alreadyInvited, ERRORS.alreadyInvited);
    addInvite(state, inviter, me, clock.now());
    addCash(state, me, CASH_TITLES.joined, NEW_USER_CASH, clock.now());
    return { inviteUser: personOf(state, inviter.uid), new_user_cash: NEW_USER_CASH, cash: me.cash };
  }),
  on(withdrawCash, ({ state, requireUser, clock }, p) => {
    const me = memberOf(state, requireUser().uid);
    const amount = int(p.amount) ?? 0;
    const now = clock.now();
    if (!WITHDRAW_GRADES.includes(amount)) fail(CASH_CODES.notAGrade, ERRORS.notAGrade);
    if (!str(p.account_id)) fail(CASH_CODES.noAccount, ERRORS.noAccount);
    if (amount > me.cash) fail(CASH_CODES.notEnough, ERRORS.notEnough);
    const today = me.withdrawals.filter((w) => dateKey(w.created_at) === dateKey(now)).length;
    if (today >= WITHDRAWALS_PER_DAY) fail(CASH_CODES.dailyLimit, ERRORS.dailyLimit);
    const application = {
      id: `IW${state.nextId++}`,
      amount,
      status: 0 as const,
      account: str(p.account_id) ?? '',
      created_at: now,
    };
    me.withdrawals.unshift(application);
    addCash(state, me, CASH_TITLES.withdraw, -amount, now);
    return { application, cash: me.cash };
  }),
  on(getWithdrawals, ({ state, requireUser }, p) => {
    const user = requireUser();
    const me = memberOf(state, user.uid);
    return { ...pageOf(me.withdrawals, p, { size: PAGE_SIZE }), currency: programmeCurrency(user) };
  }),
  on(redeemCash, ({ state, requireUser, clock }, p) => {
    const me = memberOf(state, requireUser().uid);
    const amount = int(p.amount) ?? 0;
    if (!REDEEM_GRADES.includes(amount)) fail(CASH_CODES.notAGrade, ERRORS.notAGrade);
    if (amount > me.cash) fail(CASH_CODES.notEnough, ERRORS.notEnough);
    addCash(state, me, CASH_TITLES.redeem, -amount, clock.now());
    me.golds += amount * REDEEM_RATE;
    return { cash: me.cash, golds_added: amount * REDEEM_RATE, golds: me.golds };
  }),
];
