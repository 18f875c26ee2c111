// The answers of spec 7 "Global family war", all read from the war's standings at the sandbox
// clock: the page info, tickets, regions and their families, groups by day and in total, heroes,
// the global final and ranking, a family's members, and the user's group.

import {
  getFinalRankList,
  getGlobalFamilyMemberList,
  getGlobalFamilyRankList,
  getGroupListByDay,
  getGroupListTotal,
  getPersonalList,
  getRegionalFamilyList,
  getRegionalList,
  getTicket,
  getTotalPageInfo,
  getUserGroup,
  type UserGroup,
  WAR_CODES,
  type WarFamilyRow,
  type WarHero,
} from '@h5/core-api/contracts/powerfulFamily';
import { type AreaHandler, fail, type HandlerContext, int, on, str } from '../../area.ts';
import { pageOf } from '../../kit/index.ts';
import { person, summary } from '../family/views.ts';
import { groupsOf, type PowerfulFamilyState } from './state.ts';
import { ALL_TASKS, ONE_TASKS, REFUSALS, REGIONS } from './texts.ts';
import {
  DAY_MS,
  dayAt,
  dayScore,
  FINISHED_LEVEL,
  hash01,
  levelAt,
  levelOfDay,
  NOT_PROMOTED,
  PROMOTED,
  type Standing,
  stages,
  standings,
  type War,
  type WarFamily,
  warEnd,
} from './war.ts';

type Ctx = HandlerContext<PowerfulFamilyState>;

const PAGE = { size: 20 };
const TICKET_POINTS = 10;

interface View {
  war: War;
  now: number;
  level: number;
  table: Map<number, Standing>;
}

function view(ctx: Ctx): View {
  const war = ctx.state.wars[str(ctx.params.promo) ?? ''];
  if (!war) fail(404, REFUSALS.unknownWar);
  const now = ctx.clock.now();
  return { war, now, level: levelAt(war, now), table: standings(war, ctx.state.families, now) };
}

function rowsOf(list: Standing[], score: (s: Standing) => number): WarFamilyRow[] {
  return list
    .map((s) => ({ s, score: score(s) }))
    .sort((a, b) => b.s.reached - a.s.reached || b.score - a.score || a.s.family.id - b.s.family.id)
    .map(({ s, score: sc }, i) => ({
      family_id: s.family.id,
      family_title: s.family.title,
      family_cover: s.family.cover,
      region_id: s.family.region,
      group: s.family.group,
      level: s.reached,
      out: s.out,
      score: sc,
      rank: i + 1,
    }));
}

function regionParam(raw: unknown): string {
  const id = str(raw);
  if (!REGIONS.some((r) => r.id === id)) fail(WAR_CODES.regionNotFound, REFUSALS.regionNotFound);
  return id!;
}

function mineOf(ctx: Ctx): WarFamily | null {
  const uid = ctx.user?.uid;
  if (uid === undefined) return null;
  return ctx.state.families.find((f) => f.members.includes(uid)) ?? null;
}

/** A family the user belongs to that the war did not take (the family area's, not promoted). */
function outsideFamily(ctx: Ctx) {
  const uid = ctx.user?.uid;
  if (uid === undefined) return null;
  return [...ctx.state.fam.families.values()].find((f) => f.members.includes(uid)) ?? null;
}

function userGroupOf(ctx: Ctx, v: View): { userGroup: UserGroup | null; region_id: string | null } {
  const mine = mineOf(ctx);
  if (!mine) {
    const outside = outsideFamily(ctx);
    if (!outside) return { userGroup: null, region_id: null };
    return {
      userGroup: { group: '', promotion_level: NOT_PROMOTED, curLevel: '', nowLevel: v.level },
      region_id: null,
    };
  }
  const s = v.table.get(mine.id)!;
  const finished = v.level >= FINISHED_LEVEL;
  return {
    userGroup: {
      group: mine.group,
      promotion_level: s.out && !finished ? NOT_PROMOTED : PROMOTED,
      // '' before the war and once it is finished (spec 4: then actStatus 3, level 8).
      curLevel: s.reached === 0 || finished ? '' : s.reached,
      nowLevel: v.level,
    },
    region_id: mine.region,
  };
}

/** How much each member brought to the family: shares that add up to the family's score. */
function members(ctx: Ctx, v: View, f: WarFamily): Array<Omit<WarHero, 'rank'>> {
  const total = v.table.get(f.id)!.total;
  const weights = f.members.map((uid) => 0.2 + hash01(v.war.salt, f.id, uid));
  const sum = weights.reduce((a, b) => a + b, 0);
  return f.members.map((uid, i) => {
    const p = person(ctx.state.fam, uid);
    const known = ctx.state.people.get(uid);
    return {
      uid,
      stage_name: known?.stage_name ?? p.stage_name,
      avatar: known?.avatar ?? p.avatar,
      family_title: f.title,
      score: Math.floor((total * weights[i]!) / sum),
    };
  });
}

const ranked = <T extends { score: number; uid: number }>(rows: T[]) =>
  rows.sort((a, b) => b.score - a.score || a.uid - b.uid).map((r, i) => ({ ...r, rank: i + 1 }));

function progress(score: number, target: number, i: number) {
  return Math.min(target, Math.floor((score / (i + 1)) % (target + 1)));
}

export const readHandlers: Array<AreaHandler<PowerfulFamilyState>> = [
  on(getTotalPageInfo, (ctx) => {
    const v = view(ctx);
    const mine = mineOf(ctx);
    const fam = mine ? ctx.state.fam.families.get(mine.id) : undefined;
    const s = mine ? v.table.get(mine.id)! : null;
    const myScore = s ? s.total : 0;
    const uid = ctx.user?.uid ?? 0;
    const sizes = fam ? summary(ctx.state.fam, fam) : null;
    return {
      begin_time: v.war.begin,
      end_date: warEnd(v.war),
      server_time: v.now,
      now_level: v.level,
      stages: stages(v.war),
      familyInfo:
        mine && s
          ? {
              family_id: mine.id,
              family_title: mine.title,
              family_cover: mine.cover,
              leader_image:
                person(ctx.state.fam, mine.leader).avatar ||
                (ctx.state.people.get(mine.leader)?.avatar ?? ''),
              score: myScore,
              member_num: sizes?.member_num ?? mine.members.length,
              max_member_num: sizes?.max_member_num ?? mine.members.length,
              all_task: ALL_TASKS.map((t, i) => ({
                id: t.id,
                title: t.title,
                target: t.target,
                done: Math.min(t.target, i === 0 ? myScore : progress(myScore, t.target, i)),
              })),
              one_task: ONE_TASKS.map((t, i) => ({
                id: t.id,
                title: t.title,
                target: t.target,
                done: Math.floor(hash01(uid, dayAt(v.war, v.now), i) * (t.target + 1)),
              })),
            }
          : null,
    };
  }),
  on(getTicket, (ctx) => {
    const user = ctx.requireUser();
    const v = view(ctx);
    const today = dayAt(v.war, v.now);
    let total = 0;
    let todays = 0;
    if (mineOf(ctx)) {
      for (let d = 1; d <= today; d++) {
        const n = Math.floor(hash01(v.war.salt, user.uid, d) * 8);
        const share = d === today ? Math.min(1, (v.now - v.war.begin - (d - 1) * DAY_MS) / DAY_MS) : 1;
        const got = Math.floor(n * share);
        total += got;
        if (d === today) todays = got;
      }
    }
    return { total, today: todays, points_each: TICKET_POINTS };
  }),
  on(getRegionalList, (ctx) => {
    const v = view(ctx);
    const all = [...v.table.values()];
    const regional = Math.min(v.level, 4);
    return {
      now_level: v.level,
      list: REGIONS.map((r) => {
        const mine = all.filter((s) => s.family.region === r.id);
        const rows = rowsOf(mine, (s) => s.byLevel[regional] ?? 0);
        return {
          region_id: r.id,
          name: r.name,
          family_count: mine.length,
          groups: groupsOf(r),
          alive: mine.filter((s) => !s.out && s.reached >= regional).length,
          top: rows[0] && v.level > 0 ? rows[0] : null,
        };
      }),
    };
  }),
  on(getRegionalFamilyList, (ctx, p) => {
    const v = view(ctx);
    const region = regionParam(p.region_id);
    const mine = [...v.table.values()].filter((s) => s.family.region === region);
    return pageOf(
      rowsOf(mine, (s) => s.total),
      p,
      PAGE,
    );
  }),
  on(getPersonalList, (ctx, p) => {
    const v = view(ctx);
    const heroes = ctx.state.families.flatMap((f) => members(ctx, v, f));
    return pageOf(ranked(heroes), p, PAGE);
  }),
  on(getFinalRankList, (ctx) => {
    const v = view(ctx);
    const inFinal = [...v.table.values()].filter((s) => s.reached > 4);
    return {
      now_level: v.level,
      final_start: stages(v.war)[4]!.start,
      list: rowsOf(inFinal, (s) => s.byLevel.slice(5).reduce((a, b) => a + (b ?? 0), 0)),
    };
  }),
  on(getUserGroup, (ctx) => userGroupOf(ctx, view(ctx))),
  ...groupHandlers(),
  on(getGlobalFamilyMemberList, (ctx, p) => {
    const v = view(ctx);
    const id = int(p.family_id);
    const f = ctx.state.families.find((x) => x.id === id);
    if (!f) fail(WAR_CODES.familyNotFound, REFUSALS.familyNotFound);
    const row = rowsOf([v.table.get(f.id)!], (s) => s.total)[0]!;
    const place = rowsOf([...v.table.values()], (s) => s.total).find((r) => r.family_id === f.id)!;
    return { family: { ...row, rank: place.rank }, ...pageOf(ranked(members(ctx, v, f)), p, PAGE) };
  }),
  on(getGlobalFamilyRankList, (ctx, p) => {
    const v = view(ctx);
    return pageOf(
      rowsOf([...v.table.values()], (s) => s.total),
      p,
      PAGE,
    );
  }),
];

function groupHandlers(): Array<AreaHandler<PowerfulFamilyState>> {
  const groupOf = (ctx: Ctx, p: { region_id?: unknown; group?: unknown }) => {
    const region = regionParam(p.region_id);
    const groups = groupsOf(REGIONS.find((r) => r.id === region)!);
    const asked = str(p.group);
    const group = asked && groups.includes(asked) ? asked : groups[0]!;
    const v = view(ctx);
    const list = [...v.table.values()].filter((s) => s.family.region === region && s.family.group === group);
    return { v, region, group, list };
  };
  return [
    on(getGroupListByDay, (ctx, p) => {
      const { v, region, group, list } = groupOf(ctx, p);
      const days = dayAt(v.war, v.now);
      const asked = int(p.day) ?? 0;
      // Day 0 (or none) asks for today.
      const day = Math.max(1, asked > 0 ? Math.min(asked, days) : days);
      return {
        region_id: region,
        group,
        day,
        days,
        list: rowsOf(
          list.filter((s) => s.reached >= levelOfDay(day)),
          (s) => (days === 0 ? 0 : dayScore(v.war, s.family, day, v.now)),
        ),
      };
    }),
    on(getGroupListTotal, (ctx, p) => {
      const { v, region, group, list } = groupOf(ctx, p);
      return {
        region_id: region,
        group,
        day: 0,
        days: dayAt(v.war, v.now),
        list: rowsOf(list, (s) => s.total),
      };
    }),
  ];
}
