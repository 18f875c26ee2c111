// @vitest-environment node
import { expect, it } from 'vitest';
import { STATE_LABELS, stateLabel } from './ticketState.ts';

it('names each state, and an unknown one as waiting', () => {
  expect(stateLabel('replied')).toBe(STATE_LABELS.replied);
  expect(stateLabel('closed')).toBe('Closed');
  expect(stateLabel('escalated')).toBe(STATE_LABELS.pending);
});
