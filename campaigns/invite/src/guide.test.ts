import { describe, expect, it } from 'vitest';
import { guideSeen, markGuideSeen, shouldShowGuide } from './guide.ts';

describe('guide popup', () => {
  it('shows while the server offers it and until the user closed it', () => {
    expect(shouldShowGuide(true, false)).toBe(true);
    expect(shouldShowGuide(true, true)).toBe(false);
    expect(shouldShowGuide(false, false)).toBe(false);
  });

  it('remembers per user that it was closed', () => {
    localStorage.clear();
    expect(guideSeen(1001)).toBe(false);
    markGuideSeen(1001);
    expect(guideSeen(1001)).toBe(true);
    expect(guideSeen(1002)).toBe(false);
  });
});
