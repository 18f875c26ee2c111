// Spec 1 and 7: the page's query parameters the open-channels call carries (uid, os, devi, app,
// ver, country, module, work_id, activity_id, spec_country). The query is anyone's to edit: only
// well-formed values travel on, the rest are left out as if absent.

import type { OpenChannelsParams } from '@h5/core-api/contracts/recharge';

const TOKEN = /^[\w.-]{1,64}$/;
const COUNTRY = /^[A-Za-z]{2}$/;
const UID = /^[1-9]\d{0,11}$/;

/** The passed-through parameters, in spec 7's order. */
const STORE_QUERY_KEYS = ['os', 'devi', 'app', 'ver', 'work_id', 'activity_id'] as const;

/** The account the query names (a recharge for someone else's account), or null. */
export function queryUid(query: URLSearchParams): number | null {
  const v = query.get('uid')?.trim() ?? '';
  return UID.test(v) ? Number(v) : null;
}

export function queryCountry(query: URLSearchParams, key: 'country' | 'spec_country'): string | undefined {
  const v = query.get(key)?.trim() ?? '';
  return COUNTRY.test(v) ? v.toUpperCase() : undefined;
}

/**
 * The open-channels parameters of this page's query, with the paying account's uid. The page's
 * own `module` and `spec_country` (a card page's point cards, online banking's Malaysia) are what
 * it asks when the link names none; a link that names them is passed through as it is.
 */
export function openChannelsParams(
  query: URLSearchParams,
  defaults: { module: string; spec_country?: string },
  uid: number | null,
): OpenChannelsParams {
  const module = query.get('module')?.trim() ?? '';
  const p: OpenChannelsParams = { module: TOKEN.test(module) ? module : defaults.module };
  if (uid !== null) p.uid = uid;
  for (const key of STORE_QUERY_KEYS) {
    const v = query.get(key)?.trim() ?? '';
    if (TOKEN.test(v)) p[key] = v;
  }
  const country = queryCountry(query, 'country');
  const spec = queryCountry(query, 'spec_country');
  if (country) p.country = country;
  const specCountry = spec ?? defaults.spec_country;
  if (specCountry) p.spec_country = specCountry;
  return p;
}

/** A package the link asks to be chosen (`coins=6000`, from an offer page), or null. */
export function presetCoins(query: URLSearchParams): number | null {
  const v = query.get('coins')?.trim() ?? '';
  return /^[1-9]\d{0,9}$/.test(v) ? Number(v) : null;
}
