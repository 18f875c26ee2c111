// Spec 2 and 4: eggs can be hit only while the campaign runs (its phase comes from the promotion
// block, on the server's clock); before and after, the page says why in the eggs' own words.

import type { PhaseInfo } from '@h5/blocks/promotion';

const NOT_STARTED_NOTICE = 'The lucky eggs are not open yet. They open in';
const ENDED_NOTICE = 'This campaign has ended. Thank you for taking part!';
/** While the eggs are open the banner counts down to the end. */
const CLOSES_NOTICE = 'The lucky eggs close in';

/** The call to action under the eggs while they are open. */
export const TAP_TO_HIT_ONCE = 'Tap an egg to hit it once';
export const TAP_TO_HIT_TEN = 'Tap an egg to hit it 10 times';

export const EGG_PHASE_TEXTS = { before: NOT_STARTED_NOTICE, running: CLOSES_NOTICE, ended: ENDED_NOTICE };

/** Whether an egg can be hit: only while the campaign runs, and not before its phase is known. */
export function canHit(phase: PhaseInfo | null): boolean {
  return phase?.phase === 'running';
}
