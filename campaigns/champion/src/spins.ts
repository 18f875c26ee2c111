// The champion spin (spec 7 "Champion"): spins left from champion-index; a visitor is led to sign
// in; with none left, a share whose spin_type has not yet been granted is the way to another spin;
// the wheel only turns while the promotion runs.

import type { PhaseInfo } from '@h5/blocks/promotion';
import type { ChampionIndex, SpinType } from '@h5/core-api/contracts/champion';

export type SpinState = 'visitor' | 'closed' | 'ready' | 'share' | 'none';

/** What the wheel offers this user now. */
export function spinState(
  index: Pick<ChampionIndex, 'spins_left' | 'shares'>,
  phase: PhaseInfo | null,
): SpinState {
  if (index.spins_left === null) return 'visitor';
  if (phase?.phase !== 'running') return 'closed';
  if (index.spins_left > 0) return 'ready';
  return shareLeft(index, null) ? 'share' : 'none';
}

/** Whether a share of `type` (any type: null) would still grant a spin. */
export function shareLeft(index: Pick<ChampionIndex, 'shares'>, type: SpinType | null): boolean {
  return index.shares.some((s) => !s.granted && (type === null || s.spin_type === type));
}

/** The wheel's words (English keys), passed to the draw block. */
export const SPIN_TEXTS = {
  wheel: 'Spin the wheel',
  amount: '{n, plural, one {# spin} other {# spins}}',
  confirmTitle: 'Spin once',
  receive: 'One prize from the wheel',
  drawing: 'Spinning…',
  resultTitle: 'You won',
  notEnough: 'No spins left. Share to get another spin.',
  recharge: 'Share for a spin',
} as const;

export const SPINS_LEFT = 'Spins left: {n}';
export const NO_SPINS_AT_ALL = 'No spins left. You have used every share spin too.';
export const SPIN_CLOSED = 'The champion wheel is closed.';
export const SPIN_GRANTED = 'You got another spin. Spin the wheel!';
export const SHARE_FOR_SPIN = 'Share this page to get another spin.';
/** Under the Share button once the share spin is used: it does not contradict a spin just granted. */
export const SHARE_SPIN_TAKEN = 'Your share spin is taken. You can still share the page.';
/** After a share that granted nothing (the line above already says why). */
export const SHARED = 'Shared.';
export const SIGN_IN_TO_SPIN = 'Sign in to spin the champion wheel.';
