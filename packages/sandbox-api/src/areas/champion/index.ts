// Champion (spec 7 "Champion"): the Super Star Maker contest on the sandbox clock (stages, songs,
// entries from seeded recordings, a vote a day per entry, results of past stages) and the
// champion spin: a weighted wheel, one free spin, one more spin granted once per share type.
// The contest's calls are not in the spec (docs/api-gaps.md).

import {
  championShare,
  championSpin,
  enterContest,
  getChampionIndex,
  getContest,
  getEntries,
  getEntry,
  getInvitations,
  getMyRecordings,
  getResults,
  getSongs,
  SPIN_TYPES,
  voteEntry,
} from '@h5/core-api/contracts/champion';
import { defineArea, fail, type HandlerContext, int, on, str } from '../../area.ts';
import { weightedPick } from '../../kit/draw.ts';
import { pageOf } from '../../kit/paging.ts';
import { faceOf } from '../../kit/people.ts';
import { addWinner } from '../../kit/winners.ts';
import {
  CONTESTS,
  OTHER_SONG_IDS,
  prizeIcon,
  REFUSALS,
  SONGS,
  SPINS_PER_SHARE,
  TOP_ENTRIES,
  WHEEL,
  WINNERS_KEPT,
} from './catalogue.ts';
import { mediaRoutes } from './media.ts';
import {
  type ChampionState,
  type ContestState,
  entryOut,
  nowS,
  openStage,
  ranked,
  rankOf,
  recordingOut,
  seedState,
  songOut,
  spinsOf,
  voteKey,
} from './state.ts';

export { FREE_SPINS, WHEEL } from './catalogue.ts';
export { recordingWav } from './media.ts';

const PAGE = { size: 10 };
const SONG_QUERY_MAX = 50;
const DAY = 86_400;

type Ctx = HandlerContext<ChampionState>;

function contestOf({ state }: Ctx, p: { promotion_id?: unknown }): ContestState {
  const c = state.contests.get(str(p.promotion_id) ?? '');
  if (!c) return fail(REFUSALS.noSuchPromotion.code, REFUSALS.noSuchPromotion.msg);
  return c;
}

const refuse = (r: (typeof REFUSALS)[keyof typeof REFUSALS]): never => fail(r.code, r.msg);
const dayOf = (ctx: Ctx) => Math.floor(nowS(ctx) / DAY);

function myEntryRow(c: ContestState, uid: number | undefined) {
  return uid === undefined ? undefined : c.entries.find((e) => e.uid === uid);
}

function entryFor(c: ContestState, id: number | undefined) {
  const e = c.entries.find((x) => x.id === id) ?? (c.champion.id === id ? c.champion : undefined);
  if (!e) return refuse(REFUSALS.noSuchEntry);
  return e;
}

export const championArea = defineArea<ChampionState>({
  name: 'champion',
  promotions: CONTESTS.map((c) => c.promotion),
  seed: ({ clock, rng }) => seedState(clock.now(), rng),
  handlers: [
    // ---- the contest ----
    on(getContest, (ctx, p) => {
      const c = contestOf(ctx, p);
      const uid = ctx.user?.uid;
      const mine = myEntryRow(c, uid);
      return {
        stages: c.stages,
        my_entry: mine ? entryOut(ctx.state, c, mine, rankOf(c, mine), uid, dayOf(ctx)) : null,
        entry_count: c.entries.length,
      };
    }),

    on(getSongs, (ctx, p) => {
      contestOf(ctx, p);
      const q = (str(p.q) ?? '').trim().slice(0, SONG_QUERY_MAX).toLocaleLowerCase();
      const songs = SONGS.filter(
        (s) =>
          !OTHER_SONG_IDS.includes(s.id) &&
          (!q || s.title.toLocaleLowerCase().includes(q) || s.artist.toLocaleLowerCase().includes(q)),
      ).map(songOut);
      return pageOf(songs, p, PAGE);
    }),

    on(getMyRecordings, (ctx, p) => {
      contestOf(ctx, p);
      const uid = ctx.requireUser().uid;
      const mine = [...ctx.state.recordings.values()]
        .filter((r) => r.uid === uid)
        .sort((a, b) => b.created_at - a.created_at)
        .map((r) => ({ ...recordingOut(ctx.state, r.id), eligible: !OTHER_SONG_IDS.includes(r.song_id) }));
      return pageOf(mine, p, PAGE);
    }),

    on(enterContest, (ctx, p) => {
      const c = contestOf(ctx, p);
      const uid = ctx.requireUser().uid;
      const stage = openStage(c, nowS(ctx));
      if (!stage) return refuse(REFUSALS.notRunning);
      if (myEntryRow(c, uid)) refuse(REFUSALS.alreadyEntered);
      const rec = ctx.state.recordings.get(int(p.recording_id) ?? -1);
      if (!rec || rec.uid !== uid) return refuse(REFUSALS.notYours);
      if (OTHER_SONG_IDS.includes(rec.song_id)) refuse(REFUSALS.notContestSong);
      const row = {
        id: ctx.state.nextId++,
        uid,
        recording_id: rec.id,
        voters: [],
        base_votes: 0,
        stage: stage.id,
      };
      c.entries.push(row);
      return entryOut(ctx.state, c, row, rankOf(c, row), uid, dayOf(ctx));
    }),

    on(getEntries, (ctx, p) => {
      const c = contestOf(ctx, p);
      const uid = ctx.user?.uid;
      const all = ranked(ctx.state, c, uid, nowS(ctx));
      return { list: all.slice(0, TOP_ENTRIES), me: all.find((e) => e.user.uid === uid) ?? null };
    }),

    on(getEntry, (ctx, p) => {
      const c = contestOf(ctx, p);
      const e = entryFor(c, int(p.entry_id));
      return entryOut(ctx.state, c, e, rankOf(c, e), ctx.user?.uid, dayOf(ctx));
    }),

    on(voteEntry, (ctx, p) => {
      const c = contestOf(ctx, p);
      const uid = ctx.requireUser().uid;
      const now = nowS(ctx);
      const e = entryFor(c, int(p.entry_id));
      if (!openStage(c, now)) refuse(REFUSALS.notRunning);
      if (e.uid === uid) refuse(REFUSALS.ownEntry);
      const key = voteKey(uid, e.id, now);
      if (c.votes.has(key)) refuse(REFUSALS.alreadyVoted);
      c.votes.add(key);
      e.voters.unshift(uid);
      return entryOut(ctx.state, c, e, rankOf(c, e), uid, dayOf(ctx));
    }),

    on(getInvitations, (ctx, p) => {
      const c = contestOf(ctx, p);
      const uid = ctx.requireUser().uid;
      const mine = myEntryRow(c, uid);
      return {
        entry: mine ? entryOut(ctx.state, c, mine, rankOf(c, mine), uid, dayOf(ctx)) : null,
        voters: mine ? [...new Set(mine.voters)].map(faceOf) : [],
      };
    }),

    on(getResults, (ctx, p) => {
      const c = contestOf(ctx, p);
      const now = nowS(ctx);
      return {
        stages: c.stages.map((stage) => ({
          stage,
          entries:
            stage.begin_time <= now ? ranked(ctx.state, c, ctx.user?.uid, now, stage.id).slice(0, 10) : [],
        })),
      };
    }),

    // ---- the champion spin (spec 7) ----
    on(getChampionIndex, (ctx, p) => {
      const c = contestOf(ctx, p);
      const uid = ctx.user?.uid;
      return {
        title: c.title,
        champion: entryOut(ctx.state, c, c.champion, 1, uid, dayOf(ctx)),
        prizes: WHEEL.map((w) => ({ id: w.id, name: w.name, icon: prizeIcon(w) })),
        spins_left: uid === undefined ? null : spinsOf(c, uid),
        shares: Object.values(SPIN_TYPES).map((spin_type) => ({
          spin_type,
          granted: uid !== undefined && c.shared.has(`${uid}:${spin_type}`),
        })),
        winners: c.winners,
      };
    }),

    on(championSpin, (ctx, p) => {
      const c = contestOf(ctx, p);
      const user = ctx.requireUser();
      const now = nowS(ctx);
      if (now < c.begin_time || now >= c.end_time) refuse(REFUSALS.spinClosed);
      const left = spinsOf(c, user.uid);
      if (left < 1) refuse(REFUSALS.noSpins);
      const prize = weightedPick(ctx.rng, WHEEL, (w) => w.weight);
      c.spins.set(user.uid, left - 1);
      const win = {
        key: `k${ctx.state.nextKey++}`,
        stage_name: user.stage_name,
        prize_name: prize.name,
        won_at: now,
      };
      addWinner(c.winners, win, WINNERS_KEPT);
      return { prize: { id: prize.id, name: prize.name, icon: prizeIcon(prize) }, spins_left: left - 1 };
    }),

    on(championShare, (ctx, p) => {
      const c = contestOf(ctx, p);
      const uid = ctx.requireUser().uid;
      const type = int(p.spin_type);
      if (!Object.values(SPIN_TYPES).some((t) => t === type)) return refuse(REFUSALS.badSpinType);
      const key = `${uid}:${type}`;
      if (c.shared.has(key)) return { granted: false, spins_left: spinsOf(c, uid) };
      c.shared.add(key);
      c.spins.set(uid, spinsOf(c, uid) + SPINS_PER_SHARE);
      return { granted: true, spins_left: spinsOf(c, uid) };
    }),
  ],
  raw: mediaRoutes(),
  switches: {
    /** Sets a user's spins on a promotion: `{ promotion_id, uid, spins }`. */
    spins(state, body) {
      const c = state.contests.get(str(body.promotion_id) ?? '');
      const uid = int(body.uid);
      const spins = int(body.spins);
      if (!c || uid === undefined || spins === undefined || spins < 0)
        throw new Error('promotion_id, uid and spins >= 0 needed');
      c.spins.set(uid, spins);
      return { uid, spins };
    },
  },
});
