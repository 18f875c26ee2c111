// Super Star Maker: the contest and its stage on the server's clock, the user's entry (or the way
// to enter: choose a recording, or find a song to sing in the app), and the entries ranked.

import { PhaseBanner } from '@h5/blocks/phase-banner';
import { PromotionPage } from '@h5/blocks/promotion';
import { RankList } from '@h5/blocks/rank-list';
import { Async, api, LinkButtons, Page, type ScreenProps, SignInPrompt, t } from '@h5/ui-kit';
import { EntryCard } from '../components/EntryCard.tsx';
import { Hero } from '../components/Hero.tsx';
import { rankEntry } from '../components/rankEntry.tsx';
import { StageStrip } from '../components/StageStrip.tsx';
import { CONTEST_READ, ENTRIES_READ } from '../reads.ts';
import { PATHS, TITLES } from '../routes.ts';
import { useUserRead } from '../useUserRead.ts';
import { VOTES } from '../vote.ts';

export const HOW_TO_ENTER =
  'Sing one of the contest songs and enter it. Friends vote, the most votes win each stage.';

export function MakerIndex({ query }: ScreenProps) {
  return (
    <PromotionPage query={query} title={t(TITLES.index)} className="ch-page">
      {({ id, promotion, phase }) => (
        <Page title={t(TITLES.index)} className="ch-page">
          <Hero promotion={promotion}>
            <PhaseBanner phase={phase} className="ch-hero-phase" />
          </Hero>
          <Contest promotionId={id} />
          <LinkButtons
            className="ch-more"
            links={[
              { to: PATHS.show, label: 'Stage results', secondary: true, testId: 'to-show' },
              { to: PATHS.winner, label: 'Winners', secondary: true, testId: 'to-winner' },
              { to: PATHS.champion, label: 'Champion spin', secondary: true, testId: 'to-champion' },
            ]}
          />
        </Page>
      )}
    </PromotionPage>
  );
}

function Contest({ promotionId }: { promotionId: string }) {
  const [contest, signedIn] = useUserRead(
    () => api().call(CONTEST_READ.call, { promotion_id: promotionId }),
    [promotionId],
  );
  const [entries] = useUserRead(
    () => api().call(ENTRIES_READ.call, { promotion_id: promotionId }),
    [promotionId],
  );
  return (
    <>
      <Async r={contest} height="8.7rem">
        {(c) => (
          <>
            <StageStrip stages={c.stages} onChange={() => void contest.load()} />
            <section className="ch-mine" data-testid="my-entry">
              <h2 className="ch-section-title">{t('My entry')}</h2>
              {signedIn === false ? (
                <div className="h5-card ch-enter">
                  <p>{t(HOW_TO_ENTER)}</p>
                  <SignInPrompt />
                </div>
              ) : c.my_entry ? (
                <EntryCard entry={c.my_entry} testId="mine">
                  <LinkButtons
                    links={[
                      {
                        to: PATHS.share,
                        query: { entry_id: c.my_entry.id },
                        label: 'Share my entry',
                        testId: 'to-share',
                      },
                      {
                        to: PATHS.invitation,
                        label: 'Invite friends to vote',
                        secondary: true,
                        testId: 'to-invite',
                      },
                    ]}
                  />
                </EntryCard>
              ) : (
                <div className="h5-card ch-enter">
                  <p>
                    {t(
                      'Sing one of the contest songs and enter it. Friends vote, the most votes win each stage.',
                    )}
                  </p>
                  <LinkButtons
                    stacked
                    links={[
                      { to: PATHS.chooseRecord, label: 'Enter with a recording', testId: 'to-choose' },
                      {
                        to: PATHS.search,
                        label: 'Find a song to sing',
                        secondary: true,
                        testId: 'to-search',
                      },
                    ]}
                  />
                </div>
              )}
            </section>
          </>
        )}
      </Async>
      <section className="ch-ranking">
        <h2 className="ch-section-title">{t('Entries ranked')}</h2>
        <Async r={entries} height="8rem">
          {(e) => (
            <RankList
              entries={e.list.map(rankEntry)}
              me={signedIn ? (e.me ? rankEntry(e.me) : null) : undefined}
              meFallback={t('Enter the contest to be ranked.')}
              renderScore={(n) => t(VOTES, { n })}
              empty="Nobody has entered yet. Be the first!"
              testId="ranking"
            />
          )}
        </Async>
      </section>
    </>
  );
}
