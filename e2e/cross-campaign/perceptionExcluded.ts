// The campaigns a perception check does not yet hold for, each named with what fails: a check
// lands in the gate once the pages pass it, and this list only shrinks. Found by walking every
// route in English and Arabic (7 December 2026).

import type { PerceptionCheck } from './perception.ts';
import type { RouteVisit, Variant } from './visits.ts';

/** A perception check, or one axe-core rule as `axe:<rule id>`. */
export type Excludable = PerceptionCheck | `axe:${string}`;

export const PERCEPTION_EXCLUDED: Record<string, Partial<Record<Excludable, string>>> = {
  live: {
    'clipped-text': 'the room-of-the-week prize line, cut with an ellipsis',
    'axe:target-size': "live-record: a row's Watch button partly under the fixed own-row bar",
  },
  'bk-game': { 'clipped-text': 'the season and round line, cut with an ellipsis' },
  invite: { 'clipped-text': 'task titles cut with an ellipsis (.blk-task-title)' },
  share: { 'axe:color-contrast': '.sh-badge: white on its light badge' },
  lotteries: { 'clipped-text': 'prize names cut with an ellipsis (.lot-prize-name)' },
  tasks: { 'clipped-text': 'task titles cut with an ellipsis (.blk-task-title)' },
  'powerful-family': { 'axe:color-contrast': '.pf-muted and .pf-rank faded greys and purples' },
  family: { 'axe:color-contrast': 'faded member rows and level tags (bdi in .h5-muted, .fm-tag)' },
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
