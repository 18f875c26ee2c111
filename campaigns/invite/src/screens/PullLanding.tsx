// /v/share-new-pull/index: the newer shared-link page: who invites, what the newcomer gets, the
// way on in the app, and the friends inviting most (social proof for a newcomer).

import { getInviteRanking } from '@h5/core-api/contracts/invite';
import { Async, api, Page, type ScreenProps, t, useResource } from '@h5/ui-kit';
import { BrokenInvite, InviteLanding } from '../components/Inviter.tsx';
import { PersonRow } from '../components/PersonRow.tsx';
import { readUserId } from '../inviteCode.ts';
import { TITLES } from '../routes.ts';
import { HOME_TEXTS } from '../texts.ts';

export const PULL_TEXTS = { top: 'Top inviters this season' } as const;
const TOP = 5;

export function PullLanding({ query }: ScreenProps) {
  const userId = readUserId(query);
  return (
    <Page title={t(TITLES.share)} className="inv-page inv-share">
      <header className="inv-hero inv-hero-pull">
        <h1 className="inv-hero-title">{t(TITLES.share)}</h1>
      </header>
      {userId === null ? <BrokenInvite /> : <InviteLanding userId={userId} />}
      <TopInviters />
    </Page>
  );
}

function TopInviters() {
  const r = useResource(() => api().call(getInviteRanking, { page: 1 }));
  return (
    <section className="h5-card">
      <h2 className="inv-h">{t(PULL_TEXTS.top)}</h2>
      <Async r={r} height="12rem" isEmpty={(d) => d.list.length === 0} empty={t(HOME_TEXTS.noRanking)}>
        {(d) => (
          <ul className="inv-plain-list" data-testid="top-inviters">
            {d.list.slice(0, TOP).map((row) => (
              <li key={row.uid}>
                <PersonRow
                  person={row}
                  rank={row.rank}
                  end={t(HOME_TEXTS.invited, { n: row.invited })}
                  testId="rank-row"
                />
              </li>
            ))}
          </ul>
        )}
      </Async>
    </section>
  );
}
