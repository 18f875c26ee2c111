// A submission's state as the user reads it.

import type { TicketState } from '@h5/core-api/contracts/feedback';

export const STATE_LABELS: Record<TicketState, string> = {
  pending: 'Waiting for a reply',
  replied: 'Replied',
  closed: 'Closed',
};

/** An unknown state from a newer server reads as waiting, never as an English code. */
export function stateLabel(state: string): string {
  return STATE_LABELS[state as TicketState] ?? STATE_LABELS.pending;
}
