// Spec 7 "Own host: general": the signed-in user, server time, promotions, translation, tracking.

import {
  getPromotion,
  getPromotionList,
  getSelf,
  getServerTime,
  type Promotion,
  trackEvent,
  translate,
} from '@h5/core-api/contracts/general';
import { defineArea, fail, on, str } from '../area.ts';
import { artRoute } from '../kit/art.ts';
import { AVATAR_ROUTE, avatarSvg, FLAG_ROUTE, flagSvg } from '../kit/avatars.ts';
import { type Localizable, localized } from '../kit/localized.ts';
import { pageOf } from '../kit/paging.ts';

export interface GeneralState {
  promotions: Map<string, Localizable<Promotion>>;
  tracked: unknown[];
}

/** A tiny phrasebook: the sandbox cannot translate, but it answers like the service for these. */
const PHRASEBOOK: Record<string, Record<string, string>> = {
  ar: { 'Good luck!': 'حظاً سعيداً!', 'Congratulations!': 'تهانينا!', 'Thank you': 'شكراً لك' },
  hi: { 'Good luck!': 'शुभकामनाएँ!', 'Congratulations!': 'बधाई हो!', 'Thank you': 'धन्यवाद' },
  id: { 'Good luck!': 'Semoga beruntung!', 'Congratulations!': 'Selamat!', 'Thank you': 'Terima kasih' },
};

const PROMOTIONS_PAGE_SIZE = 10;

const NO_SUCH_PROMOTION = localized({
  en: 'This promotion does not exist',
  ar: 'هذا العرض غير موجود',
});

export const generalArea = defineArea<GeneralState>({
  name: 'general',
  // Promotions are filled by the sandbox from every area's own promotion seeds.
  seed: () => ({ promotions: new Map(), tracked: [] }),
  // The promotion new campaigns start from (see scripts/new-campaign).
  promotions: [
    {
      id: 'welcome',
      title: localized({ en: 'Welcome', ar: 'أهلاً بك' }),
      startsInDays: -1,
      endsInDays: 30,
      slogan: localized({ en: 'Sing, share and win', ar: 'غنِّ وشارك واربح' }),
    },
  ],
  handlers: [
    on(getSelf, ({ user }) =>
      user
        ? {
            uid: user.uid,
            stage_name: user.stage_name,
            avatar: user.avatar,
            is_anonymous: false,
            vip: user.vip,
            country: user.country,
          }
        : { uid: 0, stage_name: '', avatar: '', is_anonymous: true, vip: false, country: '' },
    ),
    on(getServerTime, ({ clock }) => ({ server_time: clock.now() })),
    on(getPromotion, ({ state }, p) => {
      const promo = state.promotions.get(str(p.id) ?? '');
      return promo ?? fail(404, NO_SUCH_PROMOTION);
    }),
    on(getPromotionList, ({ state }, p) => {
      const all = [...state.promotions.values()]
        .sort((a, b) => b.begin_time - a.begin_time)
        .map((x) => ({
          id: x.id,
          title: x.title,
          cover: x.share_cover,
          begin_time: x.begin_time,
          end_time: x.end_time,
        }));
      return pageOf(all, p, { size: PROMOTIONS_PAGE_SIZE });
    }),
    on(translate, (_ctx, p) => {
      const text = str(p.text) ?? '';
      const lang = str(p.lang) ?? 'en';
      return { text: PHRASEBOOK[lang]?.[text] ?? text };
    }),
    on(trackEvent, ({ state }, p) => {
      let events: unknown[] = [];
      try {
        const parsed: unknown = JSON.parse(str(p.post_data) ?? '[]');
        events = Array.isArray(parsed) ? parsed : [parsed];
      } catch {
        fail(400, localized({ en: 'post_data must be JSON', ar: 'يجب أن يكون post_data بصيغة JSON' }));
      }
      state.tracked.push(...events);
      return { accepted: events.length };
    }),
  ],
  raw: [artRoute(AVATAR_ROUTE, avatarSvg), artRoute(FLAG_ROUTE, flagSvg)],
});
