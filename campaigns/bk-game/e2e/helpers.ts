import type { SandboxControl } from '@h5/e2e/fixtures';

export const PROMO = 'ssc_encirclement_promotion_id';
export const BOARD = `/v/bk-game?promotion_id=${PROMO}`;

export interface RoundAt {
  round_id: number;
  code: string;
  end_time: number;
  season: number;
  round: number;
}

/** Puts the sandbox clock `secondsLeft` before the end of a round of the current season. */
export function at(sandbox: SandboxControl, round: number, secondsLeft: number): RoundAt {
  return sandbox.switch('ssc', 'at', { round, secondsLeft }) as RoundAt;
}

export function peek(sandbox: SandboxControl, roundId: number) {
  return sandbox.switch('ssc', 'peek', { round_id: roundId }) as {
    round_id: number;
    result: number;
    name: string;
    odds: number;
  };
}

export const en = (n: number) => n.toLocaleString('en-US');

/** A round code as the page isolates it inside a sentence (left-to-right isolate marks). */
export const iso = (code: string) => `\u2068${code}\u2069`;
