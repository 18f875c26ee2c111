// What the area holds: the games, every bet, a wallet per user with its records, the casts; and
// the wallet changes every handler makes.

import type { Bet, Cast, Game, WalletRecord } from '@h5/core-api/contracts/betting';
import { type Localizable, localized } from '../../kit/localized.ts';
import { SIGNED_IN_USERS } from '../../users.ts';
import { DAY_MS } from './rules.ts';

export interface Wallet {
  balance: number;
  golds: number;
  records: StoredRecord[];
  /** Day index (server time, UTC days) of the last check-in. */
  checkinDay: number | null;
  streak: number;
  withdrawals: Array<{ day: number; ok: boolean }>;
}

export type StoredBet = Localizable<Bet> & { uid: number };
export type StoredGame = Localizable<Game>;
export type StoredRecord = Localizable<WalletRecord>;

const WELCOME_COINS = localized({ en: 'Welcome coins', ar: 'عملات الترحيب' });

export interface BettingState {
  games: StoredGame[];
  bets: StoredBet[];
  wallets: Map<number, Wallet>;
  casts: Array<Omit<Cast, 'live'>>;
  /** Outcomes a test fixed in advance, by game id. */
  forcedResults: Map<number, number>;
  nextBetId: number;
  nextRecordId: number;
}

/** Check-in days are UTC days of the server clock. */
export function dayIndex(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

export function walletOf(state: BettingState, uid: number, nowMs: number): Wallet {
  let w = state.wallets.get(uid);
  if (!w) {
    const signedIn = SIGNED_IN_USERS.some((u) => u.uid === uid);
    w = {
      balance: 0,
      golds: signedIn ? 3000 : 100_000,
      records: [],
      checkinDay: null,
      streak: 0,
      withdrawals: [],
    };
    state.wallets.set(uid, w);
    // Everyone starts with a welcome deposit, so a new player can bet at once.
    record(state, w, {
      kind: 'deposit',
      amount: signedIn ? 500 : 5000,
      note: WELCOME_COINS,
      at: nowMs - DAY_MS,
    });
  }
  return w;
}

export function record(
  state: BettingState,
  w: Wallet,
  r: Omit<StoredRecord, 'id' | 'balance_after'>,
): StoredRecord {
  w.balance += r.amount;
  const rec: StoredRecord = { id: `R${state.nextRecordId++}`, balance_after: w.balance, ...r };
  w.records.unshift(rec);
  if (w.records.length > 200) w.records.length = 200;
  return rec;
}
