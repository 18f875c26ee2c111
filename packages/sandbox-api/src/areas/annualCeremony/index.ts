// Annual ceremony (campaigns/annual-ceremony): stages on the sandbox clock, entries of each list
// type with their starlight, users' stars and fragments, cards, the super and normal turntables
// with weighted prizes, a shop with stock paid in golds (the one wallet GET /user/golds reads),
// check-in, past honor walls and year summaries. Texts in the request's language.

import {
  buyItem,
  doCheckIn,
  getAwards,
  getCards,
  getCarnival,
  getCheckIn,
  getFinalTop,
  getFragments,
  getHomeBanner,
  getHonorWall,
  getPurchases,
  getShop,
  getTreasureBoxes,
  getTreasureInfo,
  getTurntables,
  getYearSummary,
  HONOR_KINDS,
  STAGE_TYPES,
  type StageType,
  sendStar,
  spinTurntable,
  turnCard,
} from '@h5/core-api/contracts/annualCeremony';
import { defineArea, fail, HOST_PREFIX, int, on, str } from '../../area.ts';
import { artRoute } from '../../kit/art.ts';
import { avatarUrl, flagUrl } from '../../kit/avatars.ts';
import { weightedPick } from '../../kit/draw.ts';
import { each, type Localized, localized } from '../../kit/localized.ts';
import { pageOf } from '../../kit/paging.ts';
import { seededCrowd } from '../../kit/people.ts';
import { makePromotion } from '../../promotions.ts';
import { createRandom } from '../../random.ts';
import { SIGNED_IN_USERS, userByUid } from '../../users.ts';
import { coverUrl as guildCoverUrl } from '../guild/constants.ts';
import { roomCoverUrl } from '../live/art.ts';
import { iconSvg } from '../lotteries/art.ts';
import { goldsWallet } from '../luckyEgg.ts';
import {
  ALL_ICONS,
  CARD_COST,
  CARD_COUNT,
  CARD_PRIZES,
  type CatalogueItem,
  CEREMONY_PROMOTION,
  COUNTRIES,
  FRAGMENTS,
  GUILDS,
  HONOR_AWARDS,
  iconUrl,
  ROOMS,
  SHOP,
  SONGS,
  SOURCES,
  STAGES,
  stageAt,
  TREASURE_BOXES,
  TREASURE_PER_STAR,
  TREASURE_SEED,
  TURNTABLE_PRIZES,
  TURNTABLES,
  USER_TYPES,
} from './data.ts';
import { givenKey, listHandlers } from './lists.ts';
import {
  type AnnualCeremonyState,
  addGain,
  CARD_TURNED,
  CHECK_IN_STARS,
  CHECKED_IN,
  DAY,
  type Entry,
  NO_STARS,
  NO_SUCH_TARGET,
  NO_SUCH_THING,
  NOT_ENOUGH_FRAGMENTS,
  NOT_ENOUGH_GOLDS,
  NOT_OPEN,
  nowOf,
  open,
  promotionOf,
  rankDays,
  ranked,
  SOLD_OUT,
  STAR_SCORE,
  STARTING_FRAGMENTS,
  STARTING_STARS,
} from './state.ts';

export type { AnnualCeremonyState } from './state.ts';
export {
  NO_STARS,
  STAR_SCORE,
  STARTING_STARS,
} from './state.ts';

function addAward(s: AnnualCeremonyState, uid: number, it: CatalogueItem, source: Localized, at: number) {
  const list = s.awards.get(uid) ?? [];
  list.unshift({ key: `a${s.nextKey++}`, name: it.name, icon: iconUrl(it.glyph, it.id), source, won_at: at });
  s.awards.set(uid, list);
}

function fragmentsOf(s: AnnualCeremonyState, uid: number) {
  const held = s.fragments.get(uid) ?? {};
  return FRAGMENTS.map((f) => ({
    type: f.type,
    name: f.name,
    icon: iconUrl(f.glyph, f.id),
    count: held[f.type] ?? 0,
  }));
}

/** What a prize gives besides the award: stars and fragments land in the user's counts. */
function credit(s: AnnualCeremonyState, uid: number, id: number) {
  const stars = { 74: 5, 81: 1, 64: 2 }[id];
  if (stars) s.stars.set(uid, (s.stars.get(uid) ?? 0) + stars);
  const frag = { 75: 'sun', 83: 'moon', 84: 'note' }[id];
  if (frag) {
    const held = { ...(s.fragments.get(uid) ?? {}) };
    held[frag] = (held[frag] ?? 0) + 1;
    s.fragments.set(uid, held);
  }
}

function checkInOf(s: AnnualCeremonyState, uid: number, now: number) {
  const done = s.checkIns.get(uid) ?? new Set<number>();
  const day = Math.floor((now - s.begin_time) / DAY) + 1;
  const week = Math.floor((day - 1) / 7) * 7;
  const today = open(s, now) ? day - week : 0;
  return {
    days: Array.from({ length: 7 }, (_, i) => ({
      day: i + 1,
      checked: done.has(week + i + 1),
      stars: i === 6 ? 3 : CHECK_IN_STARS,
    })),
    today,
  };
}

/** A sender's name and face: a signed-in user's, or one of the seeded crowd's. */
function crowdFace(uid: number): { name: string; avatar: string } | null {
  const u = userByUid(uid);
  const avatar = avatarUrl(uid);
  if (u) return { name: u.stage_name, avatar };
  const name = SEEDED_SENDERS.get(uid);
  return name ? { name, avatar } : null;
}

const SEEDED_SENDERS = new Map<number, string>();

/**
 * The days so far and who joined by invite, with a generator of their own (the other seeds stay
 * as they were): each entry's starlight is split over the ceremony's days in uneven shares, so a
 * past day's ranking has its own order; each signed-in user has a few friends who joined.
 */
function seedHistory(state: AnnualCeremonyState, now: number) {
  const rng = createRandom(0xa11d);
  const days = rankDays(state, Math.floor(now));
  for (const [type, list] of state.lists) {
    for (const e of list) {
      const weights = days.map(() => rng.int(1, 20));
      const sum = weights.reduce((a, b) => a + b, 0);
      let left = e.starlight;
      const key = givenKey(type, e.id);
      days.forEach((_, i) => {
        const n = i === days.length - 1 ? left : Math.floor((e.starlight * weights[i]!) / sum);
        left -= n;
        // rankDays runs newest first; a day's key is any second within it.
        addGain(state, key, Math.floor(now) - i * DAY, n);
      });
    }
  }
  SIGNED_IN_USERS.forEach((u, i) => {
    const friends = seededCrowd(rng, rng.int(0, 7), 8600 + i * 10).map((c) => c.uid);
    state.invited.set(u.uid, friends);
    // Their 2019: songs sung, then what those songs brought them.
    const songs = rng.int(20, 300);
    state.years.set(u.uid, {
      songs,
      listeners: songs * rng.int(15, 160),
      gifts_received: Math.floor(songs * rng.int(2, 14)),
      followers_gained: rng.int(10, 1500),
      top_song: rng.int(0, SONGS.length - 1),
      best_rank: rng.int(1, 40),
    });
  });
}

/** The ceremony's own rules (`rules` of its promotion), as this sandbox's ceremony behaves. */
const CEREMONY_RULES = [
  localized({
    en: 'Every star you send adds starlight to a singer, a room, a guild or a country.',
    ar: 'كل نجمة ترسلها تضيف ضوء نجوم إلى مغنٍّ أو غرفة أو نقابة أو دولة.',
  }),
  localized({
    en: 'Check in every day of the ceremony to collect stars; the seventh day gives three.',
    ar: 'سجّل حضورك كل يوم من أيام الحفل لتجمع النجوم؛ اليوم السابع يمنح ثلاثًا.',
  }),
  localized({
    en: 'The super turntable costs 100 golds a spin, the normal one 10.',
    ar: 'تكلّف العجلة الكبرى 100 ذهب للدورة، والعادية 10.',
  }),
  localized({
    en: 'Turn a card with one of each fragment to win what is behind it.',
    ar: 'اقلب بطاقة بقطعة من كل نوع لتربح ما خلفها.',
  }),
];

export const annualCeremonyArea = defineArea<AnnualCeremonyState>({
  name: 'annualCeremony',
  promotions: [
    {
      id: CEREMONY_PROMOTION,
      title: localized({ en: 'The Annual Grand Ceremony', ar: 'الحفل السنوي الكبير' }),
      slogan: localized({ en: 'Send your stars, crown the year', ar: 'أرسل نجومك وتوّج العام' }),
      startsInDays: -3,
      endsInDays: 11,
      page: '/v/annual-ceremony-home',
      rules: CEREMONY_RULES,
    },
  ],
  seed: ({ clock, rng }) => {
    const { begin_time, end_time } = makePromotion(
      { id: CEREMONY_PROMOTION, title: '', startsInDays: -3, endsInDays: 11 },
      clock.now(),
    );
    const lists = new Map<StageType, Entry[]>();
    USER_TYPES.forEach((type, t) => {
      const crowd = seededCrowd(rng, 12, 7200 + t * 100).map((c) => ({
        id: c.uid,
        name: c.stage_name,
        avatar: c.avatar,
        starlight: rng.int(40, 900) * 10,
      }));
      // The first signed-in users have entries of their own among the singers.
      if (type === 'singer')
        for (const u of SIGNED_IN_USERS.slice(0, 2))
          crowd.push({ id: u.uid, name: u.stage_name, avatar: avatarUrl(u.uid), starlight: 1200 });
      // The first signed-in user is on the goddess list (goddess joined); the others are not.
      if (type === 'goddess') {
        const u = SIGNED_IN_USERS[0]!;
        crowd.push({ id: u.uid, name: u.stage_name, avatar: avatarUrl(u.uid), starlight: 800 });
      }
      lists.set(type, crowd);
    });
    // Drawn as before the rooms and guilds had covers of their own, so the seeded figures after it stay.
    seededCrowd(rng, 12, 7900);
    lists.set(
      'ktv_room',
      ROOMS.map((name, i) => ({
        id: i + 1,
        room_id: 5100 + i,
        name,
        avatar: roomCoverUrl(5100 + i),
        starlight: rng.int(100, 1500) * 10,
      })),
    );
    lists.set(
      'live-union',
      GUILDS.map((name, i) => ({
        id: i + 1,
        guild_id: 300 + i,
        name,
        avatar: guildCoverUrl(300 + i),
        members: rng.int(20, 90),
        starlight: rng.int(300, 3000) * 10,
      })),
    );
    lists.set(
      'national-war',
      COUNTRIES.map((c, i) => ({
        id: i + 1,
        locale: c.locale,
        name: c.name,
        avatar: flagUrl(c.locale),
        members: rng.int(500, 9000),
        starlight: rng.int(1000, 9000) * 10,
      })),
    );
    const state: AnnualCeremonyState = {
      begin_time,
      end_time,
      lists,
      stars: new Map(SIGNED_IN_USERS.map((u) => [u.uid, STARTING_STARS])),
      cardCost: { ...CARD_COST },
      fragments: new Map(SIGNED_IN_USERS.map((u) => [u.uid, { ...STARTING_FRAGMENTS }])),
      cards: new Map(),
      stock: new Map(SHOP.map((x) => [x.id, x.stock])),
      purchases: new Map(),
      awards: new Map(),
      checkIns: new Map(SIGNED_IN_USERS.map((u) => [u.uid, new Set([1, 2])])),
      sent: new Map(
        seededCrowd(rng, 3, 7990).map((c, i) => {
          SEEDED_SENDERS.set(c.uid, c.stage_name);
          return [c.uid, 12 - i * 3];
        }),
      ),
      pool: TREASURE_SEED,
      given: new Map(),
      gains: new Map(),
      invited: new Map(),
      years: new Map(),
      hosts: new Map(
        GUILDS.map((_, i) => [
          300 + i,
          seededCrowd(rng, 5, 8100 + i * 10).map((c, k) => ({
            uid: c.uid,
            name: c.stage_name,
            avatar: c.avatar,
            room_id: 6100 + i * 10 + k,
            live: k < 2,
            share: rng.int(1, 9),
          })),
        ]),
      ),
      nextKey: 1,
    };
    seedHistory(state, clock.now() / 1000);
    // A few awards from the first days, so the record has a history.
    for (const u of SIGNED_IN_USERS.slice(0, 2)) {
      let at = begin_time + 3600;
      for (let i = 0; i < 24; i++) {
        at += rng.int(600, 9000);
        const kind = i % 3 === 0 ? 'super' : 'normal';
        const prize = weightedPick(rng, TURNTABLE_PRIZES[kind], (x) => x.weight);
        if (prize) addAward(state, u.uid, prize, SOURCES[kind], Math.min(at, nowOf({ clock })));
      }
    }
    return state;
  },
  handlers: [
    ...listHandlers,

    on(getCarnival, (ctx, p) => {
      promotionOf(p);
      const { state, user } = ctx;
      const now = nowOf(ctx);
      return {
        stage_info: stageAt(state.begin_time, Math.min(now, state.end_time - 1)),
        star: user ? (state.stars.get(user.uid) ?? 0) : 0,
        no_send: !open(state, now),
        activity_type: 'singer' as const,
        rank_day: rankDays(state, now),
      };
    }),

    on(getHomeBanner, (_ctx, p) => {
      promotionOf(p);
      return {
        title: localized({ en: 'The Annual Grand Ceremony', ar: 'الحفل السنوي الكبير' }),
        slogan: localized({ en: 'Send your stars, crown the year', ar: 'أرسل نجومك وتوّج العام' }),
        image: `${HOST_PREFIX.static}/annual/crown-71.svg`,
      };
    }),

    on(sendStar, (ctx, p) => {
      promotionOf(p);
      const { state } = ctx;
      const user = ctx.requireUser();
      if (!open(state, nowOf(ctx))) fail(NOT_OPEN.code, NOT_OPEN.msg);
      // Spec 5: the body names a room, a guild or a country; a user otherwise.
      const uid = int(p.to_uid);
      const room = int(p.room_id);
      const guild = int(p.guild_id);
      const locale = str(p.locale);
      let target: Entry | undefined;
      let type: StageType = 'singer';
      const find = (t: StageType, match: (e: Entry) => boolean) => {
        if (target) return;
        target = state.lists.get(t)?.find(match);
        if (target) type = t;
      };
      if (room !== undefined) find('ktv_room', (e) => e.room_id === room);
      else if (guild !== undefined) find('live-union', (e) => e.guild_id === guild);
      else if (locale) find('national-war', (e) => e.locale === locale);
      else if (uid !== undefined) for (const t of USER_TYPES) find(t, (e) => e.id === uid);
      if (!target) return fail(NO_SUCH_TARGET.code, NO_SUCH_TARGET.msg);
      const held = state.stars.get(user.uid) ?? 0;
      if (held <= 0) return fail(NO_STARS.code, NO_STARS.msg);
      state.stars.set(user.uid, held - 1);
      target.starlight += STAR_SCORE;
      addGain(state, givenKey(type, target.id), nowOf(ctx), STAR_SCORE);
      const given = state.given.get(user.uid) ?? new Map<string, number>();
      const key = givenKey(type, target.id);
      given.set(key, (given.get(key) ?? 0) + STAR_SCORE);
      state.given.set(user.uid, given);
      state.pool += TREASURE_PER_STAR;
      const sent = (state.sent.get(user.uid) ?? 0) + 1;
      state.sent.set(user.uid, sent);
      const box = TREASURE_BOXES.find((b) => b.need === sent);
      if (box) addAward(state, user.uid, box, SOURCES.box, nowOf(ctx));
      return { change_status: 0, change_score: STAR_SCORE, star: held - 1 };
    }),

    on(getTurntables, (_ctx, p) => {
      promotionOf(p);
      return {
        turntables: TURNTABLES.map((t) => ({
          id: t.ids[0]!,
          type: t.type,
          cost: t.cost,
          prizes: TURNTABLE_PRIZES[t.type].map((x) => ({
            id: x.id,
            name: x.name,
            icon: iconUrl(x.glyph, x.id),
          })),
        })),
      };
    }),

    on(spinTurntable, (ctx, p) => {
      const { state, rng } = ctx;
      const user = ctx.requireUser();
      const id = int(p.id);
      const table = TURNTABLES.find((t) => id !== undefined && t.ids.includes(id) && t.type === str(p.type));
      if (!table) return fail(NO_SUCH_THING.code, NO_SUCH_THING.msg);
      const now = nowOf(ctx);
      if (!open(state, now)) fail(NOT_OPEN.code, NOT_OPEN.msg);
      const golds = goldsWallet(ctx);
      const balance = golds.get(user.uid) ?? 0;
      if (balance < table.cost) fail(NOT_ENOUGH_GOLDS.code, NOT_ENOUGH_GOLDS.msg);
      const prize = weightedPick(rng, TURNTABLE_PRIZES[table.type], (x) => x.weight)!;
      golds.set(user.uid, balance - table.cost);
      credit(state, user.uid, prize.id);
      addAward(state, user.uid, prize, SOURCES[table.type], now);
      return {
        prize: { id: prize.id, name: prize.name, icon: iconUrl(prize.glyph, prize.id) },
        golds: balance - table.cost,
      };
    }),

    on(getFragments, ({ state, requireUser }, p) => {
      promotionOf(p);
      return { fragments: fragmentsOf(state, requireUser().uid) };
    }),

    on(getCards, ({ state, requireUser }, p) => {
      promotionOf(p);
      const turned = state.cards.get(requireUser().uid) ?? new Map<number, number>();
      return {
        cost: state.cardCost,
        cards: Array.from({ length: CARD_COUNT }, (_, i) => {
          const prize = CARD_PRIZES.find((x) => x.id === turned.get(i + 1));
          return {
            number: i + 1,
            prize: prize ? { name: prize.name, icon: iconUrl(prize.glyph, prize.id) } : null,
          };
        }),
      };
    }),

    on(turnCard, (ctx, p) => {
      promotionOf(p);
      const { state, rng } = ctx;
      const user = ctx.requireUser();
      const n = int(p.number);
      if (n === undefined || n < 1 || n > CARD_COUNT) return fail(NO_SUCH_THING.code, NO_SUCH_THING.msg);
      const now = nowOf(ctx);
      if (!open(state, now)) fail(NOT_OPEN.code, NOT_OPEN.msg);
      const turned = state.cards.get(user.uid) ?? new Map<number, number>();
      if (turned.has(n)) fail(CARD_TURNED.code, CARD_TURNED.msg);
      const held = { ...(state.fragments.get(user.uid) ?? {}) };
      if (Object.entries(state.cardCost).some(([t, c]) => (held[t] ?? 0) < c))
        fail(NOT_ENOUGH_FRAGMENTS.code, NOT_ENOUGH_FRAGMENTS.msg);
      // Spec 4: the exchange reduces each counted type, floor 0.
      for (const [t, c] of Object.entries(state.cardCost)) held[t] = Math.max(0, (held[t] ?? 0) - c);
      state.fragments.set(user.uid, held);
      const prize = weightedPick(rng, CARD_PRIZES, (x) => x.weight)!;
      turned.set(n, prize.id);
      state.cards.set(user.uid, turned);
      credit(state, user.uid, prize.id);
      addAward(state, user.uid, prize, SOURCES.card, now);
      return {
        card: { number: n, prize: { name: prize.name, icon: iconUrl(prize.glyph, prize.id) } },
        fragments: fragmentsOf(state, user.uid),
      };
    }),

    on(getAwards, ({ state, requireUser }, p) => {
      promotionOf(p);
      return pageOf(state.awards.get(requireUser().uid) ?? [], p, { size: 10 });
    }),

    on(getShop, ({ state }, p) => {
      promotionOf(p);
      return {
        items: SHOP.map((x) => ({
          shop_id: x.id,
          name: x.name,
          icon: iconUrl(x.glyph, x.id),
          price: x.price,
          stock: state.stock.get(x.id) ?? 0,
        })),
      };
    }),

    on(buyItem, (ctx, p) => {
      promotionOf(p);
      const { state } = ctx;
      const user = ctx.requireUser();
      const it = SHOP.find((x) => x.id === int(p.shop_id));
      if (!it) return fail(NO_SUCH_THING.code, NO_SUCH_THING.msg);
      const now = nowOf(ctx);
      if (!open(state, now)) fail(NOT_OPEN.code, NOT_OPEN.msg);
      const left = state.stock.get(it.id) ?? 0;
      if (left <= 0) fail(SOLD_OUT.code, SOLD_OUT.msg);
      const golds = goldsWallet(ctx);
      const balance = golds.get(user.uid) ?? 0;
      if (balance < it.price) fail(NOT_ENOUGH_GOLDS.code, NOT_ENOUGH_GOLDS.msg);
      golds.set(user.uid, balance - it.price);
      state.stock.set(it.id, left - 1);
      if (it.id === 92) state.stars.set(user.uid, (state.stars.get(user.uid) ?? 0) + 3);
      const mine = state.purchases.get(user.uid) ?? [];
      mine.unshift({
        key: `p${state.nextKey++}`,
        name: it.name,
        icon: iconUrl(it.glyph, it.id),
        price: it.price,
        bought_at: now,
      });
      state.purchases.set(user.uid, mine);
      return {
        item: {
          shop_id: it.id,
          name: it.name,
          icon: iconUrl(it.glyph, it.id),
          price: it.price,
          stock: left - 1,
        },
        golds: balance - it.price,
      };
    }),

    on(getPurchases, ({ state, requireUser }, p) => {
      promotionOf(p);
      return pageOf(state.purchases.get(requireUser().uid) ?? [], p, { size: 10 });
    }),

    on(getCheckIn, (ctx, p) => {
      promotionOf(p);
      return checkInOf(ctx.state, ctx.requireUser().uid, nowOf(ctx));
    }),

    on(doCheckIn, (ctx, p) => {
      promotionOf(p);
      const { state } = ctx;
      const user = ctx.requireUser();
      const now = nowOf(ctx);
      if (!open(state, now)) fail(NOT_OPEN.code, NOT_OPEN.msg);
      const before = checkInOf(state, user.uid, now);
      if (before.today === 0) fail(NOT_OPEN.code, NOT_OPEN.msg);
      if (before.days[before.today - 1]?.checked) fail(CHECKED_IN.code, CHECKED_IN.msg);
      const day = Math.floor((now - state.begin_time) / DAY) + 1;
      const done = state.checkIns.get(user.uid) ?? new Set<number>();
      done.add(day);
      state.checkIns.set(user.uid, done);
      const gain = before.days[before.today - 1]?.stars ?? CHECK_IN_STARS;
      const star = (state.stars.get(user.uid) ?? 0) + gain;
      state.stars.set(user.uid, star);
      return { ...checkInOf(state, user.uid, now), star };
    }),

    on(getHonorWall, ({ state }, p) => {
      promotionOf(p);
      const kind = HONOR_KINDS.find((k) => k === str(p.kind));
      if (!kind) return fail(NO_SUCH_THING.code, NO_SUCH_THING.msg);
      const type: StageType = kind === 'user' ? 'singer' : kind === 'room' ? 'ktv_room' : 'national-war';
      const list = ranked(state.lists.get(type) ?? []);
      // The past years' ceremonies, newest first: their stages and who was crowned.
      return {
        stages: [1, 2, 3]
          .flatMap((yearsAgo, y) =>
            STAGES.map((s, i) => {
              const start = state.begin_time - yearsAgo * 365 * DAY + s.from * DAY;
              const year = new Date(start * 1000).getUTCFullYear();
              const shift = (y * 3 + i) % list.length;
              const crowned = [...list.slice(shift), ...list.slice(0, shift)].slice(0, 4);
              return {
                key: `${year}-${i}`,
                label: each((lang) => `${year} · ${s.name.in(lang)}`),
                start,
                end: start + (s.to - s.from) * DAY,
                entries: crowned.map((e, r) => ({
                  id: e.id,
                  rank: r + 1,
                  name: e.name,
                  avatar: e.avatar,
                  award: HONOR_AWARDS[r]!,
                })),
              };
            }),
          )
          .sort((a, b) => b.start - a.start),
      };
    }),

    on(getTreasureInfo, (ctx, p) => {
      promotionOf(p);
      const { state } = ctx;
      const now = nowOf(ctx);
      let leader: { uid: number; stars: number } | null = null;
      for (const [uid, stars] of state.sent)
        if (!leader || stars > leader.stars || (stars === leader.stars && uid < leader.uid))
          leader = { uid, stars };
      const who = leader ? crowdFace(leader.uid) : null;
      return {
        pool: state.pool,
        per_star: TREASURE_PER_STAR,
        leader: leader && who ? { name: who.name, avatar: who.avatar, stars: leader.stars } : null,
        ends_at: state.begin_time + (Math.floor((now - state.begin_time) / DAY) + 1) * DAY,
      };
    }),

    on(getTreasureBoxes, ({ state, requireUser }, p) => {
      promotionOf(p);
      const sent = state.sent.get(requireUser().uid) ?? 0;
      return {
        sent,
        boxes: TREASURE_BOXES.map((b) => ({
          need: b.need,
          opened: sent >= b.need,
          prize: { name: b.name, icon: iconUrl(b.glyph, b.id) },
        })),
      };
    }),

    on(getFinalTop, ({ state }, p) => {
      promotionOf(p);
      return {
        list: STAGE_TYPES.map((type) => ({ type, entry: ranked(state.lists.get(type) ?? [])[0]! })),
      };
    }),

    on(getYearSummary, ({ state, requireUser }, p) => {
      const user = requireUser();
      const year = int(p.year);
      if (year !== 2019) return fail(NO_SUCH_THING.code, NO_SUCH_THING.msg);
      // The user's year as the state keeps it; a user who was not in the app that year has none.
      const kept = state.years.get(user.uid);
      if (!kept) return fail(NO_SUCH_THING.code, NO_SUCH_THING.msg);
      const mine = state.lists.get('singer')?.find((e) => e.id === user.uid);
      return {
        ...kept,
        year,
        stage_name: user.stage_name,
        avatar: mine?.avatar ?? '',
        top_song: SONGS[kept.top_song]!,
      };
    }),
  ],
  raw: [
    artRoute(`${HOST_PREFIX.static}/annual/{file}`, (file) => {
      const m = /^([a-z]+)-(\d+)\.svg$/.exec(file);
      if (!m) return null;
      const x = ALL_ICONS().find((y) => y.id === Number(m[2]) && y.glyph === m[1]);
      return x ? iconSvg(x.glyph, x.color) : null;
    }),
  ],
  switches: {
    /** Sets what turning a card takes: `{ cost: { type: count } }`. */
    cardCost(state, body) {
      const cost = body.cost as Record<string, unknown> | undefined;
      if (!cost || typeof cost !== 'object') throw new Error('cost { type: count } needed');
      state.cardCost = Object.fromEntries(Object.entries(cost).map(([k, v]) => [k, int(v) ?? 0]));
      return { cost: state.cardCost };
    },
    /** Sets a user's stars: `{ uid, stars }`. */
    stars(state, body) {
      const uid = int(body.uid);
      const stars = int(body.stars);
      if (uid === undefined || stars === undefined || stars < 0) throw new Error('uid and stars >= 0 needed');
      state.stars.set(uid, stars);
      return { uid, stars };
    },
  },
});
