// The create-guild form survives the trip to the country screen and a reload: it is kept in the
// session while the user fills it, and cleared once the guild exists.

import { signal } from '@h5/ui-kit';
import { EMPTY_DRAFT, type GuildDraft } from './guildForm.ts';

const KEY = 'guild:create-draft';

function load(): GuildDraft {
  try {
    const raw = sessionStorage.getItem(KEY);
    const d = raw ? (JSON.parse(raw) as Partial<GuildDraft>) : {};
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return { name: text(d.name), country: text(d.country), cover: text(d.cover), slogan: text(d.slogan) };
  } catch {
    return { ...EMPTY_DRAFT };
  }
}

export const draft = signal<GuildDraft>(typeof sessionStorage === 'undefined' ? { ...EMPTY_DRAFT } : load());

export function updateDraft(change: Partial<GuildDraft>) {
  draft.value = { ...draft.value, ...change };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft.value));
  } catch {
    // A full or closed storage keeps the draft for this page only.
  }
}

export function clearDraft() {
  draft.value = { ...EMPTY_DRAFT };
  try {
    sessionStorage.removeItem(KEY);
  } catch {}
}
