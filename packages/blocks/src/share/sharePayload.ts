// Spec 3: the promotion carries its share fields (share_title, share_desc, share_cover,
// share_link). The app's share sheet needs absolute links; anything that is not http(s) (a
// `javascript:` link from a bad record) is never handed to it.

import type { Promotion } from '@h5/core-api/contracts/general';

export interface SharePayload {
  title: string;
  desc: string;
  cover: string;
  link: string;
}

export type ShareFields = Pick<
  Promotion,
  'title' | 'share_title' | 'share_desc' | 'share_cover' | 'share_link' | 'slogan' | 'is_share_copy'
>;

/** What the share sheet gets; without a usable share link, the page itself is shared. */
export function sharePayload(promo: ShareFields, pageUrl: string): SharePayload {
  return {
    title: promo.share_title?.trim() || promo.title,
    desc: promo.share_desc?.trim() ?? '',
    cover: httpUrl(promo.share_cover, pageUrl) ?? '',
    link: httpUrl(promo.share_link, pageUrl) ?? pageUrl,
  };
}

function httpUrl(raw: string | undefined, base: string): string | null {
  if (!raw?.trim()) return null;
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** What is copied when the promotion asks for a copy (is_share_copy) or nothing can share: slogan and link. */
export function copyText(promo: Pick<ShareFields, 'slogan'>, payload: SharePayload): string {
  const slogan = promo.slogan?.trim();
  return slogan ? `${slogan} ${payload.link}` : payload.link;
}
