// The annual ceremony's rules (spec 3, 4, 5, 9), each at one place: who a star goes to and what the
// send-star body carries, what a sent star changes, what turning a card takes from the fragments,
// and which turntable ids the environment uses.

import type { Environment } from '@h5/core-api';
import type { Fragment, SendStarResult, StageEntry, StageType } from '@h5/core-api/contracts/annualCeremony';
import { formatNumber, isolate } from '@h5/i18n';
import { formatList } from '@h5/i18n/lists';

/** What kind of target each list's entries are. */
export type TargetKind = 'user' | 'room' | 'guild' | 'locale';

export const TARGET_OF: Record<StageType, TargetKind> = {
  singer: 'user',
  tuhao: 'user',
  live: 'user',
  goddess: 'user',
  ktv_room: 'room',
  'live-union': 'guild',
  'national-war': 'locale',
};

export type StarBody = { to_uid: number } | { room_id: number } | { guild_id: number } | { locale: string };

/** Spec 5: a star takes room_id, guild_id or locale depending on the target; a user's uid otherwise. */
export function starBody(type: StageType, entry: StageEntry): StarBody | null {
  switch (TARGET_OF[type]) {
    case 'room':
      return entry.room_id !== undefined ? { room_id: entry.room_id } : null;
    case 'guild':
      return entry.guild_id !== undefined ? { guild_id: entry.guild_id } : null;
    case 'locale':
      return entry.locale ? { locale: entry.locale } : null;
    default:
      return { to_uid: entry.id };
  }
}

/** Spec 4: change_status 0 is a success. */
const STAR_SENT = 0;

export interface StarState {
  /** Stars held. */
  star: number;
  /** The user's own entry (selfData), when they have one in the list shown. */
  self: StageEntry | null;
}

/**
 * Spec 4: a successful send takes one star (never below 0) and, when the target is the user's own
 * entry, raises its starlight by change_score. Anything but success changes nothing.
 */
export function afterStarSent(s: StarState, result: SendStarResult, toSelf: boolean): StarState {
  if (result.change_status !== STAR_SENT) return s;
  return {
    star: Math.max(0, s.star - 1),
    self: toSelf && s.self ? { ...s.self, starlight: s.self.starlight + result.change_score } : s.self,
  };
}

/** Whether a star can be sent now: stars held, and the ceremony accepts them (noSend). */
export function canSendStar(star: number, noSend: boolean): 'open' | 'no-stars' | 'closed' {
  if (noSend) return 'closed';
  return star > 0 ? 'open' : 'no-stars';
}

/** Spec 4: an exchange reduces each counted fragment type, floor 0; others stay. */
export function afterExchange(fragments: Fragment[], cost: Record<string, number>): Fragment[] {
  return fragments.map((f) => {
    const n = cost[f.type];
    return n ? { ...f, count: Math.max(0, f.count - n) } : f;
  });
}

/** A card's cost as the server sets it, in words: "2 × Sun fragment and 1 × Moon fragment". */
export function cardCostPhrase(lang: string, fragments: Fragment[], cost: Record<string, number>): string {
  return formatList(
    lang,
    Object.entries(cost)
      .filter(([, n]) => n > 0)
      .map(
        ([type, n]) =>
          `${formatNumber(lang, n)} × ${isolate(fragments.find((f) => f.type === type)?.name ?? type)}`,
      ),
  );
}

/** The fragments a turn spends from, as they will be after it: "Sun fragment: 0, Moon fragment: 1". */
export function fragmentsLeftPhrase(
  lang: string,
  fragments: Fragment[],
  cost: Record<string, number>,
): string {
  return afterExchange(fragments, cost)
    .filter((f) => (cost[f.type] ?? 0) > 0)
    .map((f) => `${isolate(f.name)}: ${formatNumber(lang, f.count)}`)
    .join(lang.startsWith('ar') ? '، ' : ', ');
}

/** Whether the fragments held cover a card's cost. */
export function canTurnCard(fragments: Fragment[], cost: Record<string, number>): boolean {
  return Object.entries(cost).every(([type, n]) => (fragments.find((f) => f.type === type)?.count ?? 0) >= n);
}

/** Spec 9: the turntable ids per environment: production's, and the test ones everywhere else. */
const TURNTABLE_IDS = {
  pro: { super: 1645, normal: 1644 },
  test: { super: 1517, normal: 1516 },
} as const;

export function turntableIds(env: Environment): { super: number; normal: number } {
  return env === 'pro' ? TURNTABLE_IDS.pro : TURNTABLE_IDS.test;
}

/**
 * Spec 4 and the user-star GET: after a send the page counts one star less at once, and the next
 * read of the stars held (user-star) is the truth; neither ever shows below 0.
 */
export function reconcileStars(local: number, read: number | null | undefined): number {
  const n = typeof read === 'number' && Number.isFinite(read) ? read : local;
  return Math.max(0, Math.floor(n));
}

/** The longest goddess search the page sends; the server cuts the same. */
export const KEYWORD_MAX = 40;

/** searchGoddess (spec 3): the keyword sent, trimmed and cut; null when there is nothing to search. */
export function searchKeyword(raw: string): string | null {
  const k = raw.trim().slice(0, KEYWORD_MAX).trim();
  return k ? k : null;
}

/** The pages of a cursor-paged list: page n is asked with the cursor page n - 1 answered. */
export function cursorPages<T>(
  fetch: (cursor: string, page: number) => Promise<{ list: T[]; has_more: boolean; next_cursor: string }>,
  /** Page 1 when the page already has it: the loader goes on from page 2. */
  first?: { has_more: boolean; next_cursor: string },
): (page: number) => Promise<{ items: T[]; hasMore: boolean }> {
  const cursors = new Map<number, string>([[1, '']]);
  if (first?.has_more && first.next_cursor) cursors.set(2, first.next_cursor);
  return async (page) => {
    const cursor = cursors.get(page);
    if (cursor === undefined) return { items: [], hasMore: false };
    const res = await fetch(cursor, page);
    const items = Array.isArray(res?.list) ? res.list : [];
    const hasMore = Boolean(res?.has_more) && items.length > 0 && Boolean(res?.next_cursor);
    if (hasMore) cursors.set(page + 1, res.next_cursor);
    return { items, hasMore };
  };
}

/** Which side leads a war and by how much; null when the sides are level. */
export function warLead<S extends { id: number; score: number }>(
  sides: readonly S[],
): { side: S; by: number } | null {
  const [a, b] = sides;
  if (!a || !b || a.score === b.score) return null;
  return a.score > b.score ? { side: a, by: a.score - b.score } : { side: b, by: b.score - a.score };
}

/** The lists whose entries open details: a country its war, a guild its live hosts and its war. */
export const DETAILS_OF: Partial<Record<StageType, 'national-war' | 'guild'>> = {
  'national-war': 'national-war',
  'live-union': 'guild',
};
