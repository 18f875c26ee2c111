// The locale every Intl format of the page uses: the page's language, its own digit system, and
// for dates the user's region (docs/decisions/digits-and-locale.md).

import { normalizeLanguage } from './lang';

/**
 * The digit system a language's pages write, where it is not simply the engine's default for the
 * bare language. Arabic pages write Western digits: what most of the app's Arabic users see in
 * the app, and what the server's texts use. Older web views (ICU before CLDR 42) and the regional
 * locales (`ar-EG`, `ar-SA`) would otherwise write Arabic-Indic digits beside the server's
 * Western ones.
 */
export const DIGIT_SYSTEMS: Readonly<Record<string, string>> = { ar: 'latn' };

let region: string | null = null;

/**
 * Sets the user's country (ISO 3166 alpha-2: the server's `user/self` country or the page's
 * `country` parameter): dates are then written the way that country writes them in the page's
 * language (an Indian user's English dates day first). Anything else clears it.
 */
export function setRegion(country: string | null | undefined): void {
  const next =
    typeof country === 'string' && /^[A-Za-z]{2}$/.test(country.trim()) ? country.trim().toUpperCase() : null;
  region = next;
}

/** The user's country as set by `setRegion`, or null. */
export function pageRegion(): string | null {
  return region;
}

/** The Unicode extension of `lang`'s digit system (`-u-nu-latn`), or ''. */
function digitsExtension(code: string | null): string {
  const nu = code ? DIGIT_SYSTEMS[code] : undefined;
  return nu ? `-u-nu-${nu}` : '';
}

/**
 * The locale numbers, money, plurals and relative times are written in: the language with its
 * digit system (`ar-u-nu-latn`). A language we do not ship is passed through as given.
 */
export function numberLocale(lang: string): string {
  const code = normalizeLanguage(lang);
  return code ? `${code}${digitsExtension(code)}` : lang;
}

const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * `text` with its digits in `lang`'s digit system where the language's pages are pinned to
 * Western digits: a translation typed with Arabic-Indic digits ("أفضل ١٠") reads "أفضل 10".
 * Other languages' text is returned as it is.
 */
export function pageDigits(lang: string, text: string): string {
  const code = normalizeLanguage(lang);
  return code && DIGIT_SYSTEMS[code] === 'latn' ? westernDigits(text) : text;
}

/** Arabic-Indic and Extended Arabic-Indic digits as Western ones. */
export function westernDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (d) => {
    const c = d.charCodeAt(0);
    return String(c - (c >= 0x6f0 ? 0x6f0 : 0x660));
  });
}
