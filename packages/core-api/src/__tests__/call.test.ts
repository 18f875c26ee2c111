// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fillPath, pathPattern } from '../call.ts';

describe('fillPath', () => {
  it('fills placeholders, encodes them and returns the rest', () => {
    expect(fillPath('/activity/{promotion_id}/lucky-egg', { promotion_id: 'a/b', page: 2 })).toEqual({
      path: '/activity/a%2Fb/lucky-egg',
      rest: { page: 2 },
    });
  });
  it('refuses a missing path parameter rather than calling a wrong URL', () => {
    expect(() => fillPath('/promotions/{id}', { id: '' })).toThrow(/Missing path parameter id/);
  });
});

describe('pathPattern', () => {
  it('captures parameters and escapes literals', () => {
    const m = pathPattern('/api/v17/{device}/promotions/{id}/{type}').exec(
      '/api/v17/android/promotions/20180518/hot',
    );
    expect(m?.groups).toEqual({ device: 'android', id: '20180518', type: 'hot' });
    expect(pathPattern('/a.b').test('/aXb')).toBe(false);
  });
});
