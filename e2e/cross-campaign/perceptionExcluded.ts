// The campaigns a perception check does not yet hold for, each named with what fails: a check
// lands in the gate once the pages pass it, and this list only shrinks. Found by walking every
// route in English and Arabic (7 December 2026); the native pickers are not built yet.

import type { PerceptionCheck } from './perception.ts';
import type { RouteVisit, Variant } from './visits.ts';

/** A perception check, or one axe-core rule as `axe:<rule id>`. */
export type Excludable = PerceptionCheck | `axe:${string}`;

const NATIVE_SELECT = 'a native <select> (no styled picker yet)';

export const PERCEPTION_EXCLUDED: Record<string, Partial<Record<Excludable, string>>> = {
  feedback: { 'native-control': 'a native date input (typeTenQuestion: the day it was paid)' },
  rankings: { 'native-control': `${NATIVE_SELECT}: Engifest college` },
  'quick-recharge': { 'native-control': `${NATIVE_SELECT}: account type and area` },
  withdraw: { 'native-control': `${NATIVE_SELECT}: banks and account fields` },
};

/**
 * A variant a route cannot be judged in yet, and why; null when it can. In the app, a visitor on a
 * route that checks the login, whose app signs them in when the page asks (fake_app_login), does
 * not settle within 20 s on 14 routes (annual-ceremony, asian-games-quiz, bk-game, champion,
 * family, guild, invite; seen 7 December 2026, not yet diagnosed): skipped until it does.
 */
export function pendingVariant(variant: Variant, visit: RouteVisit): string | null {
  if (variant.app && !variant.signedIn && visit.signedIn)
    return 'a visitor in the app signed in through the login dialog does not settle (not yet diagnosed)';
  return null;
}
