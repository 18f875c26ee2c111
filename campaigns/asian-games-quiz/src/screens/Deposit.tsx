// Deposit: store packages of coins, paid with the app's golds (store/buy).

import '../screens.css';
import { intentKey, isApiError } from '@h5/core-api';
import { buyStorePackage, getStorePackages, type StorePackage } from '@h5/core-api/contracts/betting';
import {
  api,
  createResource,
  ErrorState,
  language,
  Page,
  type ScreenProps,
  Skeleton,
  t,
  toast,
  toastError,
  useSignals,
  useSingleFlight,
} from '@h5/ui-kit';
import { useEffect, useMemo } from 'react';
import { account, applyBalance } from '../account.ts';
import { Coins, WalletSummary } from '../components.tsx';
import { formatCoins } from '../odds.ts';

export const BOUGHT_TOAST = 'You got {coins} coins.';

export function Deposit(_: ScreenProps) {
  useSignals();
  const packages = useMemo(
    () => createResource(async () => (await api().call(getStorePackages, {})).list),
    [],
  );
  useEffect(() => {
    void account.load();
    void packages.load();
  }, [packages]);
  const [buy, pending] = useSingleFlight(async (p: StorePackage) => {
    const intent = intentKey(`agq.buy.${p.id}`);
    try {
      const r = await api().call(buyStorePackage, { package_id: p.id }, { idempotencyKey: intent.key });
      intent.done();
      applyBalance(r.balance, r.golds);
      toast(t(BOUGHT_TOAST, { coins: r.coins }));
    } catch (e) {
      if (!(isApiError(e) && e.outcomeUnknown)) intent.done();
      toastError(e);
    }
  });
  const list = packages.data.value;
  return (
    <Page title={t('Deposit')} className="agq-page">
      <WalletSummary links={false} />
      <p className="agq-note">{t('Buy coins with your golds. Coins go into your quiz wallet at once.')}</p>
      {packages.error.value ? (
        <ErrorState error={packages.error.value} onRetry={() => void packages.load()} />
      ) : (
        <ul className="agq-packages">
          {(list ?? [null, null, null, null]).map((p, i) =>
            p ? (
              <li key={p.id} className="agq-package" data-testid={`package-${p.id}`}>
                <strong className="agq-package-coins">
                  <Coins value={p.coins} /> {t('coins')}
                </strong>
                <span className="agq-package-bonus">
                  {p.bonus ? t('+{n} bonus', { n: p.bonus }) : '\u00a0'}
                </span>
                <button
                  type="button"
                  className="h5-button h5-button-block"
                  disabled={pending || !account.data.value}
                  onClick={() => void buy(p)}
                >
                  {t('{n} golds', { n: formatCoins(language.value, p.price_golds) })}
                </button>
              </li>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={i} className="agq-package">
                <Skeleton height="2.2rem" />
              </li>
            ),
          )}
        </ul>
      )}
    </Page>
  );
}
