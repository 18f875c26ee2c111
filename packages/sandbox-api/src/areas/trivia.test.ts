import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../area.ts';
import { serveSandbox } from '../testServer.ts';
import { generalArea } from './general.ts';
import { type LuckyEggState, luckyEggArea } from './luckyEgg.ts';
import {
  ANSWERED,
  NO_DRAWS,
  NO_SUCH_ROUND,
  NOT_YET,
  POINTS,
  SECONDS_PER_QUESTION,
  type TriviaState,
  triviaArea,
} from './trivia.ts';

const served = serveSandbox([generalArea, luckyEggArea, triviaArea] as AreaDefinition<unknown>[]);

async function call(path: string, body?: Record<string, unknown>) {
  const res = await fetch(served.origin + path, {
    method: body ? 'POST' : 'GET',
    // The share draw is a money call: each request here is its own intent.
    headers: {
      'content-type': 'application/json',
      token: 'tok-1001',
      'idempotency-key': crypto.randomUUID(),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as { code: number; data: Record<string, unknown> };
}

describe('the trivia area', () => {
  const clock = served.sandbox.clock;
  const newRound = async () => (await call('/trivia/round', {})).data as { round_id: string; count: number };
  const reveal = async (round_id: string, index: number) =>
    (await call('/trivia/question', { round_id, index })) as { code: number; data: { deadline: number } };

  it("answers the quiz's figures before a round, the same a round then runs on", async () => {
    const quiz = await call('/trivia/quiz');
    expect(quiz.data).toEqual({ count: 5, seconds: SECONDS_PER_QUESTION, points: POINTS });
    served.sandbox.state<TriviaState>('trivia').seconds = 20;
    expect((await call('/trivia/quiz')).data.seconds).toBe(20);
    const round = await newRound();
    expect(round).toMatchObject({ count: 5, seconds: 20 });
    const shown = await reveal(round.round_id, 1);
    expect(shown.data.deadline - clock.now()).toBeGreaterThan(SECONDS_PER_QUESTION * 1000);
    served.sandbox.state<TriviaState>('trivia').seconds = SECONDS_PER_QUESTION;
  });

  it('scores a right answer in time, once, and a late one as wrong', async () => {
    const round = await newRound();
    expect(round.count).toBe(5);
    await reveal(round.round_id, 1);
    const first = await call('/trivia/answer', { round_id: round.round_id, question_id: 1, option_id: 2 });
    expect(first.data).toMatchObject({ correct: true, late: false, score: POINTS });
    expect(
      (await call('/trivia/answer', { round_id: round.round_id, question_id: 1, option_id: 2 })).code,
    ).toBe(ANSWERED.code);
    await reveal(round.round_id, 2);
    clock.set(clock.now() + SECONDS_PER_QUESTION * 1000 + 1);
    const late = await call('/trivia/answer', { round_id: round.round_id, question_id: 2, option_id: 1 });
    expect(late.data).toMatchObject({ correct: false, late: true, score: POINTS });
  });

  it("starts each question's clock when it is revealed, not when the round starts", async () => {
    const round = await newRound();
    await reveal(round.round_id, 1);
    await call('/trivia/answer', { round_id: round.round_id, question_id: 1, option_id: 2 });
    // A long read of the first result: the second question's time has not started.
    clock.set(clock.now() + 60_000);
    const shown = await reveal(round.round_id, 2);
    // The full time left, counted from now (the sandbox clock runs on: a few ms may have passed).
    expect(shown.data.deadline - clock.now()).toBeGreaterThan(SECONDS_PER_QUESTION * 1000 - 500);
    expect(shown.data.deadline - clock.now()).toBeLessThanOrEqual(SECONDS_PER_QUESTION * 1000);
    // Asked again (a retry, a reload), the same deadline: the clock is not reset.
    clock.set(clock.now() + 5_000);
    expect((await reveal(round.round_id, 2)).data.deadline).toBe(shown.data.deadline);
    const a = await call('/trivia/answer', { round_id: round.round_id, question_id: 2, option_id: 1 });
    expect(a.data).toMatchObject({ correct: true, late: false });
  });

  it('reveals the next question only after this one is answered or out of time, and refuses an unrevealed answer', async () => {
    const round = await newRound();
    expect(
      (await call('/trivia/answer', { round_id: round.round_id, question_id: 1, option_id: 2 })).code,
    ).toBe(NO_SUCH_ROUND.code);
    await reveal(round.round_id, 1);
    expect((await reveal(round.round_id, 2)).code).toBe(NOT_YET.code);
    clock.set(clock.now() + SECONDS_PER_QUESTION * 1000 + 1);
    expect((await reveal(round.round_id, 2)).code).toBe(0);
  });

  it('grants the share draw once a day', async () => {
    expect((await call('/api/strong/share/config?config_id=3')).data.draws_left).toBe(1);
    const golds = () => served.sandbox.state<LuckyEggState>('luckyEgg').golds.get(1001) ?? 0;
    const before = golds();
    const drawn = (await call('/api/strong/share/lottery?config_id=3')) as {
      code: number;
      data: { prize: { id: number } };
    };
    expect(drawn.code).toBe(0);
    // Golds won land in the wallet; the sticker adds none.
    expect(golds() - before).toBe({ 1: 20, 2: 0, 3: 100 }[drawn.data.prize.id]);
    expect((await call('/api/strong/share/lottery?config_id=3')).code).toBe(NO_DRAWS.code);
    served.sandbox.clock.set(served.sandbox.clock.now() + 86_400_000);
    expect((await call('/api/strong/share/lottery?config_id=3')).code).toBe(0);
  });
});
