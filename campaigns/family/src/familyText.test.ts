// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  length,
  NAME_LENGTH,
  NAME_UNCHANGED,
  nameProblem,
  SLOGAN_LENGTH,
  sloganProblem,
} from './familyText.ts';

describe('family name and slogan', () => {
  it('counts characters, an emoji as one, without the spaces around', () => {
    expect(length('  🎤ab ')).toBe(3);
  });

  it('takes 2 to 20 characters for a name, different from the current one', () => {
    expect(nameProblem('A', 'Old')?.key).toBe(NAME_LENGTH);
    expect(nameProblem('x'.repeat(21), 'Old')?.key).toBe(NAME_LENGTH);
    expect(nameProblem('x'.repeat(20), 'Old')).toBeNull();
    expect(nameProblem(' Old ', 'Old')?.key).toBe(NAME_UNCHANGED);
    expect(nameProblem('نجوم', 'Old')).toBeNull();
  });

  it('takes a slogan of at most 60 characters, empty included', () => {
    expect(sloganProblem('')).toBeNull();
    expect(sloganProblem('x'.repeat(60))).toBeNull();
    expect(sloganProblem('x'.repeat(61))?.key).toBe(SLOGAN_LENGTH);
  });
});
