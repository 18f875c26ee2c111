import { advanceClocks, expect, type SandboxControl } from '@h5/e2e/fixtures';
import type { Page } from '@playwright/test';

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

/**
 * Opens the board in a round and, once it shows that round, ends the round on the page's clock and
 * the sandbox's together. Opening a few seconds before the end instead races the page's load: on
 * a loaded runner the page can open after the round has ended, on the next one.
 */
export async function openThenEndRound(
  page: Page,
  open: (path: string) => Promise<Page>,
  sandbox: SandboxControl,
  round: number,
): Promise<RoundAt> {
  const r = at(sandbox, round, 30);
  await page.clock.install();
  await open(BOARD);
  await expect(page.getByTestId('season')).toContainText(`Round ${round}/40`);
  await advanceClocks(page, sandbox, r.end_time - sandbox.now());
  return r;
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
