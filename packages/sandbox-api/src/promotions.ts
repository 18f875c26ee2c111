// The promotions every campaign is reached by (spec 1: by promotion_id), seeded relative to the
// sandbox clock so each campaign has one running, one upcoming and one ended promotion.

import type { Promotion } from '@h5/core-api/contracts/general';
import { type Localizable, Localized, localized } from './kit/localized.ts';

const DAY = 86_400;

export interface PromotionSeed {
  id: string;
  title: string | Localized;
  /** Start and end relative to the seed time, in days. */
  startsInDays: number;
  endsInDays: number;
  slogan?: string | Localized;
  /**
   * The campaign page the promotion opens (`/v/lucky-eggs`): its share link, with the promotion
   * id. Without one the share link is empty, and a page shares its own address.
   */
  page?: string;
  /** The promotion's own rules, one sentence each (`rules` on `GET /promotions/{id}`). */
  rules?: Localized[];
}

const DEFAULT_SLOGAN = localized({ en: 'Sing, share and win', ar: 'غنِّ وشارك واربح' });

/** The share text of a promotion without a slogan of its own. */
function joinAndWin(title: string | Localized): Localized {
  const t = title instanceof Localized ? title.texts : { en: title, ar: title };
  return localized({ en: `Join ${t.en} and win prizes!`, ar: `شارك في ${t.ar} واربح الجوائز!` });
}

export function makePromotion(seed: PromotionSeed, nowMs: number): Localizable<Promotion> {
  const now = Math.floor(nowMs / 1000);
  return {
    id: seed.id,
    title: seed.title,
    begin_time: now + Math.round(seed.startsInDays * DAY),
    end_time: now + Math.round(seed.endsInDays * DAY),
    layout: { downloadOrigin: { pid: `h5_${seed.id}`, c: 'campaign' } },
    stage: seed.startsInDays > 0 ? 0 : seed.endsInDays < 0 ? 2 : 1,
    share_title: seed.title,
    share_desc: seed.slogan ?? joinAndWin(seed.title),
    share_cover: `/static/share/${seed.id}.png`,
    share_link: seed.page ? `${seed.page}?promotion_id=${encodeURIComponent(seed.id)}` : '',
    slogan: seed.slogan ?? DEFAULT_SLOGAN,
    is_share_copy: true,
    ...(seed.rules ? { rules: seed.rules } : {}),
  };
}
