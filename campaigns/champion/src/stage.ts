// The contest's stages on the server's clock (spec 4, "campaign phase by time", per stage): the
// stage open now, else the next one to open, else the contest is over; and the phase the banner
// counts down, so the page re-reads the contest when a stage opens or closes.

import type { PhaseInfo } from '@h5/blocks/promotion';
import type { Stage } from '@h5/core-api/contracts/champion';

export type StageState = 'done' | 'open' | 'next' | 'later';

export interface StageView {
  /** The stage open now, or the next to open; null once every stage is over. */
  current: Stage | null;
  /** For the phase banner: running while a stage is open, before until the next, ended after the last. */
  phase: PhaseInfo;
  states: StageState[];
}

/** Words the stage banner says in each phase (English keys). */
export const STAGE_TEXTS = {
  before: 'Next stage opens in',
  running: 'Voting closes in',
  ended: 'The contest is over. See the winners!',
} as const;

export function stageView(stages: readonly Stage[], nowMs: number): StageView {
  const now = nowMs / 1000;
  const sorted = [...stages].sort((a, b) => a.begin_time - b.begin_time);
  const open = sorted.find((s) => s.begin_time <= now && now < s.end_time) ?? null;
  const next = open ? null : (sorted.find((s) => now < s.begin_time) ?? null);
  const current = open ?? next;
  const states = stages.map((s): StageState => {
    if (s.end_time <= now) return 'done';
    if (s === open) return 'open';
    return s === next ? 'next' : 'later';
  });
  const phase: PhaseInfo = open
    ? { phase: 'running', nextChangeMs: open.end_time * 1000 }
    : next
      ? { phase: 'before', nextChangeMs: next.begin_time * 1000 }
      : { phase: 'ended', nextChangeMs: null };
  return { current, phase, states };
}

/** A stage is open for entries and votes. */
export function stageOpen(stages: readonly Stage[], nowMs: number): boolean {
  return stageView(stages, nowMs).phase.phase === 'running';
}
