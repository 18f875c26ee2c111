// The lakh ranking of the current round (paged), with my own row pinned under it.

import { getLakhLiveInfo, getLakhRank, type LakhRankRow } from '@h5/core-api/contracts/invite';
import { Async, api, InfiniteList, Page, pagesOf, t, useResource } from '@h5/ui-kit';
import { PersonRow } from '../components/PersonRow.tsx';
import { TITLES } from '../routes.ts';
import { LAKH_POINTS } from '../texts.ts';

export const RANK_TEXTS = { empty: 'Nobody is ranked in this round yet.' } as const;

export function LakhRank() {
  const live = useResource(() => api().call(getLakhLiveInfo, {}));
  return (
    <Page title={t(TITLES.lakhRank)} className="inv-page inv-lakh">
      <Async r={live} height="20rem">
        {(l) => <Round id={l.round_id} />}
      </Async>
    </Page>
  );
}

function Round({ id }: { id: number }) {
  // Page 1 is read once: it carries my row, and the list starts from it.
  const first = useResource(() => api().call(getLakhRank, { id, page: 1 }), [id]);
  return (
    <Async r={first} height="20rem">
      {(d) => (
        <>
          <section className="h5-card inv-lists">
            <InfiniteList
              load={pagesOf<{ id: number; page: number }, LakhRankRow>(getLakhRank, { id }, d)}
              itemKey={(r) => r.uid}
              empty={<p className="h5-state">{t(RANK_TEXTS.empty)}</p>}
              renderItem={(r) => (
                <PersonRow person={r} rank={r.rank} end={t(LAKH_POINTS, { n: r.points })} testId="rank-row" />
              )}
            />
          </section>
          {d.me ? (
            <div className="inv-me-row" data-testid="my-rank">
              <PersonRow person={d.me} rank={d.me.rank} end={t(LAKH_POINTS, { n: d.me.points })} mine />
            </div>
          ) : null}
        </>
      )}
    </Async>
  );
}
