// @vitest-environment node
import { SPIN_TYPES } from '@h5/core-api/contracts/champion';
import { describe, expect, it } from 'vitest';
import { shareLeft, spinState } from './spins.ts';

const RUNNING = { phase: 'running' as const, nextChangeMs: 1 };
const ENDED = { phase: 'ended' as const, nextChangeMs: null };
const shares = (champion: boolean, entry: boolean) => [
  { spin_type: SPIN_TYPES.champion, granted: champion },
  { spin_type: SPIN_TYPES.entry, granted: entry },
];

describe('spinState', () => {
  it('leads a visitor to sign in, whatever the phase', () => {
    expect(spinState({ spins_left: null, shares: shares(false, false) }, RUNNING)).toBe('visitor');
    expect(spinState({ spins_left: null, shares: [] }, ENDED)).toBe('visitor');
  });

  it('spins while spins are left and the promotion runs', () => {
    expect(spinState({ spins_left: 2, shares: shares(true, true) }, RUNNING)).toBe('ready');
    expect(spinState({ spins_left: 2, shares: shares(true, true) }, ENDED)).toBe('closed');
    expect(spinState({ spins_left: 2, shares: [] }, null)).toBe('closed');
  });

  it('offers a share for a spin while a share type is not granted, else nothing', () => {
    expect(spinState({ spins_left: 0, shares: shares(true, false) }, RUNNING)).toBe('share');
    expect(spinState({ spins_left: 0, shares: shares(true, true) }, RUNNING)).toBe('none');
  });
});

describe('shareLeft', () => {
  it('tells by spin_type', () => {
    const s = { shares: shares(true, false) };
    expect(shareLeft(s, SPIN_TYPES.champion)).toBe(false);
    expect(shareLeft(s, SPIN_TYPES.entry)).toBe(true);
    expect(shareLeft(s, null)).toBe(true);
  });
});
