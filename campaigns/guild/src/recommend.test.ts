// @vitest-environment node
import type { GuildCard } from '@h5/core-api/contracts/guild';
import { describe, expect, it, vi } from 'vitest';
import { RECOMMEND_PAGE_SIZE, recommendPages, searchContent } from './recommend.ts';

const guild = (id: number) => ({ guild_id: id }) as GuildCard;

describe('recommended guilds', () => {
  it('asks the page, its size and the search', async () => {
    const call = vi.fn().mockResolvedValue({ list: [], has_more: false });
    await recommendPages(call, 1, 'manila')(3);
    expect(call).toHaveBeenCalledWith({
      identity: 1,
      page: 3,
      pageSize: RECOMMEND_PAGE_SIZE,
      content: 'manila',
    });
  });
  it('goes on while the server says there is more, even after a short page', async () => {
    const load = recommendPages(async () => ({ list: [guild(1)], has_more: true }), 1, '');
    expect(await load(1)).toEqual({ items: [guild(1)], hasMore: true });
  });
  it('stops exactly when the server says there is no more, even after a full page', async () => {
    const full = Array.from({ length: RECOMMEND_PAGE_SIZE }, (_, i) => guild(i));
    const load = recommendPages(async () => ({ list: full, has_more: false }), 1, '');
    expect(await load(2)).toEqual({ items: full, hasMore: false });
  });
  it('stops on an answer without a list or a flag', async () => {
    const load = recommendPages(async () => ({}) as never, 0, '');
    expect(await load(1)).toEqual({ items: [], hasMore: false });
  });
  it('cleans the search', () => {
    expect(searchContent('  Manila   Voices ')).toBe('Manila Voices');
    expect(searchContent('x'.repeat(40))).toHaveLength(30);
    expect(searchContent('   ')).toBe('');
  });
});
