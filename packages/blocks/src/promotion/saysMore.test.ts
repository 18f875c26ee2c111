// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { saysMore } from './saysMore.ts';

describe('saysMore', () => {
  it('leaves out a name that repeats the page’s title, whole or in part', () => {
    expect(saysMore('World Cup Fever', 'World Cup')).toBe(false);
    expect(saysMore('Weekend Gift Rush', 'Weekend  gift rush')).toBe(false);
    expect(saysMore('سباق الحصان الذهبي', 'سباق الحصان الذهبي')).toBe(false);
    expect(saysMore('VIP recharge bonus', 'VIP recharge bonus')).toBe(false);
    expect(saysMore('', 'Gold week')).toBe(false);
  });

  it('keeps a name that says more', () => {
    expect(saysMore('Diwali Gift Rush', 'Local Gift Festival')).toBe(true);
  });
});
