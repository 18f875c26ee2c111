import {
  acceptLakhCode,
  CASH_CODES,
  CODE_TYPED,
  checkInAward,
  claimMissionTask,
  getAwardDetail,
  getCheckInProgress,
  getFxConstData,
  getFxUserInfo,
  getInviteList,
  getInviteRanking,
  getInviteShare,
  getLakhBalance,
  getLakhLiveInfo,
  getLakhRank,
  getLakhUserInfo,
  getMissionCenter,
  getMissionInviteds,
  getMissionRecords,
  getMyInvitation,
  INVITE_CODE_CODES,
  LAKH_CODES,
  MISSION_CODES,
  openMissionBox,
  receivePullNew,
  redeemCash,
  submitInviteCode,
  withdrawCash,
} from '@h5/core-api/contracts/invite';
import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../../area.ts';
import { clientIn, latinTexts } from '../../testLanguage.ts';
import { serveSandbox } from '../../testServer.ts';
import { generalArea } from '../general.ts';
import { CAPTCHA_TOKEN_PATH } from './fx.ts';
import { inviteIconSvg } from './icons.ts';
import { inviteArea } from './index.ts';
import { checkInWeek } from './mission.ts';
import { CAPTCHA_TTL_MS, DAY_MS, dateKey, type InviteState } from './state.ts';

const served = serveSandbox([generalArea, inviteArea] as AreaDefinition<unknown>[]);
const sandbox = served.sandbox;
const as = (uid: number | null = 1001, lang = 'en') => clientIn(served.origin, lang, uid ?? undefined);
const key = () => `k-${Math.random()}`;
const token = async () =>
  ((await (await fetch(served.origin + CAPTCHA_TOKEN_PATH)).json()) as { token: string }).token;

describe('invite area', () => {
  it("pays in the user's own currency: the signed-in user's country, a visitor's named by the page", async () => {
    const egypt = as(1002);
    expect((await egypt.call(getFxUserInfo, {})).currency).toBe('EGP');
    expect((await egypt.call(getFxConstData, {})).currency).toBe('EGP');
    expect((await egypt.call(getLakhBalance, { id: 1002 })).currency).toBe('EGP');
    expect((await egypt.call(getInviteList, {})).currency).toBe('EGP');
    expect((await egypt.call(getAwardDetail, {})).currency).toBe('EGP');
    expect((await as(1001).call(getFxUserInfo, {})).currency).toBe('INR');
    expect((await as(null).call(getFxConstData, { country: 'EG' })).currency).toBe('EGP');
    expect((await as(null).call(getInviteShare, { user_id: 1001, country: 'EG' })).currency).toBe('EGP');
    expect((await as(null).call(getFxConstData, {})).currency).toBe('INR');
  });

  it('answers the user, who invited them and whether the code field shows', async () => {
    const me = await as(1001).call(getFxUserInfo, {});
    expect(me).toMatchObject({
      code: 'SM1001',
      showCodeInput: true,
      inviteUser: null,
      cash: 260,
      invited_count: 4,
    });
    const laila = await as(1002).call(getFxUserInfo, {});
    expect(laila.showCodeInput).toBe(false);
    expect(laila.inviteUser?.uid).toBe(1003);
    await expect(as(null).call(getFxUserInfo, {})).rejects.toMatchObject({ code: 401 });
    await expect(as(1001).call(getFxUserInfo, { user_id: 1002 })).rejects.toMatchObject({ code: 403 });
    expect((await as(1001).call(getFxUserInfo, { user_id: 1001 })).code).toBe('SM1001');
  });

  it('binds a code behind a fresh reCAPTCHA token, once; refuses missing, reused, expired and refused tokens', async () => {
    const api = as(1001);
    const send = (t: string, code = 'SM1004') =>
      api.call(submitInviteCode, { invite_code: code, recaptchaToken: t, type: CODE_TYPED });
    await expect(send('')).rejects.toMatchObject({ code: INVITE_CODE_CODES.captcha });
    const old = await token();
    sandbox.clock.advance(CAPTCHA_TTL_MS + 1);
    await expect(send(old)).rejects.toMatchObject({ code: INVITE_CODE_CODES.captcha });
    sandbox.runSwitch('invite', 'captcha', { mode: 'refuse' });
    await expect(send(await token())).rejects.toMatchObject({ code: INVITE_CODE_CODES.captcha });
    sandbox.runSwitch('invite', 'captcha', { mode: 'ok' });
    await expect(send(await token(), 'SM1001')).rejects.toMatchObject({ code: INVITE_CODE_CODES.ownCode });
    await expect(send(await token(), 'XX1')).rejects.toMatchObject({ code: INVITE_CODE_CODES.noSuchCode });
    const t = await token();
    const done = await send(t);
    expect(done).toMatchObject({ inviteUser: { uid: 1004 }, new_user_cash: 10, cash: 270 });
    await expect(send(t)).rejects.toMatchObject({ code: INVITE_CODE_CODES.captcha });
    await expect(send(await token())).rejects.toMatchObject({ code: INVITE_CODE_CODES.alreadyInvited });
    expect((await api.call(getFxUserInfo, {})).showCodeInput).toBe(false);
    sandbox.runSwitch('invite', 'captcha', { mode: 'unavailable' });
    expect((await fetch(served.origin + CAPTCHA_TOKEN_PATH)).status).toBe(503);
  });

  it('pages the people invited, the ranking with my row and the cash record', async () => {
    const api = as(1001);
    const mine = await api.call(getMyInvitation, { page: 1 });
    expect(mine.list).toHaveLength(4);
    const r1 = await api.call(getInviteRanking, { page: 1 });
    expect(r1.list[0]?.rank).toBe(1);
    expect(r1.me?.uid).toBe(1001);
    const cash = await api.call(getInviteList, {});
    expect(cash.list.length).toBeGreaterThan(0);
    expect(cash.list.reduce((s, l) => s + l.amount, 0)).toBe(260);
    const share = await as(null).call(getInviteShare, { user_id: 1001 });
    expect(share).toMatchObject({ inviter: { uid: 1001 }, code: 'SM1001' });
  });

  it('withdraws a grade once per key, never more than the balance or the daily limit', async () => {
    const api = as(1001);
    await expect(
      api.call(withdrawCash, { amount: 150, account_id: 'a' }, { idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: CASH_CODES.notAGrade });
    await expect(
      api.call(withdrawCash, { amount: 100, account_id: '' }, { idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: CASH_CODES.noAccount });
    await expect(
      api.call(withdrawCash, { amount: 500, account_id: 'a' }, { idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: CASH_CODES.notEnough });
    const k = key();
    const first = await api.call(withdrawCash, { amount: 100, account_id: 'a' }, { idempotencyKey: k });
    const again = await api.call(withdrawCash, { amount: 100, account_id: 'a' }, { idempotencyKey: k });
    expect(first.cash).toBe(160);
    expect(again.application.id).toBe(first.application.id);
    await api.call(withdrawCash, { amount: 100, account_id: 'a' }, { idempotencyKey: key() });
    await expect(
      api.call(withdrawCash, { amount: 100, account_id: 'a' }, { idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: CASH_CODES.notEnough });
    const r = await api.call(redeemCash, { amount: 50 }, { idempotencyKey: key() });
    expect(r).toMatchObject({ cash: 10, golds_added: 500 });
  });

  it('checks in once a day on the sandbox clock and keeps the streak', async () => {
    const api = as(1001);
    const before = await api.call(getCheckInProgress, {});
    expect(before).toMatchObject({ today: 2, streak: 2 });
    const done = await api.call(checkInAward, {}, { idempotencyKey: key() });
    expect(done.streak).toBe(3);
    await expect(api.call(checkInAward, {}, { idempotencyKey: key() })).rejects.toMatchObject({
      code: MISSION_CODES.alreadyDone,
    });
    sandbox.clock.advance(DAY_MS);
    expect((await api.call(getCheckInProgress, {})).today).toBe(3);
    sandbox.clock.advance(2 * DAY_MS);
    expect((await api.call(getCheckInProgress, {})).today).toBe(0);
    expect((await api.call(getMissionRecords, { type: 'checkin', page: 1 })).list).toHaveLength(3);
  });

  it('claims tasks, opens boxes and receives pull-new rewards once each', async () => {
    const api = as(1001);
    const c = await api.call(getMissionCenter, {});
    expect(c.tasks.find((t) => t.id === 'share')).toMatchObject({ done: 3, target: 3, claimed: false });
    await api.call(claimMissionTask, { task_id: 'share' }, { idempotencyKey: key() });
    await expect(
      api.call(claimMissionTask, { task_id: 'share' }, { idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: MISSION_CODES.alreadyDone });
    await expect(
      api.call(claimMissionTask, { task_id: 'sing' }, { idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: MISSION_CODES.notYet });
    await api.call(openMissionBox, { box_id: 'box3' }, { idempotencyKey: key() });
    await expect(
      api.call(openMissionBox, { box_id: 'box5' }, { idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: MISSION_CODES.notYet });
    const inv = await api.call(getMissionInviteds, {});
    const open = inv.list.find((i) => !i.received);
    expect(open).toMatchObject({ uid: expect.any(Number), received: false });
    await api.call(receivePullNew, { uid: open!.uid }, { idempotencyKey: key() });
    await expect(
      api.call(receivePullNew, { uid: open!.uid }, { idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: MISSION_CODES.alreadyDone });
    expect((await api.call(getFxUserInfo, {})).cash).toBe(260 + 30 + 15);
  });

  it('plays the lakh game: info, balance, the round ranking, accepting a code once', async () => {
    const api = as(1001);
    const live = await api.call(getLakhLiveInfo, {});
    expect(live.live).toBe(true);
    const rank = await api.call(getLakhRank, { id: live.round_id, page: 1 });
    expect(rank.list[0]?.rank).toBe(1);
    expect(rank.has_more).toBe(true);
    const second = await api.call(getLakhRank, { id: live.round_id, page: 2 });
    expect(second.list[0]?.rank).toBe(11);
    expect(rank.me?.uid).toBe(1001);
    expect(await api.call(getLakhBalance, { id: 1001 })).toMatchObject({ balance: 200, goal: 100000 });
    await expect(api.call(getLakhBalance, { id: 1002 })).rejects.toMatchObject({ code: 403 });
    await expect(api.call(acceptLakhCode, { code: 'SM1001' })).rejects.toMatchObject({
      code: LAKH_CODES.ownCode,
    });
    await api.call(acceptLakhCode, { code: 'sm1004' });
    await expect(api.call(acceptLakhCode, { code: 'SM1005' })).rejects.toMatchObject({
      code: LAKH_CODES.alreadyAccepted,
    });
    expect((await api.call(getLakhUserInfo, {})).accepted_from?.uid).toBe(1004);
  });

  it('answers Arabic pages in Arabic', async () => {
    const api = as(1001, 'ar');
    for (const answer of [
      await api.call(getFxConstData, {}),
      await api.call(getInviteList, {}),
      await api.call(getMissionCenter, {}),
      await api.call(getLakhLiveInfo, {}),
      await as(null, 'ar').call(getInviteShare, { user_id: 1001 }),
    ])
      expect(latinTexts(answer, ['path', 'app'])).toEqual([]);
  });

  it('works out the check-in week and serves its icons', () => {
    const now = Date.UTC(2026, 10, 25, 12);
    expect(checkInWeek([], now)).toMatchObject({ today: 0, streak: 0 });
    const six = Array.from({ length: 7 }, (_, i) => dateKey(now - (i + 1) * DAY_MS));
    expect(checkInWeek(six, now).today).toBe(0);
    expect(checkInWeek([...six, dateKey(now)], now)).toMatchObject({
      today: 0,
      streak: 8,
      claimedToday: true,
    });
    expect(inviteIconSvg('cash.svg')).toContain('<svg');
    expect(inviteIconSvg('nope.svg')).toBeNull();
    expect(sandbox.state<InviteState>('invite').members.size).toBeGreaterThan(8);
  });
});
