// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

const calls: unknown[] = [];
let fail = false;
vi.mock('@h5/blocks/share', () => ({ share: vi.fn(async () => undefined) }));
vi.mock('@h5/ui-kit', () => ({
  api: () => ({
    call: async (_def: unknown, params: unknown) => {
      calls.push(params);
      if (fail) throw new Error('offline');
      return { granted: true, spins_left: 2 };
    },
  }),
}));

const { share } = await import('@h5/blocks/share');
const { sharedPage, shareForSpin } = await import('./shareSpin.ts');

const FIELDS = {
  title: 'T',
  share_title: 'S',
  share_link: '/v/x',
  slogan: 'go',
  is_share_copy: true,
} as never;

describe('shareForSpin', () => {
  it('shares, then claims the spin of its spin_type', async () => {
    expect(await shareForSpin('5001', FIELDS, 2, 'http://h/p')).toEqual({ granted: true, spins_left: 2 });
    expect(share).toHaveBeenCalledWith(FIELDS, 'http://h/p');
    expect(calls.at(-1)).toEqual({ promotion_id: '5001', spin_type: 2 });
  });

  it('says nothing when the claim fails: the share went out', async () => {
    fail = true;
    expect(await shareForSpin('5001', FIELDS, 1, 'http://h/p')).toBeNull();
    fail = false;
  });
});

describe('sharedPage', () => {
  it('points the share at the page, with its own title when given', () => {
    expect(sharedPage(FIELDS, 'http://h/e?entry_id=3', 'Vote')).toMatchObject({
      share_link: 'http://h/e?entry_id=3',
      share_title: 'Vote',
      slogan: 'go',
    });
    expect(sharedPage(FIELDS, 'http://h/c').share_title).toBe('S');
  });
});
