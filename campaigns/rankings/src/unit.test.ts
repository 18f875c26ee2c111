// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UNIT_TEXTS, unitText } from './unit.ts';

describe('unitText', () => {
  it('reads each unit of the server', () => {
    expect(unitText('gifts')).toBe(UNIT_TEXTS.gifts);
    expect(unitText('votes')).toBe(UNIT_TEXTS.votes);
    expect(unitText('score')).toBe(UNIT_TEXTS.score);
  });
  it('reads a unit it does not know as points', () => {
    expect(unitText('hearts')).toBe(UNIT_TEXTS.score);
  });
});
