// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lakhProgress, showState } from './lakh.ts';

describe('lakh game', () => {
  it('measures the balance against one lakh', () => {
    expect(lakhProgress(25_000, 100_000)).toBe(0.25);
    expect(lakhProgress(150_000, 100_000)).toBe(1);
    expect(lakhProgress(-1, 100_000)).toBe(0);
    expect(lakhProgress(10, 0)).toBe(0);
  });

  it('says whether the show is live, coming or over', () => {
    const show = { live: true, starts_at: 100, ends_at: 200 };
    expect(showState(show, 150)).toBe('live');
    expect(showState({ ...show, live: false }, 50)).toBe('soon');
    expect(showState({ ...show, live: false }, 250)).toBe('over');
    expect(showState(show, 250)).toBe('over');
  });
});
