// The wallet at the top of the screens: coins and golds, the ways to move coins, or why it cannot show.

import { isNotLoggedIn } from '@h5/core-api';
import { ErrorState, LinkButtons, requestLogin, Skeleton, t, useSignals } from '@h5/ui-kit';
import { account } from '../account.ts';
import { pathTo } from '../nav.tsx';
import { Coins } from './Coins.tsx';

/** Balance and golds with links to move coins; a skeleton of the same size while loading. */
export function WalletSummary({ links = true }: { links?: boolean }) {
  useSignals();
  const a = account.data.value;
  const failed = !a && account.error.value;
  if (failed) return <WalletUnavailable error={account.error.value} />;
  return (
    <div className="agq-wallet" data-testid="wallet-summary">
      <div className="agq-wallet-figures">
        <div>
          <span className="agq-label">{t('Coins')}</span>
          {a ? (
            <strong className="agq-balance" data-testid="balance">
              <Coins value={a.balance} />
            </strong>
          ) : (
            <Skeleton height="0.6rem" width="2rem" />
          )}
        </div>
        <div>
          <span className="agq-label">{t('Golds')}</span>
          {a ? (
            <strong data-testid="golds">
              <Coins value={a.golds} />
            </strong>
          ) : (
            <Skeleton height="0.6rem" width="2rem" />
          )}
        </div>
      </div>
      {links ? (
        <LinkButtons
          className="agq-wallet-links"
          links={[
            { to: pathTo('deposit'), label: 'Deposit' },
            { to: pathTo('withdraw'), label: 'Withdraw', secondary: true },
          ]}
        />
      ) : null}
    </div>
  );
}

/** Signed out (a browser visitor) or the wallet failed to load: say which, and offer the way on. */
function WalletUnavailable({ error }: { error: unknown }) {
  if (!isNotLoggedIn(error))
    // A failure like any block's: one message and one retry for every block of the page that failed.
    return (
      <div className="agq-wallet" data-testid="wallet-summary">
        <ErrorState error={error} onRetry={() => void account.load()} compact />
      </div>
    );
  const signIn = async () => {
    if (await requestLogin()) void account.load();
  };
  return (
    // A way on, not an error: said politely, like the other sign-in prompts.
    <div className="agq-wallet" role="status" data-testid="wallet-summary">
      <p className="agq-wallet-error">{t('Log in to see your wallet and bet.')}</p>
      <button type="button" className="h5-button" onClick={() => void signIn()}>
        {t('Log in')}
      </button>
    </div>
  );
}
