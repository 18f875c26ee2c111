// Applying to a programme: the introduction's length, whether the user qualifies, and how an
// application's state reads.

import {
  type ApplicationState,
  INTRO_MAX,
  INTRO_MIN,
  type Requirement,
} from '@h5/core-api/contracts/singers';

export const INTRO_PROBLEM = 'Please write 10 to 300 characters about yourself.';

export function introProblem(text: string): string | null {
  const n = text.trim().length;
  return n >= INTRO_MIN && n <= INTRO_MAX ? null : INTRO_PROBLEM;
}

/** Whether every requirement is met. */
export function qualifies(reqs: readonly Requirement[]): boolean {
  return reqs.every((r) => r.have >= r.need);
}

export const STATE_TEXTS: Record<ApplicationState, string> = {
  pending: 'Your application is being reviewed.',
  approved: 'Your application was approved. Welcome aboard!',
  rejected: 'Your application was not accepted this time.',
};

/** How a state reads; a state this page does not know yet reads as under review. */
export function stateText(state: string): string {
  return STATE_TEXTS[state as ApplicationState] ?? STATE_TEXTS.pending;
}
