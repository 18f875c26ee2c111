// The lakh game: invite people with your code, earn points for each, climb the round's ranking
// towards one lakh; the live show of the round; accepting someone's code.

import {
  acceptLakhCode,
  getLakhBalance,
  getLakhInvite,
  getLakhInvited,
  getLakhLiveInfo,
  getLakhRank,
  getLakhUserInfo,
  LAKH_CODES,
} from '@h5/core-api/contracts/invite';
import { type AreaHandler, fail, int, on, str } from '../../area.ts';
import { pageOf } from '../../kit/paging.ts';
import { myRow, rankBy } from '../../kit/ranking.ts';
import { INVITE_LINK_PATH, memberOf } from './fx.ts';
import {
  type InviteState,
  LAKH_GOAL,
  LAKH_POINTS_PER_INVITE,
  LAKH_ROUND,
  LAKH_RUPEES_PER_POINT,
  PAGE_SIZE,
  personOf,
  programmeCurrency,
} from './state.ts';
import { ERRORS, LAKH_TITLE } from './texts.ts';

/** The live show's length. */
const LAKH_SHOW_MS = 90 * 60_000;

function lakhRanking(state: InviteState) {
  const rows = [...state.members.values()]
    .filter((m) => m.lakh.points > 0)
    .map((m) => ({ ...personOf(state, m.uid), points: m.lakh.points }));
  return rankBy(rows, (r) => r.points);
}

function lakhInvitees(state: InviteState, uid: number) {
  return [...state.members.values()].filter((m) => m.lakh.acceptedFrom === uid);
}

export const lakhHandlers: AreaHandler<InviteState>[] = [
  on(getLakhUserInfo, ({ state, requireUser }) => {
    const m = memberOf(state, requireUser().uid);
    const me = myRow(lakhRanking(state), m.uid);
    return {
      ...personOf(state, m.uid),
      code: m.code,
      invited: lakhInvitees(state, m.uid).length,
      points: m.lakh.points,
      rank: me?.rank ?? 0,
      accepted_from: m.lakh.acceptedFrom === null ? null : personOf(state, m.lakh.acceptedFrom),
    };
  }),
  on(getLakhBalance, ({ state, requireUser }, p) => {
    const me = requireUser();
    // A balance is private: only its owner reads it.
    if (int(p.id) !== me.uid) fail(403, ERRORS.notYours);
    const m = memberOf(state, me.uid);
    return {
      balance: m.lakh.points * LAKH_RUPEES_PER_POINT,
      currency: programmeCurrency(me),
      goal: LAKH_GOAL,
    };
  }),
  on(getLakhInvited, ({ state, requireUser }, p) => {
    const uid = int(p.user_id_invite) ?? requireUser().uid;
    return {
      list: lakhInvitees(state, uid).map((m) => ({
        ...personOf(state, m.uid),
        joined_at: m.joinedAt,
        points: LAKH_POINTS_PER_INVITE,
      })),
    };
  }),
  on(getLakhInvite, ({ state, requireUser, headers }) => {
    const m = memberOf(state, requireUser().uid);
    return {
      code: m.code,
      link: `http://${headers.host ?? 'localhost'}${INVITE_LINK_PATH}?user_id=${m.uid}`,
      points_per_invite: LAKH_POINTS_PER_INVITE,
    };
  }),
  on(getLakhLiveInfo, ({ state, clock }) => {
    const now = clock.now();
    const host = personOf(state, 7300);
    return {
      round_id: LAKH_ROUND,
      title: LAKH_TITLE,
      host,
      live: now >= state.lakhStart && now < state.lakhStart + LAKH_SHOW_MS,
      room_id: 880031,
      starts_at: state.lakhStart,
      ends_at: state.lakhStart + LAKH_SHOW_MS,
      server_time: now,
    };
  }),
  on(getLakhRank, ({ state, user }, p) => {
    if (int(p.id) !== LAKH_ROUND) fail(404, ERRORS.unknown);
    const rows = lakhRanking(state);
    return { ...pageOf(rows, p, { size: PAGE_SIZE }), me: myRow(rows, user?.uid) };
  }),
  on(acceptLakhCode, ({ state, requireUser }, p) => {
    const me = memberOf(state, requireUser().uid);
    const m = /^SM(\d+)$/.exec((str(p.code) ?? '').trim().toUpperCase());
    const inviter = m ? state.members.get(Number(m[1])) : undefined;
    if (!inviter) fail(LAKH_CODES.noSuchCode, ERRORS.noSuchCode);
    if (inviter.uid === me.uid) fail(LAKH_CODES.ownCode, ERRORS.ownCode);
    if (me.lakh.acceptedFrom !== null) fail(LAKH_CODES.alreadyAccepted, ERRORS.alreadyAccepted);
    me.lakh.acceptedFrom = inviter.uid;
    inviter.lakh.points += LAKH_POINTS_PER_INVITE;
    return { inviter: personOf(state, inviter.uid), points: LAKH_POINTS_PER_INVITE };
  }),
];
