// VIP (spec 7 "VIP"): packages per app and platform, the seasonal activity with its sale window
// and rankings, each user's VIP state that a purchase changes, the store's privileges, effect
// goods and MV templates, the recharge rebate; and the intimacy, noble and customer-service calls
// the spec does not name (docs/api-gaps.md).

import {
  getActivityRoomRank,
  getActivityUserRank,
  getChargeRebateSummary,
  getCustomerService,
  getEffectGoods,
  getIntimacyPrivileges,
  getMvTemplateGoods,
  getNobleIndex,
  getRoomRankDetail,
  getVipActivity,
  getVipCard,
  getVipSkus,
  getVipStore,
  type Privilege,
  type VipGoods,
} from '@h5/core-api/contracts/vip';
import { defineArea, fail, int, on, str } from '../../area.ts';
import { type Localizable, localized } from '../../kit/localized.ts';
import { pageOf } from '../../kit/paging.ts';
import { myRow, rankBy } from '../../kit/ranking.ts';
import {
  ACTIVITY,
  APPS,
  CUSTOMER_SERVICE,
  DEFAULT_APP,
  EFFECT_GOODS,
  EFFECT_KINDS,
  INTIMACY_LEVELS,
  INTIMACY_PRIVILEGES,
  iconUrl,
  MV_TEMPLATES,
  NOBLE_LEVELS,
  NOBLE_PRIVILEGES,
  PACK_NAMES,
  PACKS,
  PLATFORMS,
  packCurrency,
  packPrice,
  REBATE_PERCENT,
  VIP_LEVELS,
  VIP_PRIVILEGES,
  vipPriceArea,
} from './catalogue.ts';
import { iconRoutes } from './icons.ts';
import { applyPurchase, cardOf, seedState, type VipState } from './state.ts';

const RANK_PAGE_SIZE = 10;

const NO_SUCH_ACTIVITY = {
  code: 404,
  msg: localized({ en: 'This activity does not exist.', ar: 'هذا النشاط غير موجود.' }),
};
const NO_SUCH_ROOM = {
  code: 404,
  msg: localized({ en: 'This room is not in the ranking.', ar: 'هذه الغرفة ليست في الترتيب.' }),
};

type Seeded = (typeof VIP_PRIVILEGES)[number];
const privilege = (s: Seeded, id: number): Localizable<Privilege> => ({
  id,
  name: s.name,
  desc: s.desc,
  icon: iconUrl(s.glyph, s.color),
  min_level: s.min_level,
});
const goods = (s: Seeded, id: number, kind: VipGoods['kind']): Localizable<VipGoods> => ({
  id,
  name: s.name,
  kind,
  preview: iconUrl(s.glyph, s.color),
  min_level: s.min_level,
});

const nowS = (ms: number) => Math.floor(ms / 1000);

function checkActivity(id: unknown) {
  if (str(id) !== ACTIVITY.activity_id) fail(NO_SUCH_ACTIVITY.code, NO_SUCH_ACTIVITY.msg);
}

function userRanking(state: VipState) {
  const rows = [...state.points].map(([uid, score]) => ({ ...state.people.get(uid)!, score }));
  return rankBy(rows, (r) => r.score);
}

export const vipArea = defineArea<VipState>({
  name: 'vip',
  seed: seedState,
  raw: iconRoutes,
  handlers: [
    on(getVipCard, ({ state, requireUser, clock }) => cardOf(state, requireUser().uid, nowS(clock.now()))),

    on(getVipStore, ({ state }) => ({
      levels: VIP_LEVELS.map((l) => ({
        level: l.level,
        name: l.name,
        icon: iconUrl('crown', l.color),
        rebate_percent: REBATE_PERCENT[l.level] ?? 0,
      })),
      privileges: VIP_PRIVILEGES.map((s, i) => privilege(s, 100 + i)),
      rules: state.rules,
    })),

    on(getEffectGoods, () => ({ list: EFFECT_GOODS.map((s, i) => goods(s, 200 + i, EFFECT_KINDS[i]!)) })),
    on(getMvTemplateGoods, () => ({ list: MV_TEMPLATES.map((s, i) => goods(s, 300 + i, 'mv')) })),

    on(getChargeRebateSummary, ({ state, requireUser, clock }) => {
      const uid = requireUser().uid;
      const card = cardOf(state, uid, nowS(clock.now()));
      const rebate_percent = REBATE_PERCENT[card.level] ?? 0;
      const recharged = state.recharged.get(uid) ?? 0;
      return { rebate_percent, recharged, rebate: Math.floor((recharged * rebate_percent) / 100) };
    }),

    on(getVipSkus, ({ user }, p) => {
      const app = APPS.find((a) => a === str(p.app_name)) ?? DEFAULT_APP;
      const platform = PLATFORMS.find((x) => x === str(p.platform)) ?? 'web';
      // The stores price per country: the signed-in user's, else the one the page names.
      const area = vipPriceArea(user?.country || str(p.country));
      return {
        list: PACKS.map((pack, i) => ({
          sku_id: `${app}.vip.${pack.days}d.${platform}`,
          level: pack.level,
          name: PACK_NAMES[i]!,
          days: pack.days,
          price: packPrice(i, area),
          currency: packCurrency(area),
        })),
        country: area,
      };
    }),

    on(getVipActivity, ({ state }) => ({
      activity_id: ACTIVITY.activity_id,
      title: ACTIVITY.title,
      slogan: ACTIVITY.slogan,
      begin_time: state.window.begin_time,
      end_time: state.window.end_time,
      bonus_percent: ACTIVITY.bonus_percent,
      share_title: ACTIVITY.title,
      share_desc: ACTIVITY.slogan,
      share_cover: iconUrl('crown', '#c58b2a'),
      share_link: '/v/vip-activity-share',
      is_share_copy: false,
    })),

    on(getActivityUserRank, ({ state, user }, p) => {
      checkActivity(p.activity_id);
      const ranked = userRanking(state);
      // Spec 7's `user_id` names whose row rides along; the login's when it is absent.
      return {
        ...pageOf(ranked, p, { size: RANK_PAGE_SIZE }),
        me: myRow(ranked, int(p.user_id) ?? user?.uid),
      };
    }),

    on(getActivityRoomRank, ({ state }, p) => {
      checkActivity(p.activity_id);
      const rows = state.rooms.map((r) => ({
        uid: r.owner.uid,
        room_id: r.room_id,
        room_name: r.room_name,
        owner_uid: r.owner.uid,
        owner_name: r.owner.stage_name,
        cover: r.owner.avatar,
        score: r.score,
      }));
      const page = pageOf(
        rankBy(rows, (r) => r.score),
        p,
        { size: RANK_PAGE_SIZE },
      );
      return { ...page, list: page.list.map(({ uid: _uid, ...row }) => row) };
    }),

    on(getRoomRankDetail, ({ state }, p) => {
      checkActivity(p.activity_id);
      const room = state.rooms.find((r) => r.owner.uid === int(p.user_id));
      if (!room) return fail(NO_SUCH_ROOM.code, NO_SUCH_ROOM.msg);
      return pageOf(
        rankBy(room.fans, (f) => f.score),
        p,
        { size: RANK_PAGE_SIZE },
      );
    }),

    on(getIntimacyPrivileges, ({ state, user }) => {
      const points = user ? (state.intimacy.get(user.uid) ?? 0) : 0;
      return {
        levels: INTIMACY_LEVELS.map(({ level, name, intimacy }) => ({ level, name, intimacy })),
        privileges: INTIMACY_PRIVILEGES.map((s, i) => privilege(s, 400 + i)),
        // The highest level the points with the closest friend reach.
        my_level: INTIMACY_LEVELS.filter((l) => points >= l.intimacy).reduce(
          (m, l) => Math.max(m, l.level),
          0,
        ),
      };
    }),

    on(getCustomerService, () => ({ ...CUSTOMER_SERVICE })),

    on(getNobleIndex, ({ state, user, clock }) => {
      const all = NOBLE_PRIVILEGES.map((s, i) => privilege(s, 500 + i));
      const my_level = user ? (state.nobles.get(user.uid) ?? 0) : 0;
      // Nobility is bought by the month: it runs to the end of this one.
      const d = new Date(clock.now());
      const expire_time = my_level ? nowS(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)) : 0;
      return {
        levels: NOBLE_LEVELS.map((l) => ({
          level: l.level,
          name: l.name,
          icon: iconUrl('shield', l.color),
          price: l.price,
          privileges: all.filter((x) => x.min_level <= l.level),
        })),
        my_level,
        expire_time,
      };
    }),
  ],
  switches: {
    /**
     * The payment server's notice that `uid` paid for package `pack` (0, 1, 2: 7, 30, 90 days),
     * as the VIP recharge page's provider sends it once the money arrived.
     */
    purchase(state, body, clock) {
      const uid = int(body.uid);
      const pack = int(body.pack);
      if (uid === undefined || pack === undefined) throw new Error('uid and pack are required');
      return applyPurchase(state, uid, pack, nowS(clock.now()));
    },
  },
});
