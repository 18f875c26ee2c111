// For the package's own tests: what an Arabic answer may still write in Latin script. Names
// (people, brands), codes, ids, addresses and numbers stay as they are in every language; every
// other text is written in the page's language.

import { type ApiClient, createApiClient, hostsFor } from '@h5/core-api';

const LATIN = /[A-Za-z]/;

/** Keys whose values are names, codes or addresses in every answer. */
const NOT_TEXT = new Set([
  'stage_name',
  'nickname',
  'host_name',
  'avatar',
  'cover',
  'share_cover',
  'audio',
  'media_url',
  'share_link',
  'icon',
  'image',
  'url',
  'link',
  'id',
  'key',
  'code',
  'currency',
  'country',
  'platform',
  'sub',
  'kind',
  'type',
  'status',
  'lang',
]);

/**
 * Every string with Latin letters in `answer`, with where it is, but under keys that hold names,
 * codes or addresses (`NOT_TEXT` and `alsoNames`); `brands` are names a text may quote
 * ("الاسم الكامل كما في حساب PayPal").
 */
export function latinTexts(
  answer: unknown,
  alsoNames: readonly string[] = [],
  brands: readonly string[] = [],
): string[] {
  const skip = new Set([...NOT_TEXT, ...alsoNames]);
  const withoutBrands = (text: string) => brands.reduce((t, brand) => t.replaceAll(brand, ''), text);
  const found: string[] = [];
  const walk = (value: unknown, path: string, key: string) => {
    if (typeof value === 'string') {
      if (LATIN.test(withoutBrands(value)) && !skip.has(key)) found.push(`${path}: ${value}`);
    } else if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) walk(v, `${path}[${i}]`, key);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`, k);
    }
  };
  walk(answer, '', '');
  return found;
}

/** The pages' own client against a served sandbox, asking for `lang`, as `uid` or the visitor. */
export function clientIn(origin: string, lang: string, uid?: number): ApiClient {
  return createApiClient({
    hosts: hostsFor('dev', origin),
    lang: () => lang,
    token: () => (uid ? `tok-${uid}` : null),
  });
}
