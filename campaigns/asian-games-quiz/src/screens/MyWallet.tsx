// My wallet: the balance and its history.

import '../screens.css';
import type { WalletRecord } from '@h5/core-api/contracts/betting';
import { Async, Page, type ScreenProps, t, useLoaded, useSignals } from '@h5/ui-kit';
import { account } from '../account.ts';
import { Coins } from '../components/Coins.tsx';
import { WalletSummary } from '../components/WalletSummary.tsx';
import { formatWhen } from '../when.ts';

export const RECORD_LABELS: Record<WalletRecord['kind'], string> = {
  deposit: 'Deposit',
  bet: 'Bet',
  payout: 'Winnings',
  withdraw: 'Withdrawal',
  checkin: 'Check-in reward',
};

export function MyWallet(_: ScreenProps) {
  useSignals();
  useLoaded(account);
  return (
    <Page title={t('My wallet')} className="agq-page">
      <WalletSummary />
      <h2 className="agq-subtitle">{t('History')}</h2>
      <Async
        r={account}
        height="6rem"
        isEmpty={(a) => a.records.length === 0}
        empty={t('No coins have moved yet.')}
      >
        {(a) => (
          <ul className="h5-list" data-testid="history">
            {a.records.map((r) => (
              <li key={r.id} className="agq-row" data-kind={r.kind}>
                <div className="agq-row-main">
                  <strong>{t(RECORD_LABELS[r.kind])}</strong>
                  <span className="h5-muted">
                    <bdi>{r.note}</bdi> · {formatWhen(r.at)}
                  </span>
                </div>
                <div className="agq-row-side">
                  <span className={r.amount >= 0 ? 'agq-in' : 'agq-out'}>
                    <Coins value={r.amount} signed />
                  </span>
                  {r.status === 'failed' ? <span className="agq-outcome-lost">{t('Failed')}</span> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Async>
    </Page>
  );
}
