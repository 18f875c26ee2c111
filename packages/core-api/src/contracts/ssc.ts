// Spec 7 "Bet game": the blind-box encirclement game (area `ssc`). Rounds of fixed length run on
// the server's clock; a bet goes on one blind box of the current round; the server draws one box
// when the round closes. The encirclement mode groups rounds into seasons in which winners are
// promoted; rounds 11 to 30 of a season also hand out lucky rewards, and the season's end a final
// reward. The ssc-rank and ssc-encirclement paths are not in the spec: see
// docs/decisions/bk-game-endpoints.md in the bk-game campaign.

import { defineCall } from '../call.ts';
import type { Paged } from '../paged.ts';

/** The encirclement promotion (spec 3). */
export const SSC_ENCIRCLEMENT_PROMOTION_ID = 'ssc_encirclement_promotion_id';

type Promo = { promo: string };

// ---- the game board ----

export interface SscOption {
  /** The blind box: what a bet names and what a result draws. */
  bet_id: number;
  name: string;
  /** A win pays the amount times this. */
  odds: number;
  /** Not from the spec: the box's picture, as the server configures the boxes (docs/api-gaps.md). */
  icon: string;
}

export interface SscRound {
  round_id: number;
  /** The round's public code, shown to players (`20261121-0042`). */
  code: string;
  /** Server time in ms. */
  start_time: number;
  end_time: number;
}

export interface SscBet {
  bet_id: number;
  amount: number;
}

export interface SscDrawn {
  round_id: number;
  code: string;
  /** The bet_id the server drew. */
  result: number;
  /** Its box's name, so lists need not carry the options. */
  result_name: string;
}

export interface SscDashboard {
  curr_round_info: {
    round_id: number;
    code: string /** Seconds, on the server's clock. */;
    round_left_time: number;
  };
}

export interface SscIndex {
  /** The server's clock when it answered, in ms: the countdown is measured from it. */
  server_time: number;
  round: SscRound;
  dashboard: SscDashboard;
  options: SscOption[];
  /** The chip amounts offered; any other whole amount may be typed. */
  chips: number[];
  /** The signed-in user's bets in the current round, one entry per box. */
  my_bets: SscBet[];
  balance: number;
  /** The last drawn round, or null before the first. */
  last_result: SscDrawn | null;
}

export const sscIndex = defineCall<Promo, SscIndex>({
  name: 'ssc.index',
  method: 'GET',
  host: 'api',
  path: '/go-v1/ssc/{promo}/index',
});

export interface SscBetParams extends Promo {
  user_id: number;
  bet_id: number;
  amount: number;
  /** The round the user saw; a bet that arrives after it closed is refused, not moved to the next. */
  round_id: number;
}

export interface SscBetResult {
  balance: number;
  my_bets: SscBet[];
}

export const sscBet = defineCall<SscBetParams, SscBetResult>({
  name: 'ssc.bet',
  method: 'POST',
  host: 'api',
  path: '/go-v1/ssc/{promo}/bet',
  moneyMoving: true,
});

export interface SscRoundResult {
  round_id: number;
  code: string;
  /** null while the round is still open (the phone's countdown may end a moment early). */
  result: number | null;
  my_bets: SscBet[];
  /** What the user's bets in this round paid back (0 when none won). */
  my_win: number;
  balance: number;
}

export const sscResult = defineCall<Promo & { round_id: number }, SscRoundResult>({
  name: 'ssc.result',
  method: 'GET',
  host: 'api',
  path: '/go-v1/ssc/{promo}/result',
});

/** The next round without the static parts of the board. */
export interface SscRefresh {
  server_time: number;
  round: SscRound;
  dashboard: SscDashboard;
  my_bets: SscBet[];
  balance: number;
  last_result: SscDrawn | null;
}

export const sscRefresh = defineCall<Promo, SscRefresh>({
  name: 'ssc.refresh',
  method: 'GET',
  host: 'api',
  path: '/go-v1/ssc/{promo}/refresh',
});

// ---- players ----

export interface SscWinner {
  uid: number;
  stage_name: string;
  avatar: string;
  win: number;
  code: string;
}

/** Recent winners, newest first. */
export const sscActivityUserList = defineCall<Promo, { list: SscWinner[] }>({
  name: 'ssc.activityUserList',
  method: 'GET',
  host: 'api',
  path: '/go-v1/ssc/{promo}/activity-user-list',
});

export interface SscTopUser {
  rank: number;
  uid: number;
  stage_name: string;
  avatar: string;
  /** Total won today. */
  win: number;
}

export const sscActivityUserTop = defineCall<Promo, { list: SscTopUser[] }>({
  name: 'ssc.activityUserTop',
  method: 'GET',
  host: 'api',
  path: '/go-v1/ssc/{promo}/activity-user-top',
});

// ---- records ----

export const sscRecords = defineCall<Promo & { page: number }, Paged<SscDrawn>>({
  name: 'ssc.records',
  method: 'GET',
  host: 'api',
  path: '/go-v1/ssc/{promo}/records',
});

export interface SscMyRecord {
  round_id: number;
  code: string;
  bet_id: number;
  bet_name: string;
  amount: number;
  /** null while the round is open. */
  result: number | null;
  win: number;
}

export const sscMyRecord = defineCall<Promo & { page: number }, Paged<SscMyRecord>>({
  name: 'ssc.myRecord',
  method: 'GET',
  host: 'api',
  path: '/go-v1/ssc/{promo}/my-record',
});

// ---- configuration ----

export const sscIsTransferToGo = defineCall<Promo, { is_transfer_to_go: boolean }>({
  name: 'ssc.isTransferToGo',
  method: 'GET',
  host: 'api',
  path: '/go-v1/ssc/{promo}/is-transfer-to-go',
});

/** A saved bet plan: the boxes and the amount the board preselects. */
export interface SscStrategy {
  bet_ids: number[];
  amount: number;
}

export const sscGetStrategy = defineCall<Promo, { strategy: SscStrategy | null }>({
  name: 'ssc.getStrategy',
  method: 'GET',
  host: 'api',
  path: '/go-v1/ssc/{promo}/get-game-strategy',
});

export const sscSaveStrategy = defineCall<Promo & SscStrategy, { strategy: SscStrategy }>({
  name: 'ssc.saveStrategy',
  method: 'POST',
  host: 'api',
  path: '/go-v1/ssc/{promo}/save-game-strategy',
});

/** The recharge rebate (t1) panel. */
export interface SscT1Info {
  /** Percent of a recharge given back as game balance. */
  recharge_rate: number;
  recharge_total: number;
  recharge_rebate: number;
  /** 1: the rebate goes to the game balance; 0: it is off. */
  switch: 0 | 1;
}

export const sscUpdateSwitchStatus = defineCall<Promo & { switch: 0 | 1 }, SscT1Info>({
  name: 'ssc.updateSwitchStatus',
  method: 'POST',
  host: 'api',
  path: '/go-v1/ssc/{promo}/update-switch-status',
});

export const sscRechargeExperiment = defineCall<Promo, SscT1Info>({
  name: 'ssc.rechargeExperiment',
  method: 'POST',
  host: 'api',
  path: '/go-v1/ssc/{promo}/recharge-experiment',
});

// ---- ssc-rank and ssc-encirclement (paths designed here, see the decision record) ----

export interface SscRankUser {
  rank: number;
  uid: number;
  stage_name: string;
  avatar: string;
  /** What the user won in the season. */
  score: number;
}

export interface SscRankInfo {
  season: number;
  /** rank 0 when the user has not played this season. */
  my_user_info: SscRankUser;
  list: SscRankUser[];
}

export const sscRank = defineCall<Promo & { season?: number }, SscRankInfo>({
  name: 'ssc.rank',
  method: 'GET',
  host: 'api',
  path: '/go-v1/ssc/{promo}/ssc-rank/list',
});

export type SscSeasonStatus = 'before' | 'during' | 'end';
export type SscUserSeasonState = 'none' | 'alive' | 'out' | 'reborn';

export interface SscBkInfo {
  mode_config: { round_seconds: number; season_rounds: number };
  /** Players promoted in the season's last drawn round by winning while still in. */
  normal_promote_user_num: number;
  /** Players promoted in it after having been knocked out: back in the game. */
  reborn_promote_user_num: number;
  season_state: { season: number; round: number };
  user_season_state: { state: SscUserSeasonState; promoted_rounds: number; score: number };
  season_status: SscSeasonStatus;
}

export const sscEncirclementInfo = defineCall<Promo, SscBkInfo>({
  name: 'ssc.encirclementInfo',
  method: 'GET',
  host: 'api',
  path: '/go-v1/ssc/{promo}/ssc-encirclement/info',
});

export interface SscLuckyUser {
  uid: number;
  stage_name: string;
  avatar: string;
  reward: number;
}

export interface SscLuckyResult {
  season: number;
  round: number;
  lucky_reward_user_list: SscLuckyUser[];
  is_lucky_reward_sent: boolean;
}

export const sscLuckyResult = defineCall<Promo & { season: number; round: number }, SscLuckyResult>({
  name: 'ssc.luckyResult',
  method: 'GET',
  host: 'api',
  path: '/go-v1/ssc/{promo}/ssc-encirclement/lucky-result',
});

export interface SscFinalResult {
  season: number;
  /** null when the user did not play the season. */
  my_reward_info: { rank: number; score: number; reward: number } | null;
  is_final_reward_sent: boolean;
}

export const sscFinalResult = defineCall<Promo & { season: number }, SscFinalResult>({
  name: 'ssc.finalResult',
  method: 'GET',
  host: 'api',
  path: '/go-v1/ssc/{promo}/ssc-encirclement/final-result',
});

// ---- age confirmation (web-game host paths) ----

export const webGameIsPopupAgeConfirm = defineCall<Record<string, never>, { is_popup: boolean }>({
  name: 'ssc.isPopupAgeConfirm',
  method: 'GET',
  host: 'api',
  path: '/go-v1/web-game/is-popup-age-confirm',
});

export const webGameConfirmAge = defineCall<{ is_yes: 0 | 1 }, { is_adult: boolean }>({
  name: 'ssc.confirmAge',
  method: 'POST',
  host: 'api',
  path: '/go-v1/web-game/confirm-age',
});

/** Tells the server the user is (1) or is no longer (0) playing, so live rooms can show it. */
export const webGameMultiLiveStatus = defineCall<{ game: string; status: 0 | 1 }, { status: 0 | 1 }>({
  name: 'ssc.multiLiveStatus',
  method: 'POST',
  host: 'api',
  path: '/go-v1/web-game/multi-live-status',
});

export const sscCalls = [
  sscIndex,
  sscBet,
  sscResult,
  sscRefresh,
  sscActivityUserList,
  sscActivityUserTop,
  sscRecords,
  sscMyRecord,
  sscIsTransferToGo,
  sscGetStrategy,
  sscSaveStrategy,
  sscUpdateSwitchStatus,
  sscRechargeExperiment,
  sscRank,
  sscEncirclementInfo,
  sscLuckyResult,
  sscFinalResult,
  webGameIsPopupAgeConfirm,
  webGameConfirmAge,
  webGameMultiLiveStatus,
];
