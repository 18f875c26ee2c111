import { describe, expect, it } from 'vitest';
import { defineCall } from '../call.ts';
import { type Paged, pageLoader, toPageResult } from '../paged.ts';

describe('toPageResult', () => {
  it('turns the server page into an infinite-list page', () => {
    expect(toPageResult({ list: [1, 2], has_more: true })).toEqual({ items: [1, 2], hasMore: true });
    expect(toPageResult({ list: [3], has_more: false })).toEqual({ items: [3], hasMore: false });
  });
  it('ends the list on a page without a list, or an empty page that claims more', () => {
    expect(toPageResult({ list: null, has_more: true } as unknown as Paged<number>)).toEqual({
      items: [],
      hasMore: false,
    });
    expect(toPageResult({ list: [], has_more: true })).toEqual({ items: [], hasMore: false });
  });
});

describe('pageLoader', () => {
  it('asks for page n with the fixed parameters', async () => {
    const def = defineCall<{ promo: string; page: number }, Paged<string>>({
      name: 't.list',
      method: 'GET',
      host: 'api',
      path: '/x/{promo}',
    });
    const seen: unknown[] = [];
    const call = async <P extends object, R>(_d: unknown, p: P) => {
      seen.push(p);
      return { list: ['a'], has_more: true } as R;
    };
    const load = pageLoader(call, def, { promo: '7' });
    expect(await load(3)).toEqual({ items: ['a'], hasMore: true });
    expect(seen).toEqual([{ promo: '7', page: 3 }]);
  });

  it('takes page 1 from the answer in hand once, then asks the server', async () => {
    const def = defineCall<{ promo: string; page: number }, Paged<string>>({
      name: 't.list',
      method: 'GET',
      host: 'api',
      path: '/x/{promo}',
    });
    const seen: unknown[] = [];
    const call = async <P extends object, R>(_d: unknown, p: P) => {
      seen.push(p);
      return { list: ['fresh'], has_more: false } as R;
    };
    const load = pageLoader(call, def, { promo: '7' }, { list: ['held'], has_more: true });
    expect(await load(1)).toEqual({ items: ['held'], hasMore: true });
    expect(seen).toEqual([]);
    expect(await load(2)).toEqual({ items: ['fresh'], hasMore: false });
    expect(await load(1)).toEqual({ items: ['fresh'], hasMore: false });
    expect(seen).toEqual([
      { promo: '7', page: 2 },
      { promo: '7', page: 1 },
    ]);
  });
});
