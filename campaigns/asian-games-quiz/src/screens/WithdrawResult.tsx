// The result of a withdrawal (`?id=R…`).

import '../screens.css';
import {
  EmptyState,
  LinkButtons,
  Page,
  type ScreenProps,
  Skeleton,
  t,
  useLoaded,
  useSignals,
} from '@h5/ui-kit';
import { account } from '../account.ts';
import { WalletSummary } from '../components/WalletSummary.tsx';
import { pathTo } from '../nav.tsx';
import { readRecordId } from '../query.ts';
import { findOutcome, lastWithdrawal } from '../withdrawal.ts';

export function WithdrawResult({ query }: ScreenProps) {
  useSignals();
  const id = readRecordId(query.get('id'));
  useLoaded(account);
  const outcome = id ? findOutcome(id, lastWithdrawal.value, account.data.value) : null;
  const waiting = !!id && !outcome && account.loading.value;
  return (
    <Page title={t('Withdrawal result')} className="agq-page">
      <section className="h5-card agq-result" data-testid="withdraw-result">
        {waiting ? (
          <Skeleton height="2.4rem" />
        ) : !outcome ? (
          <EmptyState>{t('We could not find this withdrawal. Check your wallet history.')}</EmptyState>
        ) : outcome.status === 'success' ? (
          <>
            <h2 className="agq-result-ok">{t('Withdrawal successful')}</h2>
            {outcome.amount !== null ? (
              <p>
                {t('{n, plural, one {# gold was} other {# golds were}} added to your account.', {
                  n: outcome.amount,
                })}
              </p>
            ) : null}
          </>
        ) : (
          <>
            <h2 className="agq-result-failed">{t('Withdrawal failed')}</h2>
            <p>
              <bdi>{outcome.reason}</bdi>
            </p>
            <p className="h5-muted">{t('No coins left your wallet.')}</p>
          </>
        )}
      </section>
      <WalletSummary links={false} />
      <LinkButtons
        className="agq-actions"
        links={[
          { to: pathTo('mywallet'), label: 'My wallet' },
          { to: pathTo('index'), label: 'Back to the quiz', secondary: true },
        ]}
      />
    </Page>
  );
}
