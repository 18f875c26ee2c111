// @vitest-environment node
import type { Entry } from '@h5/core-api/contracts/champion';
import { describe, expect, it } from 'vitest';
import { voteState } from './vote.ts';

const entry = (uid: number, voted = false) =>
  ({ id: 1, rank: 1, user: { uid, stage_name: 'x', avatar: '' }, votes: 3, voted }) as unknown as Entry;

describe('voteState', () => {
  it('asks a visitor to sign in', () => expect(voteState(entry(5), null, true)).toBe('visitor'));
  it('never offers a vote for the own entry', () => expect(voteState(entry(5), 5, true)).toBe('own'));
  it('says a vote was cast today', () => expect(voteState(entry(5, true), 6, true)).toBe('voted'));
  it('votes only while a stage is open', () => {
    expect(voteState(entry(5), 6, true)).toBe('can');
    expect(voteState(entry(5), 6, false)).toBe('closed');
  });
});
