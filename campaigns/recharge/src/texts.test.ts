import { describe, expect, it } from 'vitest';
import ar from './messages/ar.json' with { type: 'json' };
import { ALL_TEXTS } from './texts.ts';

describe('the campaign texts', () => {
  it('each has its Arabic', () => {
    const missing = ALL_TEXTS.filter((k) => !(k in ar));
    expect(missing).toEqual([]);
  });

  it('every Arabic plural has all six forms', () => {
    for (const [key, value] of Object.entries(ar)) {
      if (!key.includes('plural')) continue;
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other'])
        expect(value, key).toContain(`${form} {`);
    }
  });
});
