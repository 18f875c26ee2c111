// Trivia (campaigns/trivia; spec 1 "trivia", spec 7 "Trivia"): a round of questions, each with a
// time limit on the server's clock, answers checked by the server, the score, and a share that
// grants one lottery draw. Spec 7 names the share calls (config_id 3); the round and the answer
// are ours (docs/api-gaps.md, "Trivia").

import { defineCall } from '../call.ts';

/** Spec 7: the trivia's share and lottery are config 3. */
export const TRIVIA_CONFIG_ID = 3;

export interface TriviaQuestion {
  id: number;
  /** Server text. */
  text: string;
  options: Array<{ id: number; text: string }>;
  /**
   * When answers stop being taken, ms on the server's clock: the time limit counted from the
   * moment the server first revealed this question, so time spent on the previous result never
   * eats into it.
   */
  deadline: number;
}

/** What a round of the quiz is: the same figures before a round starts and in each round. */
export interface TriviaQuiz {
  /** How many questions a round has; each is revealed one at a time (`revealQuestion`). */
  count: number;
  /** Seconds each question gives once revealed. */
  seconds: number;
  /** Points for a right answer in time. */
  points: number;
}

export interface TriviaRound extends TriviaQuiz {
  round_id: string;
}

export interface TriviaAnswer {
  correct: boolean;
  /** Too late: the answer came after the question's deadline. */
  late: boolean;
  correct_option: number;
  score: number;
}

/**
 * Not from the spec: the quiz as the server runs it now (questions in a round, seconds each,
 * points), so the intro states the server's figures before a round starts. Open to visitors.
 */
export const getQuiz = defineCall<Record<string, never>, TriviaQuiz>({
  name: 'trivia.quiz',
  method: 'GET',
  host: 'api',
  path: '/trivia/quiz',
});

/**
 * Not from the spec: a new round for the signed-in user. It names how many questions there are
 * but not what they say: each question is revealed on its own, when the page shows it.
 */
export const startRound = defineCall<Record<string, never>, TriviaRound>({
  name: 'trivia.round',
  method: 'POST',
  host: 'api',
  path: '/trivia/round',
});

/**
 * Not from the spec: reveals question `index` (1-based) of a round and starts its clock on the
 * server: the first reveal fixes its deadline, a repeated reveal (a retry, a reload) answers the
 * same question with the same deadline. A question is revealed only once the previous one is
 * answered or past its deadline.
 */
export const revealQuestion = defineCall<{ round_id: string; index: number }, TriviaQuestion>({
  name: 'trivia.question',
  method: 'POST',
  host: 'api',
  path: '/trivia/question',
});

/**
 * Not from the spec: one answer, checked on the server's clock against the question's own deadline
 * (from its reveal); once per question; an unrevealed question is refused.
 */
export const answerQuestion = defineCall<
  { round_id: string; question_id: number; option_id: number },
  TriviaAnswer
>({
  name: 'trivia.answer',
  method: 'POST',
  host: 'api',
  path: '/trivia/answer',
});

export interface ShareConfig {
  share_title: string;
  share_desc: string;
  share_link: string;
  /** Draws the share still grants today. */
  draws_left: number;
}

/** Spec 7: the trivia's share (answer shape not from the spec). */
export const getShareConfig = defineCall<{ config_id: number }, ShareConfig>({
  name: 'trivia.shareConfig',
  method: 'GET',
  host: 'api',
  path: '/api/strong/share/config',
});

/** Spec 7: the draw a share grants, once a day (answer shape not from the spec). */
export const getShareLottery = defineCall<
  { config_id: number },
  { prize: { id: number; name: string; icon: string }; draws_left: number }
>({
  name: 'trivia.shareLottery',
  method: 'GET',
  host: 'api',
  path: '/api/strong/share/lottery',
  moneyMoving: true,
});
