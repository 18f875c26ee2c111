// Invite friends to vote: the user's entry, one button to send the invitation (the entry's share
// link; the first one earns the entry spin), and the friends who voted for it, newest first.

import { PromotionPage } from '@h5/blocks/promotion';
import type { Promotion } from '@h5/core-api/contracts/general';
import { formatNumber } from '@h5/i18n';
import {
  Async,
  api,
  language,
  Page,
  type Resource,
  type ScreenProps,
  t,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { EntryCard } from '../components/EntryCard.tsx';
import { Hero } from '../components/Hero.tsx';
import { NoEntry } from '../components/NoEntry.tsx';
import { ShareEntry } from '../components/ShareEntry.tsx';
import { INVITATIONS_READ } from '../reads.ts';
import { TITLES } from '../routes.ts';

export const FRIENDS_VOTED =
  '{n, plural, =0 {No friend has voted yet. Send the invitation!} one {# friend voted for you} other {# friends voted for you}}';

export function MakerInvitation({ query }: ScreenProps) {
  return (
    <PromotionPage query={query} title={t(TITLES.invitation)} className="ch-page">
      {({ id, promotion }) => (
        <Page title={t(TITLES.invitation)} className="ch-page">
          <Hero promotion={promotion} />
          <Invitations promotionId={id} promotion={promotion} />
        </Page>
      )}
    </PromotionPage>
  );
}

function Invitations({ promotionId, promotion }: { promotionId: string; promotion: Resource<Promotion> }) {
  useSignals();
  const lang = language.value;
  const inv = useResource(
    () => api().call(INVITATIONS_READ.call, { promotion_id: promotionId }),
    [promotionId],
  );
  return (
    <Async r={inv} height="8rem">
      {({ entry, voters }) =>
        entry ? (
          <>
            <EntryCard entry={entry}>
              <ShareEntry
                promotionId={promotionId}
                promotion={promotion}
                entry={entry}
                myUid={entry.user.uid}
                label="Invite friends to vote"
                primary
              />
            </EntryCard>
            <section className="h5-card ch-voters" data-testid="voters">
              <h2 className="ch-section-title">{t(FRIENDS_VOTED, { n: voters.length })}</h2>
              {voters.length ? (
                <ul className="h5-list">
                  {voters.map((v) => (
                    <li key={v.uid} className="ch-voter">
                      <Avatar src={v.avatar} size={36} />
                      <UserName name={v.stage_name} />
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className="h5-muted">{t('Votes so far: {n}', { n: formatNumber(lang, entry.votes) })}</p>
            </section>
          </>
        ) : (
          <NoEntry />
        )
      }
    </Async>
  );
}
