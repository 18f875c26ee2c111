// The superstar winners: the first places of each stage that ended, with their recordings to play
// in the page; a stage still running or to come says when its winners are known.

import { PromotionPage } from '@h5/blocks/promotion';
import { WINNERS_PER_STAGE } from '@h5/core-api/contracts/champion';
import { formatNumber } from '@h5/i18n';
import {
  Async,
  api,
  LinkButtons,
  language,
  Page,
  type ScreenProps,
  serverClock,
  t,
  useSignals,
} from '@h5/ui-kit';
import { EntryCard } from '../components/EntryCard.tsx';
import { Hero } from '../components/Hero.tsx';
import { RESULTS_READ } from '../reads.ts';
import { PATHS, TITLES } from '../routes.ts';
import { stageView } from '../stage.ts';
import { useUserRead } from '../useUserRead.ts';

export const WINNERS_LATER = 'The winners are known when this stage ends.';
export const NO_WINNERS = 'Nobody entered this stage.';

export function SuperstarWinner({ query }: ScreenProps) {
  return (
    <PromotionPage query={query} title={t(TITLES.winner)} className="ch-page">
      {({ id, promotion }) => (
        <Page title={t(TITLES.winner)} className="ch-page">
          <Hero promotion={promotion} />
          <Winners promotionId={id} />
          <LinkButtons
            className="ch-more"
            links={[{ to: PATHS.champion, label: 'Champion spin', secondary: true }]}
          />
        </Page>
      )}
    </PromotionPage>
  );
}

function Winners({ promotionId }: { promotionId: string }) {
  useSignals();
  const lang = language.value;
  const [results] = useUserRead(
    () => api().call(RESULTS_READ.call, { promotion_id: promotionId }),
    [promotionId],
  );
  return (
    <Async r={results} height="12rem">
      {(r) => {
        const { states } = stageView(
          r.stages.map((s) => s.stage),
          serverClock().now(),
        );
        // The latest stage first: the freshest winners lead.
        return (
          <div className="ch-winners" data-testid="winners-by-stage">
            {r.stages
              .map((s, i) => ({ ...s, state: states[i] }))
              .reverse()
              .map(({ stage, entries, state }) => (
                <section
                  key={stage.id}
                  className="ch-winner-stage"
                  data-testid="winner-stage"
                  data-state={state}
                >
                  <h2 className="ch-section-title">
                    <bdi>{stage.name}</bdi>
                  </h2>
                  {state !== 'done' ? (
                    <p className="h5-card h5-state">{t(WINNERS_LATER)}</p>
                  ) : entries.length === 0 ? (
                    <p className="h5-card h5-state">{t(NO_WINNERS)}</p>
                  ) : (
                    entries.slice(0, WINNERS_PER_STAGE).map((e, place) => (
                      <div key={e.id} className={`ch-winner ch-place-${place + 1}`}>
                        <span className="ch-medal" aria-hidden="true">
                          {formatNumber(lang, place + 1)}
                        </span>
                        <EntryCard entry={e} testId="winner" />
                      </div>
                    ))
                  )}
                </section>
              ))}
          </div>
        );
      }}
    </Async>
  );
}
