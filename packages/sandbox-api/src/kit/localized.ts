// Texts the sandbox answers in the page's language, as the real servers do: each is seeded in
// every language the pages ship messages for, and the `lang` header of the request picks one,
// English when the header is missing or names a language the text lacks. Areas put `Localized`
// values in their state and answers; the server picks the language when it writes the answer,
// so an area's code never branches on the language.

import type { IncomingMessage } from 'node:http';

/** The language every text has, and the one answered when the request's is missing. */
export const FALLBACK_LANGUAGE = 'en';

/** A text in each language: English always, then any other (`ar` for every text the pages show). */
export type Texts = { readonly en: string; readonly ar: string } & {
  readonly [lang: string]: string | undefined;
};

export class Localized {
  constructor(readonly texts: Texts) {}

  /** The text in `lang` (`ar`, or `ar-EG` read as `ar`), or English. */
  in(lang: string): string {
    return this.texts[lang] ?? this.texts[baseLanguage(lang)] ?? this.texts.en;
  }
}

/** Digits the Arabic pages do not write (docs/decisions/digits-and-locale.md). */
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;

/**
 * A text seeded in every shipped language. Arabic texts write Western digits, as the pages
 * do: a text with Arabic-Indic digits ("أفضل ١٠" beside the page's "14 تعليقًا") is refused
 * when the sandbox loads.
 */
export function localized(texts: Texts): Localized {
  if (EASTERN_DIGITS.test(texts.ar)) throw new Error(`Arabic text with Arabic-Indic digits: ${texts.ar}`);
  return new Localized(texts);
}

/** The language a request asks for by its `lang` header, lower case, or English. */
export function languageOf(headers: IncomingMessage['headers']): string {
  const raw = headers.lang;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase();
  return value || FALLBACK_LANGUAGE;
}

function baseLanguage(lang: string): string {
  return lang.split(/[-_]/)[0] ?? lang;
}

/** A text, or a localized text, in `lang`. */
export function textIn(lang: string, text: string | Localized): string {
  return typeof text === 'string' ? text : text.in(lang);
}

/** `JSON.stringify` replacer writing every `Localized` value in `lang`. */
export function writeIn(lang: string): (key: string, value: unknown) => unknown {
  return (_key, value) => (value instanceof Localized ? value.in(lang) : value);
}

/**
 * An answer as an area writes it: any text of the call's answer (a `string`, not a code typed as
 * a union of literals) may be a `Localized` text, which the server writes in the request's
 * language.
 */
export type Localizable<T> = T extends string
  ? string extends T
    ? T | Localized
    : T
  : T extends readonly (infer U)[]
    ? readonly Localizable<U>[]
    : T extends object
      ? { [K in keyof T]: Localizable<T[K]> }
      : T;

/** The languages every text is seeded in. */
export const SHIPPED_LANGUAGES = ['en', 'ar'] as const;

/** A text made of others, written once per language: `each((lang) => ...)`. */
export function each(write: (lang: (typeof SHIPPED_LANGUAGES)[number]) => string): Localized {
  return localized({ en: write('en'), ar: write('ar') });
}
