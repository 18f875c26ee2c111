// Spec 2 `rule`: how the war runs, open to visitors. The rules are the promotion's own (server
// text), so a season that changes its levels or days never shows last season's rules.

import type { PromotionContext } from '@h5/blocks/promotion';
import { EmptyState, LineSkeleton, Link, Page, type ScreenProps, t, useSignals } from '@h5/ui-kit';
import { WarPage } from '../components/WarPage.tsx';

export const NO_RULES = 'The rules of this war are not published yet.';

export function Rule({ query }: ScreenProps) {
  return (
    <WarPage query={query} title="Rules" className="pf-rules">
      {(_, ctx) => <Rules promotion={ctx.promotion} />}
    </WarPage>
  );
}

function Rules({ promotion }: { promotion: PromotionContext['promotion'] }) {
  useSignals();
  const p = promotion.data.value;
  return (
    <Page title={t('Rules')} className="pf-rules">
      <section className="h5-card">
        {!p ? (
          <LineSkeleton />
        ) : p.rules?.length ? (
          <ol className="pf-rule-list" data-testid="rules">
            {p.rules.map((r) => (
              <li key={r}>
                <bdi>{r}</bdi>
              </li>
            ))}
          </ol>
        ) : (
          <EmptyState>{t(NO_RULES)}</EmptyState>
        )}
      </section>
      <div className="pf-cta">
        <Link to="/v/powerful-family/entry" className="h5-button h5-button-block" testId="to-entry">
          {t('Back to the war')}
        </Link>
      </div>
    </Page>
  );
}
