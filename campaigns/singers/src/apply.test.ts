// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INTRO_PROBLEM, introProblem, qualifies, STATE_TEXTS, stateText } from './apply.ts';

describe('introProblem', () => {
  it('takes 10 to 300 characters, spaces around not counted', () => {
    expect(introProblem('   short   ')).toBe(INTRO_PROBLEM);
    expect(introProblem('I sing ghazals')).toBeNull();
    expect(introProblem('x'.repeat(300))).toBeNull();
    expect(introProblem('x'.repeat(301))).toBe(INTRO_PROBLEM);
  });
});

describe('qualifies', () => {
  it('needs every requirement met', () => {
    const r = (have: number) => ({ key: 'k', label: 'l', need: 10, have });
    expect(qualifies([r(10), r(11)])).toBe(true);
    expect(qualifies([r(10), r(9)])).toBe(false);
    expect(qualifies([])).toBe(true);
  });
});

describe('stateText', () => {
  it('reads each state, an unknown one as under review', () => {
    expect(stateText('approved')).toBe(STATE_TEXTS.approved);
    expect(stateText('rejected')).toBe(STATE_TEXTS.rejected);
    expect(stateText('escalated')).toBe(STATE_TEXTS.pending);
  });
});
