// Creating a guild: a name, a country, a cover and a slogan, checked before the form is sent
// with the limits the server holds (it checks again and its refusal is shown as it words it).

import { graphemes } from '@h5/i18n';
import { regionName } from '@h5/i18n/lists';

/**
 * Not from the spec (docs/api-gaps.md, "Guild"): countries a guild may be registered in, our guess
 * at the app's markets, and the name and slogan limits; the server checks them again.
 */
export const GUILD_COUNTRIES = ['IN', 'ID', 'EG', 'NG', 'PH', 'MY', 'SA', 'AE'] as const;
const NAME_MIN = 2;
export const NAME_MAX = 20;
export const SLOGAN_MAX = 60;

export const FORM_MESSAGES = {
  name: 'Enter a guild name of 2 to 20 characters.',
  country: 'Choose the guild’s country.',
  cover: 'Upload a cover image.',
  slogan: 'A slogan has at most 60 characters.',
} as const;

export interface GuildDraft {
  name: string;
  country: string;
  cover: string;
  slogan: string;
}

export const EMPTY_DRAFT: GuildDraft = { name: '', country: '', cover: '', slogan: '' };

/** Characters as a person counts them: an emoji or an accented letter is one (also where Intl has no Segmenter). */
export function charCount(s: string): number {
  return graphemes(s).length;
}

/** The name as it is sent: trimmed, inner runs of spaces made one. */
export const cleanName = (name: string) => name.trim().replace(/\s+/g, ' ');

export type DraftProblems = Partial<Record<keyof GuildDraft, string>>;

/** The English key of each field's problem; empty when the draft may be sent. */
export function draftProblems(d: GuildDraft): DraftProblems {
  const out: DraftProblems = {};
  const n = charCount(cleanName(d.name));
  if (n < NAME_MIN || n > NAME_MAX) out.name = FORM_MESSAGES.name;
  if (!(GUILD_COUNTRIES as readonly string[]).includes(d.country)) out.country = FORM_MESSAGES.country;
  if (!d.cover) out.cover = FORM_MESSAGES.cover;
  if (charCount(d.slogan.trim()) > SLOGAN_MAX) out.slogan = FORM_MESSAGES.slogan;
  return out;
}

/** A country's name in the page's language (Intl), its code where the browser has none. */
export function countryName(code: string, lang: string): string {
  return regionName(lang, code);
}
