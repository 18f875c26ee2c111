// What the area holds: the game seed, the reward job's switches, and each player's balance, bets,
// wins, rewards paid and settings.

import type { SscStrategy } from '@h5/core-api/contracts/ssc';
import { START_BALANCE } from './rules.ts';

export interface Player {
  balance: number;
  /** round id -> bet_id -> amount */
  bets: Map<number, Map<number, number>>;
  /** round id -> paid win, for the rounds already settled */
  wins: Map<number, number>;
  luckyPaid: Set<number>;
  finalPaid: Set<number>;
  strategy: SscStrategy | null;
  age: 'yes' | 'no' | null;
  t1Switch: 0 | 1;
  rechargeTotal: number;
  liveStatus: 0 | 1;
}

export interface SscState {
  seed: number;
  /** The first round of season 1. */
  seasonZero: number;
  luckyDelayMs: number;
  finalDelayMs: number;
  /** Reads of lucky/final results still answered "not sent": the reward job running behind. */
  holdLuckyReads: number;
  holdFinalReads: number;
  transferToGo: boolean;
  players: Map<number, Player>;
}

/** Users who answered the age question before the sandbox started. */
const AGE_CONFIRMED = new Set([1001, 1002, 1005]);

export function player(state: SscState, uid: number): Player {
  let p = state.players.get(uid);
  if (!p) {
    p = {
      balance: START_BALANCE,
      bets: new Map(),
      wins: new Map(),
      luckyPaid: new Set(),
      finalPaid: new Set(),
      strategy: null,
      age: AGE_CONFIRMED.has(uid) ? 'yes' : null,
      t1Switch: 1,
      rechargeTotal: (uid % 7) * 1500 + 2000,
      liveStatus: 0,
    };
    state.players.set(uid, p);
  }
  return p;
}
