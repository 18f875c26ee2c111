// Lists and country names: few pages need them, so they stay out of the platform file every
// campaign downloads (its own entry, `@h5/i18n/lists`).
import { intlFormatter } from './formatters';

/** "A, B and C" as `lang` joins a list; commas where the engine has no Intl.ListFormat (Safari 13). */
export function formatList(lang: string, parts: string[]): string {
  try {
    return intlFormatter(Intl.ListFormat, lang, { type: 'conjunction' }).format(parts);
  } catch {
    return parts.join(', ');
  }
}

/** A country's name in `lang`; its code where the engine has no Intl.DisplayNames (Chrome 80) or no name. */
export function regionName(lang: string, code: string): string {
  try {
    return intlFormatter(Intl.DisplayNames, lang, { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
