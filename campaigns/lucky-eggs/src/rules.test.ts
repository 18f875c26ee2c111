// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eggRules, RULES } from './rules.ts';

describe('eggRules', () => {
  it('lists every rule once the price and dates are known, with their numbers', () => {
    const rules = eggRules({ one: 20, ten: 180 }, { begin_time: 0, end_time: 86_400 });
    expect(rules.map((r) => r?.text)).toEqual(Object.values(RULES));
    expect(rules[1]?.vars).toEqual({ one: '20', ten: '180' });
  });
  it('leaves out the rules whose numbers have not arrived', () => {
    expect(eggRules(undefined, undefined).filter(Boolean)).toHaveLength(4);
  });
});
