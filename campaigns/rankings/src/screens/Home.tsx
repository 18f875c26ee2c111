import { PhaseBanner } from '@h5/blocks/phase-banner';
import { PromotionPage } from '@h5/blocks/promotion';
import { getRankingsBoard } from '@h5/core-api/contracts/rankings';
import { Async, api, Page, type ScreenProps, t, useResource } from '@h5/ui-kit';
import { UserName } from '@h5/ui-kit/identity';

const TITLE = 'Rankings';

export function Home({ query }: ScreenProps) {
  return (
    <PromotionPage query={query} title={t(TITLE)}>
      {({ id, phase }) => (
        <Page title={t(TITLE)}>
          <PhaseBanner phase={phase} />
          <Board promotionId={id} />
        </Page>
      )}
    </PromotionPage>
  );
}

function Board({ promotionId }: { promotionId: string }) {
  const board = useResource(() => api().call(getRankingsBoard, { promotion_id: promotionId }), [promotionId]);
  return (
    <section className="h5-card">
      <h2>{t('Leaders')}</h2>
      <Async r={board} height="4rem">
        {({ entries }) => (
          <ol className="h5-list" data-testid="board">
            {entries.map((e) => (
              <li key={e.uid}>
                <UserName name={e.stage_name} /> {e.score}
              </li>
            ))}
          </ol>
        )}
      </Async>
    </section>
  );
}
