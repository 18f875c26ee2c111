// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canHit } from './phase.ts';

describe('canHit (spec 4)', () => {
  it('only while the campaign runs', () => {
    expect(canHit({ phase: 'running', nextChangeMs: 1 })).toBe(true);
    expect(canHit({ phase: 'before', nextChangeMs: 1 })).toBe(false);
    expect(canHit({ phase: 'ended', nextChangeMs: null })).toBe(false);
  });
  it('not before the phase is known', () => {
    expect(canHit(null)).toBe(false);
  });
});
