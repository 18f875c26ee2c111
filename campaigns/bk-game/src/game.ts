// The board's state and what moves it: the round on the server's clock, the user's bets, the
// encirclement season, and what happens when a round ends (its result, the next round, and the
// lucky or final results the season owes).

import { type MoneyOutcome, mapAnswer } from '@h5/core-api';
import {
  type SscBkInfo,
  type SscFinalResult,
  type SscIndex,
  type SscLuckyResult,
  type SscRoundResult,
  type SscStrategy,
  sscBet,
  sscFinalResult,
  sscLuckyResult,
  sscRefresh,
  sscResult,
  webGameConfirmAge,
  webGameMultiLiveStatus,
} from '@h5/core-api/contracts/ssc';
import {
  api,
  applyAnswer,
  batch,
  currentUser,
  failureText,
  serverClockReady,
  signal,
  t,
  toast,
  toastError,
  useMoneyAction,
} from '@h5/ui-kit';
import { validateBet } from './betValidation.ts';
import { keepLastGood } from './encirclement.ts';
import { fetchFinalResult } from './finalRefetch.ts';
import { isLuckyMode } from './luckyMode.ts';
import { fetchLuckyResult } from './luckyRefetch.ts';
import { AGE_CONFIRM_READ, BOARD_READ, ENCIRCLEMENT_READ, STRATEGY_READ, TRANSFER_READ } from './reads.ts';

const BET_PLACED = 'Bet placed: {amount} on {box}.';
const BET_UNKNOWN = 'We could not confirm your bet. Your bets are shown as the server has them.';
/** The server can be a moment behind the phone's countdown: ask again this often, this many times. */
const RESULT_POLL_MS = 1000;
const RESULT_POLLS = 5;

export type AgeState = 'checking' | 'ask' | 'ok' | 'declined';

export const board = signal<SscIndex | null>(null);
export const boardError = signal<unknown>(null);
export const bk = signal<SscBkInfo | null>(null);
export const lucky = signal<SscLuckyResult | null>(null);
export const finalResult = signal<SscFinalResult | null>(null);
export const lastRound = signal<SscRoundResult | null>(null);
export const age = signal<AgeState>('checking');
export const transferToGo = signal(true);
export const selectedBox = signal<number | null>(null);
/** The amount as typed or chosen; validated as a whole number before a bet is sent. */
export const amountText = signal('10');
export const roundOver = signal(false);
/** A round whose draw had not arrived after the polls; the user can ask again. */
export const lateRound = signal<number | null>(null);

let promo = '';
let generation = 0;
/** The server has been told the user is on the board. */
let present = false;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The round's end on the server's clock, from the server's own count of seconds left. */
export function roundEndMs(b: Pick<SscIndex, 'server_time' | 'dashboard'>): number {
  return b.server_time + b.dashboard.curr_round_info.round_left_time * 1000;
}

/**
 * Opens the board of `promotionId`: its reads start at once, side by side (the board itself once
 * the server's clock is known). An answer the page's HTML already holds is applied before this
 * returns, so the first screen's render shows the board rather than its placeholder followed by
 * a second render; one on its way is applied once it arrives (applyAnswer).
 */
export function openBoard(promotionId: string): void {
  promo = promotionId;
  const my = ++generation;
  batch(() => {
    board.value = null;
    boardError.value = null;
    lastRound.value = null;
    lucky.value = null;
    finalResult.value = null;
    roundOver.value = false;
    lateRound.value = null;
  });
  checkAge();
  void applyAnswer(
    api().call(TRANSFER_READ.call, { promo }),
    (r) => {
      transferToGo.value = r.is_transfer_to_go;
    },
    toastError,
  );
  void applyAnswer(api().call(STRATEGY_READ.call, { promo }), (r) => applyStrategy(r.strategy), toastError);
  // Presence only: the live rooms show who is playing. Not worth a toast when it fails. Said once
  // per visit of the board, however often it is opened again (a retry, a render started again).
  if (!present) {
    present = true;
    void api()
      .call(webGameMultiLiveStatus, { game: 'ssc', status: 1 })
      .catch(() => undefined);
  }
  void applyAnswer(
    mapAnswer(serverClockReady(), () => api().call(BOARD_READ.call, { promo })),
    (b) => {
      if (my !== generation) return;
      board.value = b;
      void loadSeason().then(() => {
        if (my === generation && bk.value?.season_status === 'end')
          void loadFinal(bk.value.season_state.season);
      });
    },
    (e) => {
      if (my === generation) boardError.value = e;
    },
  );
}

export function closeBoard() {
  generation++;
  present = false;
  void api()
    .call(webGameMultiLiveStatus, { game: 'ssc', status: 0 })
    .catch(() => undefined);
}

export function applyStrategy(s: SscStrategy | null) {
  if (!s) return;
  selectedBox.value = s.bet_ids[0] ?? null;
  amountText.value = String(s.amount);
}

// ---- age ----

function checkAge() {
  void applyAnswer(
    api().call(AGE_CONFIRM_READ.call, {}),
    (r) => {
      age.value = r.is_popup ? 'ask' : 'ok';
    },
    (e) => {
      // The server still refuses a bet without the age answer; let the user try and hear it.
      age.value = 'ok';
      toastError(e);
    },
  );
}

export async function answerAge(yes: boolean) {
  try {
    const r = await api().call(webGameConfirmAge, { is_yes: yes ? 1 : 0 });
    age.value = r.is_adult ? 'ok' : 'declined';
  } catch (e) {
    toastError(e);
  }
}

export function askAgeAgain() {
  age.value = 'ask';
}

// ---- encirclement (failures swallowed, spec 8) ----

/**
 * The season, into `bk`; a failure is swallowed and the bar keeps what it had (spec 8, as
 * keepLastGood does for the results). An answer the page's HTML already holds is applied before
 * this returns, so the board's first render shows the season too.
 */
function loadSeason(): Promise<void> {
  return (
    applyAnswer(
      api().call(ENCIRCLEMENT_READ.call, { promo }) as Promise<SscBkInfo | null>,
      (season) => {
        bk.value = season;
      },
      () => {},
    ) ?? Promise.resolve()
  );
}

async function loadLucky(season: number, round: number) {
  await keepLastGood(lucky, () =>
    fetchLuckyResult(() => api().call(sscLuckyResult, { promo, season, round })),
  );
}

async function loadFinal(season: number) {
  await keepLastGood(finalResult, () =>
    fetchFinalResult(() => api().call(sscFinalResult, { promo, season })),
  );
}

export function dismissLucky() {
  lucky.value = null;
}

export function dismissFinal() {
  finalResult.value = null;
}

// ---- bets ----

/** A bet the user asked for, checked, with the round it is for. */
interface BetTap {
  round: SscIndex['round'];
  options: SscIndex['options'];
  bet: { user_id: number; bet_id: number; amount: number };
}

/** The board's checks before anything is sent; a refusal is said in a toast. */
function betTap(): BetTap | null {
  const b = board.value;
  const user = currentUser.value;
  if (!b) return null;
  const check = validateBet(
    {
      user_id: user && !user.is_anonymous ? user.uid : null,
      bet_id: selectedBox.value,
      amount: amountText.value,
    },
    b.balance,
  );
  if (!check.ok) {
    toast(t(check.message));
    return null;
  }
  return { round: b.round, options: b.options, bet: check.bet };
}

/** What the server said about one bet, on the board. */
async function showBet(o: MoneyOutcome<{ balance: number; my_bets: SscIndex['my_bets'] }>, tap: BetTap) {
  if (o.kind === 'done') {
    if (board.value?.round.round_id === tap.round.round_id) {
      board.value = { ...board.value, balance: o.result.balance, my_bets: o.result.my_bets };
    }
    const box = tap.options.find((x) => x.bet_id === tap.bet.bet_id);
    toast(t(BET_PLACED, { amount: tap.bet.amount, box: box?.name ?? '' }));
    return;
  }
  if (o.kind === 'unknown') {
    // It may have reached the server: show what the server has rather than guess. The key is
    // kept, so tapping Bet again for the same box and amount cannot bet twice.
    toast(t(BET_UNKNOWN));
    await refreshBoard();
    return;
  }
  toast(failureText(o.message));
}

/**
 * The Bet button: one intent per (round, box, amount), kept until its outcome is known, so a
 * double or triple tap places one bet and a retry after a dropped answer reuses the key.
 */
export function useBet(): [bet: () => Promise<void>, betting: boolean] {
  const [send, betting] = useMoneyAction(
    (tap: BetTap) => `bk-bet:${promo}:${tap.round.round_id}:${tap.bet.bet_id}:${tap.bet.amount}`,
    (idempotencyKey, tap: BetTap) =>
      api().call(sscBet, { promo, ...tap.bet, round_id: tap.round.round_id }, { idempotencyKey }),
  );
  const bet = async () => {
    const tap = betTap();
    if (!tap) return;
    const o = await send(tap);
    if (o) await showBet(o, tap);
  };
  return [bet, betting];
}

// ---- round end ----

async function refreshBoard(): Promise<boolean> {
  try {
    const r = await api().call(sscRefresh, { promo });
    const cur = board.value;
    if (cur) board.value = { ...cur, ...r };
    roundOver.value = false;
    return true;
  } catch (e) {
    toastError(e);
    return false;
  }
}

async function drawnResult(roundId: number): Promise<SscRoundResult | null> {
  for (let i = 0; i < RESULT_POLLS; i++) {
    const r = await api().call(sscResult, { promo, round_id: roundId });
    if (r.result !== null) return r;
    await sleep(RESULT_POLL_MS);
  }
  return null;
}

/** A drawn round is shown on the board, and ends the pick: the next round starts with no box chosen. */
function showDrawn(r: SscRoundResult) {
  lastRound.value = r;
  selectedBox.value = null;
}

/** The countdown reached zero: the result, then the next round and the season's news. */
export async function onRoundEnd() {
  const b = board.value;
  if (!b || roundOver.value) return;
  const my = generation;
  const seasonBefore = bk.value;
  roundOver.value = true;
  lateRound.value = null;
  try {
    const r = await drawnResult(b.round.round_id);
    if (my !== generation) return;
    if (r) showDrawn(r);
    else lateRound.value = b.round.round_id;
  } catch (e) {
    if (my === generation) toastError(e);
  }
  if (my !== generation || !(await refreshBoard())) return;
  await loadSeason();
  if (my !== generation) return;
  if (seasonBefore && isLuckyMode(seasonBefore)) {
    void loadLucky(seasonBefore.season_state.season, seasonBefore.season_state.round);
  }
  if (seasonBefore?.season_status === 'during' && bk.value?.season_status === 'end') {
    void loadFinal(bk.value.season_state.season);
  }
}

/** The retry button when the next round could not be fetched. */
export async function retryRound() {
  if (await refreshBoard()) await loadSeason();
}

/** Asks once more for a draw that was late. */
export async function retryLateDraw() {
  const n = lateRound.value;
  if (n === null) return;
  try {
    const r = await api().call(sscResult, { promo, round_id: n });
    if (r.result !== null) {
      showDrawn(r);
      lateRound.value = null;
    }
  } catch (e) {
    toastError(e);
  }
}
