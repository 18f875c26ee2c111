// The ceremony's lists and what opens from them: rankings by page, cursor, day and level; the
// user's stars; the invite code; the goddess list (joined, search); a war's details (national-war
// between countries of a league, civil-war between guilds) and a guild's live details.

import type { CallDef } from '@h5/core-api';
import {
  getGoddessJoined,
  getGuildLive,
  getInviteCode,
  getStageList,
  getUserStar,
  getWarDetails,
  isStageType,
  type StageType,
  searchGoddess,
  WAR_KINDS,
} from '@h5/core-api/contracts/annualCeremony';
import { fail, type Handler, int, on, str } from '../../area.ts';
import { each, localized, textIn } from '../../kit/localized.ts';
import { pageAfter, pageOf } from '../../kit/paging.ts';
import { CEREMONY_PROMOTION, COUNTRIES, WAR_LEVELS } from './data.ts';
import {
  type AnnualCeremonyState,
  DAY,
  type Entry,
  NO_SUCH_THING,
  nowOf,
  promotionOf,
  rankDays,
  ranked,
  selfId,
  starlightOn,
} from './state.ts';

/** Rows of a ranking page. */
export const LIST_PAGE = 10;
/** At most this many goddesses answer a search; a longer keyword is cut to KEYWORD_MAX. */
const SEARCH_MAX = 20;
const KEYWORD_MAX = 40;

export const NO_KEYWORD = {
  code: 400,
  msg: localized({
    en: 'Type a goddess’s name or id to search.',
    ar: 'اكتب اسم النجمة أو رقمها للبحث.',
  }),
};

/** A list's levels: the national war's leagues; other lists have none. */
const levelsOf = (type: StageType) => (type === 'national-war' ? WAR_LEVELS : []);
const levelOf = (e: Entry) => COUNTRIES.find((c) => c.locale === e.locale)?.level ?? 1;

/** The entries competing with `e` in its list: its league's in the national war, all others' elsewhere. */
function poolOf(state: AnnualCeremonyState, type: StageType, level: number | null): Entry[] {
  const all = state.lists.get(type) ?? [];
  return level === null || !levelsOf(type).length ? all : all.filter((e) => levelOf(e) === level);
}

/** What the user's stars gave an entry of a list. */
export function givenKey(type: StageType, id: number): string {
  return `${type}:${id}`;
}

/** The user's invite code: the same for the same user, readable aloud (no 0/O, 1/I confusion). */
export function inviteCodeOf(uid: number): string {
  const digits = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  let n = uid * 7919 + 4901;
  let code = '';
  while (code.length < 6) {
    code += digits[n % digits.length];
    n = Math.floor(n / digits.length) + 17;
  }
  return `AC${code}`;
}

const onS = <P extends object, R>(def: CallDef<P, R>, handle: Handler<AnnualCeremonyState, P, R>) =>
  on(def, handle);

export const listHandlers = [
  onS(getStageList, (ctx, p) => {
    promotionOf(p);
    const type = str(p.type);
    if (!isStageType(type)) return fail(NO_SUCH_THING.code, NO_SUCH_THING.msg);
    const { state, user } = ctx;
    const days = rankDays(state, nowOf(ctx));
    const day = str(p.rank_day);
    // A past day's ranking: the starlight each entry had at the end of that day.
    const past = day && days.indexOf(day) > 0 ? day : null;
    const at = past ? (e: Entry) => starlightOn(state, givenKey(type, e.id), e.starlight, past) : undefined;
    const levels = levelsOf(type);
    const asked = int(p.level);
    const level = levels.length ? (levels.find((l) => l.level === asked) ?? levels[0]!).level : 0;
    const all = ranked(poolOf(state, type, level), at);
    // The infinite list pages by cursor (the id of the last row it has); `page` still answers.
    const page =
      p.cursor !== undefined
        ? pageAfter(all, str(p.cursor), (e) => String(e.id), { size: LIST_PAGE })
        : pageOf(all, p, { size: LIST_PAGE });
    const last = page.list[page.list.length - 1];
    // selfData: the user's own entry, ranked within its own league.
    const mine = user ? (state.lists.get(type) ?? []).find(selfId(type, user.uid)) : undefined;
    const self =
      user && mine
        ? ranked(poolOf(state, type, levels.length ? levelOf(mine) : null), at).find(selfId(type, user.uid))
        : undefined;
    return {
      type,
      list: page.list,
      has_more: page.has_more,
      next_cursor: page.has_more && last ? String(last.id) : '',
      self_data: self ?? null,
      levels: levels.map((l) => ({ level: l.level, name: l.name })),
      level,
    };
  }),

  onS(getUserStar, ({ state, requireUser }, p) => {
    promotionOf(p);
    return { star: Math.max(0, state.stars.get(requireUser().uid) ?? 0) };
  }),

  onS(getInviteCode, ({ state, requireUser, headers }, p) => {
    promotionOf(p);
    const { uid } = requireUser();
    const code = inviteCodeOf(uid);
    return {
      code,
      link: `http://${headers.host ?? 'localhost'}/v/annual-ceremony-home?promotion_id=${CEREMONY_PROMOTION}&invite_code=${code}`,
      invited: state.invited.get(uid)?.length ?? 0,
    };
  }),

  onS(getGoddessJoined, ({ state, requireUser }, p) => {
    promotionOf(p);
    const { uid } = requireUser();
    return { joined: (state.lists.get('goddess') ?? []).some((e) => e.id === uid) };
  }),

  onS(searchGoddess, ({ state, lang }, p) => {
    promotionOf(p);
    const keyword = (str(p.keyword) ?? '').trim().slice(0, KEYWORD_MAX);
    if (!keyword) return fail(NO_KEYWORD.code, NO_KEYWORD.msg);
    const q = keyword.toLocaleLowerCase();
    const list = ranked(state.lists.get('goddess') ?? []).filter(
      (e) => String(e.id) === keyword || textIn(lang, e.name).toLocaleLowerCase().includes(q),
    );
    return { list: list.slice(0, SEARCH_MAX) };
  }),

  onS(getWarDetails, (ctx, p) => {
    promotionOf(p);
    const kind = WAR_KINDS.find((k) => k === str(p.kind));
    const type: StageType = kind === 'civil-war' ? 'live-union' : 'national-war';
    const { state, user } = ctx;
    const entry = (state.lists.get(type) ?? []).find((e) => e.id === int(p.id));
    if (!kind || !entry) return fail(NO_SUCH_THING.code, NO_SUCH_THING.msg);
    // Today's battles pair the entries of a league by rank: first with second, third with fourth.
    const pool = ranked(poolOf(state, type, type === 'national-war' ? levelOf(entry) : null));
    const at = pool.findIndex((e) => e.id === entry.id);
    const rival = pool[at % 2 === 0 ? (at + 1 < pool.length ? at + 1 : at - 1) : at - 1];
    if (!rival) return fail(NO_SUCH_THING.code, NO_SUCH_THING.msg);
    const sides = [pool[at]!, rival].sort((a, b) => a.rank - b.rank);
    const now = nowOf(ctx);
    const day = Math.floor((now - state.begin_time) / DAY) + 1;
    const mine = user ? pool.find(selfId(type, user.uid)) : undefined;
    const given = user ? state.given.get(user.uid) : undefined;
    return {
      kind,
      round: each((lang) => (lang === 'ar' ? `معركة اليوم ${day}` : `Day ${day} battle`)),
      sides: [sideOf(sides[0]!), sideOf(sides[1]!)],
      my_side: mine && sides.some((e) => e.id === mine.id) ? mine.id : null,
      my_contribution: Object.fromEntries(
        sides.map((e) => [String(e.id), given?.get(givenKey(type, e.id)) ?? 0]),
      ),
      ends_at: state.begin_time + day * DAY,
    };
  }),

  onS(getGuildLive, ({ state }, p) => {
    promotionOf(p);
    const id = int(p.guild_id);
    const guild = (state.lists.get('live-union') ?? []).find((e) => e.guild_id === id);
    if (!guild || id === undefined) return fail(NO_SUCH_THING.code, NO_SUCH_THING.msg);
    const hosts = state.hosts.get(id) ?? [];
    const shares = hosts.reduce((s, h) => s + h.share, 0) || 1;
    return {
      guild_id: id,
      name: guild.name,
      avatar: guild.avatar,
      starlight: guild.starlight,
      members: guild.members ?? 0,
      hosts: hosts
        .map(({ share, ...h }) => ({ ...h, starlight: Math.round((guild.starlight * share) / shares) }))
        .sort((a, b) => Number(b.live) - Number(a.live) || b.starlight - a.starlight),
    };
  }),
];

function sideOf(e: Entry) {
  return { id: e.id, name: e.name, avatar: e.avatar, score: e.starlight, members: e.members ?? 0 };
}
