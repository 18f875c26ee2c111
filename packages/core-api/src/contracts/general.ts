// Spec 7, "Own host: general": the calls every campaign may make.

import { defineCall } from '../call.ts';
import type { Paged } from '../paged.ts';

export interface SelfUser {
  uid: number;
  stage_name: string;
  avatar: string;
  /** Anonymous visitors get a user with `is_anonymous` set rather than an error. */
  is_anonymous: boolean;
  vip: boolean;
  country: string;
}

export const getSelf = defineCall<Record<string, never>, SelfUser>({
  name: 'general.self',
  method: 'GET',
  host: 'api',
  path: '/api/user/self',
});

export interface ServerTime {
  /** Milliseconds since the epoch, on the server's clock. */
  server_time: number;
}

export const getServerTime = defineCall<Record<string, never>, ServerTime>({
  name: 'general.serverTime',
  method: 'GET',
  host: 'api',
  path: '/go-v1/promotion/get-server-time',
});

export interface Promotion {
  id: string;
  title: string;
  /** Seconds since the epoch. */
  begin_time: number;
  end_time: number;
  layout: { downloadOrigin: { pid: string; c: string } };
  stage: number;
  share_title: string;
  share_desc: string;
  share_cover: string;
  share_link: string;
  slogan: string;
  is_share_copy: boolean;
  /**
   * Not from the spec (docs/api-gaps.md): the promotion's own rules, one sentence each, in the
   * request's language; absent where the promotion publishes none. A page states a promotion's
   * rules from here, never from its own text.
   */
  rules?: string[];
}

export const getPromotion = defineCall<{ id: string }, Promotion>({
  name: 'general.promotion',
  method: 'GET',
  host: 'api',
  path: '/promotions/{id}',
});

export interface PromotionListItem {
  id: string;
  title: string;
  cover: string;
  begin_time: number;
  end_time: number;
}

/** Spec 9: the promotion list ids. */
export const PROMOTION_LIST_IDS = ['20180518', '20180519', '20180520'] as const;

export const getPromotionList = defineCall<
  { device: string; id: string; type: string; page: number },
  Paged<PromotionListItem>
>({
  name: 'general.promotionList',
  method: 'GET',
  host: 'api',
  path: '/api/v17/{device}/promotions/{id}/{type}',
});

/** Spec 7: `POST /go-v1/i18n/translate?lang (text)`: the language in the query, the text in the body. */
export const translate = defineCall<{ lang: string; text: string }, { text: string }>({
  name: 'general.translate',
  method: 'POST',
  host: 'api',
  path: '/go-v1/i18n/translate',
  queryParams: ['lang'],
});

export const trackEvent = defineCall<{ post_data: string }, { accepted: number }>({
  name: 'general.track',
  method: 'POST',
  host: 'track',
  path: '/events/h5',
});

export const generalCalls = [getSelf, getServerTime, getPromotion, getPromotionList, translate, trackEvent];
