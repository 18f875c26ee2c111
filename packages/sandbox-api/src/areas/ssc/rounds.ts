// Time: rounds of ROUND_MS follow each other from a fixed epoch; seasons count rounds from the
// promotion's start.

import type { SscRound } from '@h5/core-api/contracts/ssc';
import { CYCLE, EPOCH_MS, ROUND_MS } from './rules.ts';

export function roundAt(ms: number): number {
  return Math.floor((ms - EPOCH_MS) / ROUND_MS);
}

function roundStart(n: number): number {
  return EPOCH_MS + n * ROUND_MS;
}

export function roundEnd(n: number): number {
  return roundStart(n + 1);
}

/** `YYYYMMDD-NNNN`: the day (UTC) and the round's number within it. */
export function roundCode(n: number): string {
  const start = new Date(roundStart(n));
  const day = start.toISOString().slice(0, 10).replaceAll('-', '');
  const perDay = 86_400_000 / ROUND_MS;
  const inDay = (((n % perDay) + perDay) % perDay) + 1;
  return `${day}-${String(inDay).padStart(4, '0')}`;
}

export function round(n: number): SscRound {
  return { round_id: n, code: roundCode(n), start_time: roundStart(n), end_time: roundEnd(n) };
}

/** Seasons count from `zero`, the first round of season 1 (when the promotion began). */
export function seasonOf(n: number, zero: number): { season: number; pos: number } {
  const k = n - zero;
  return { season: Math.floor(k / CYCLE) + 1, pos: (((k % CYCLE) + CYCLE) % CYCLE) + 1 };
}

export function seasonRoundId(season: number, pos: number, zero: number): number {
  return zero + (season - 1) * CYCLE + pos - 1;
}
