// The family pages beyond spec 7's calls: model and college families, the honor walls of past
// weeks, and the weekly family star on the sandbox clock (this week live, past weeks fixed).

import {
  applySpecialFamily,
  FAMILY_CODES,
  getFamilyHonorWall,
  getSpecialFamily,
  getWeeklyFamilyStar,
  getWeeklyFamilyStarLastWeek,
  type SpecialKind,
} from '@h5/core-api/contracts/family';
import { type AreaHandler, fail, on, str } from '../../area.ts';
import { rankBy } from '../../kit/index.ts';
import type { Family, FamilyState } from './state.ts';
import { familyOf } from './state.ts';
import {
  FAMILY_AWARDS,
  LEVELS,
  levelOf,
  MEMBER_AWARDS,
  REFUSALS,
  SPECIAL_RULES,
  SPECIAL_TEXTS,
  WEEKLY_STAR_RULES,
  weekLabel,
} from './texts.ts';
import { type Ctx, familyParam, info, person, summary, weekScore } from './views.ts';
import { levelInWeek, pastScore, SEASON_WEEKS, WEEK_MS, weekIndex } from './weeks.ts';

const HONOR_WEEKS = 4;
const RANK_SIZE = 20;
const SEMI_SIZE = 8;
const WINNERS = 3;

function kindOf(raw: unknown): SpecialKind {
  const k = str(raw);
  if (k !== 'model' && k !== 'college') fail(400, REFUSALS.badRequest);
  return k;
}

function requirementsMet(f: Family | null, uid: number | undefined, kind: SpecialKind) {
  const rule = SPECIAL_RULES[kind];
  return {
    level: f !== null && levelOf(LEVELS, f.exp).level >= rule.level,
    members: f !== null && f.members.length >= rule.members,
    leader: f !== null && f.leader === uid,
  };
}

function row(f: Family, score: number, rank: number) {
  return { family_id: f.id, family_title: f.title, family_cover: f.cover, score, rank };
}

/** A past week's family ranking (`week` counts from the season's start). */
function pastRanking(ctx: Ctx, week: number) {
  const fams = [...ctx.state.families.values()].filter((f) => f.inCampaign);
  return rankBy(
    fams.map((f) => ({ uid: f.id, f, score: pastScore(f.id, week) })),
    (r) => r.score,
  ).map((r) => row(r.f, r.score, r.rank));
}

function weekBounds(ctx: Ctx, week: number) {
  const start = ctx.state.seasonStart + week * WEEK_MS;
  return { start, end: start + WEEK_MS };
}

export const campaignHandlers: Array<AreaHandler<FamilyState>> = [
  on(getSpecialFamily, (ctx, p) => {
    const kind = kindOf(p.kind);
    const texts = SPECIAL_TEXTS[kind];
    const mine = ctx.user ? familyOf(ctx.state, ctx.user.uid) : null;
    const met = requirementsMet(mine, ctx.user?.uid, kind);
    return {
      kind,
      intro: [...texts.intro],
      benefits: [...texts.benefits],
      requirements: texts.requirements.map((r) => ({ id: r.id, text: r.text, met: met[r.id] })),
      families: [...ctx.state.families.values()]
        .filter((f) => f.special[kind] === 'approved')
        .map((f) => summary(ctx.state, f)),
      my_family: mine
        ? {
            family_id: mine.id,
            family_title: mine.title,
            role: mine.leader === ctx.user?.uid ? ('leader' as const) : ('member' as const),
          }
        : null,
      status: mine ? mine.special[kind] : 'none',
    };
  }),
  on(applySpecialFamily, (ctx, p) => {
    const user = ctx.requireUser();
    const kind = kindOf(p.kind);
    const f = familyParam(ctx, p.family_id);
    if (f.leader !== user.uid) fail(FAMILY_CODES.notLeader, REFUSALS.notLeader);
    if (f.special[kind] !== 'none') fail(FAMILY_CODES.alreadyApplied, REFUSALS.handled);
    const met = requirementsMet(f, user.uid, kind);
    if (!met.level || !met.members) fail(FAMILY_CODES.notEligible, REFUSALS.notEligible);
    f.special[kind] = 'pending';
    return { status: 'pending' as const };
  }),
  on(getFamilyHonorWall, (ctx, p) => {
    const type = str(p.type) === 'member' ? 'member' : 'family';
    const current = weekIndex(ctx.state.seasonStart, ctx.clock.now());
    const stages = [];
    for (let w = current - 1; w >= Math.max(0, current - HONOR_WEEKS); w--) {
      const { start, end } = weekBounds(ctx, w);
      const ranking = pastRanking(ctx, w).slice(0, WINNERS);
      const entries =
        type === 'family'
          ? ranking.map((r, i) => ({
              uid: r.family_id,
              rank: r.rank,
              name: r.family_title,
              avatar: r.family_cover,
              award: FAMILY_AWARDS[i]!,
            }))
          : // The brightest member of each of the week's top families.
            ranking.map((r, i) => {
              const f = ctx.state.families.get(r.family_id)!;
              const uid = f.members[(w + i) % f.members.length]!;
              const who = person(ctx.state, uid);
              return { uid, rank: i + 1, name: who.stage_name, avatar: who.avatar, award: MEMBER_AWARDS[i]! };
            });
      stages.push({ key: `w${w + 1}`, label: weekLabel(w + 1), start, end: end - 1, entries });
    }
    return { stages };
  }),
  on(getWeeklyFamilyStar, (ctx) => {
    const now = ctx.clock.now();
    const w = weekIndex(ctx.state.seasonStart, now);
    const { start, end } = weekBounds(ctx, w);
    const fams = [...ctx.state.families.values()].filter((f) => f.inCampaign);
    const ranked = rankBy(
      fams.map((f) => ({ uid: f.id, f, score: weekScore(f) })),
      (r) => r.score,
    ).map((r) => row(r.f, r.score, r.rank));
    // The semi-final holds the season's best families so far.
    const season = rankBy(
      fams.map((f) => {
        let total = weekScore(f);
        for (let i = 0; i < Math.min(w, SEASON_WEEKS); i++) total += pastScore(f.id, i);
        return { uid: f.id, f, score: total };
      }),
      (r) => r.score,
    )
      .slice(0, SEMI_SIZE)
      .map((r) => row(r.f, r.score, r.rank));
    const mine = ctx.user ? familyOf(ctx.state, ctx.user.uid) : null;
    const level = levelInWeek(w);
    return {
      week: w + 1,
      week_start: start,
      week_end: end,
      end_date: ctx.state.seasonStart + SEASON_WEEKS * WEEK_MS,
      server_time: now,
      list: ranked.slice(0, RANK_SIZE),
      semi_list: season,
      familyInfo: mine ? info(ctx.state, mine, ctx.user?.uid) : null,
      userGroup: mine
        ? {
            group: String.fromCharCode(65 + (mine.id % 4)),
            promotion_level: mine.inCampaign ? 2 : 1,
            curLevel: mine.inCampaign ? level : '',
            nowLevel: level === '' ? 8 : level,
          }
        : null,
      my_row: mine ? (ranked.find((r) => r.family_id === mine.id) ?? null) : null,
      rules: WEEKLY_STAR_RULES,
    };
  }),
  on(getWeeklyFamilyStarLastWeek, (ctx) => {
    const w = weekIndex(ctx.state.seasonStart, ctx.clock.now()) - 1;
    const { start, end } = weekBounds(ctx, w);
    const winners = w < 0 ? [] : pastRanking(ctx, w).slice(0, RANK_SIZE);
    return {
      week: w + 1,
      week_start: start,
      week_end: end,
      // The top three are awarded; the rest are listed without one.
      winners: winners.map((r, i) => ({ ...r, award: FAMILY_AWARDS[i] ?? '' })),
    };
  }),
];
