// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { day, money } from './format.ts';

describe('formats', () => {
  it('writes money with its currency, and a bad code as number and code', () => {
    expect(money('en', 17.33, 'USD')).toBe('$17.33');
    expect(money('en', 5, 'not a code')).toBe('5 not a code');
  });

  it('writes a day, and nothing for a bad time', () => {
    expect(day('en', 1_800_000_000)).toBe('Jan 15, 2027');
    expect(day('en', Number.NaN)).toBe('');
  });
});
