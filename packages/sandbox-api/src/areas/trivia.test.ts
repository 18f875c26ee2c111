import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../area.ts';
import { serveSandbox } from '../testServer.ts';
import { generalArea } from './general.ts';
import { type LuckyEggState, luckyEggArea } from './luckyEgg.ts';
import { ANSWERED, NO_DRAWS, POINTS, SECONDS_PER_QUESTION, triviaArea } from './trivia.ts';

const served = serveSandbox([generalArea, luckyEggArea, triviaArea] as AreaDefinition<unknown>[]);

async function call(path: string, body?: Record<string, unknown>) {
  const res = await fetch(served.origin + path, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', token: 'tok-1001' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as { code: number; data: Record<string, unknown> };
}

describe('the trivia area', () => {
  it('scores a right answer in time, once, and a late one as wrong', async () => {
    const round = (await call('/trivia/round', {})).data as {
      round_id: string;
      questions: Array<{ deadline: number }>;
    };
    const first = await call('/trivia/answer', { round_id: round.round_id, question_id: 1, option_id: 2 });
    expect(first.data).toMatchObject({ correct: true, late: false, score: POINTS });
    expect(
      (await call('/trivia/answer', { round_id: round.round_id, question_id: 1, option_id: 2 })).code,
    ).toBe(ANSWERED.code);
    served.sandbox.clock.set(served.sandbox.clock.now() + 2 * SECONDS_PER_QUESTION * 1000 + 1);
    const late = await call('/trivia/answer', { round_id: round.round_id, question_id: 2, option_id: 1 });
    expect(late.data).toMatchObject({ correct: false, late: true, score: POINTS });
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
