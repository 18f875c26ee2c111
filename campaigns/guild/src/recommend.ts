// Spec 3 and 4: the recommended guilds, paged with `has_more` and searched by `content`; the list
// stops exactly when the server says there is no more, and not before.

import type { Paged, PageResult } from '@h5/core-api';
import type { GuildCard, GuildIdentity } from '@h5/core-api/contracts/guild';

export const RECOMMEND_PAGE_SIZE = 10;
/** The longest search the box takes. */
export const SEARCH_MAX = 30;

/** The search as it is sent: trimmed, inner spaces made one, at most SEARCH_MAX characters. */
export function searchContent(raw: string): string {
  return [...raw.trim().replace(/\s+/g, ' ')].slice(0, SEARCH_MAX).join('').trim();
}

type Caller = (params: {
  identity: GuildIdentity;
  page: number;
  pageSize: number;
  content: string;
}) => Promise<Paged<GuildCard>>;

/** Page n of the recommended guilds for `<InfiniteList load>`. */
export function recommendPages(call: Caller, identity: GuildIdentity, content: string) {
  return async (page: number): Promise<PageResult<GuildCard>> => {
    const answer = await call({ identity, page, pageSize: RECOMMEND_PAGE_SIZE, content });
    return { items: Array.isArray(answer?.list) ? answer.list : [], hasMore: answer?.has_more === true };
  };
}
