/** Language codes we accept; the English text keys are the 'en' messages. */
export const DEFAULT_LANGUAGE = 'en';
export const SUPPORTED_LANGUAGES: readonly string[] = ['en', 'ar', 'hi', 'id', 'ur', 'fa', 'ms', 'tl', 'ha'];
export const RTL_LANGUAGES: readonly string[] = ['ar', 'ur', 'fa'];

/** Legacy or alternative primary subtags that browsers and apps still report. */
export const LANGUAGE_ALIASES: Readonly<Record<string, string>> = { in: 'id', fil: 'tl' };

/**
 * Reduces a language tag ('ar-EG', 'EN_us', 'in-ID') to a supported primary language code,
 * or null when it is empty, malformed or not one we ship.
 */
export function normalizeLanguage(tag: string | null | undefined): string | null {
  if (typeof tag !== 'string') return null;
  let code = tag.trim().toLowerCase().split(/[-_]/)[0]!;
  code = LANGUAGE_ALIASES[code] ?? code;
  return SUPPORTED_LANGUAGES.includes(code) ? code : null;
}

/**
 * The language of the page: the first supported of the `lang` query parameter, the app's locale,
 * then the browser's languages (pass `navigator.languages`); otherwise English.
 */
export function pickLanguage(src: {
  query?: string | null;
  app?: string | null;
  browser?: readonly string[];
}): string {
  for (const tag of [src.query, src.app, ...(src.browser ?? [])]) {
    const lang = normalizeLanguage(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

export function isRtl(lang: string): boolean {
  return RTL_LANGUAGES.includes(normalizeLanguage(lang) ?? '');
}

export function direction(lang: string): 'rtl' | 'ltr' {
  return isRtl(lang) ? 'rtl' : 'ltr';
}
