// Deposit: store packages of coins, paid with the app's golds (store/buy).

import '../screens.css';
import { ConfirmSheet } from '@h5/blocks/confirm-sheet';
import { buyStorePackage, type StorePackage } from '@h5/core-api/contracts/betting';
import {
  Async,
  api,
  COINS,
  failureText,
  GOLDS,
  Page,
  type ScreenProps,
  Skeleton,
  t,
  toast,
  useLoaded,
  useMoneyAction,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { useState } from 'react';
import { account, applyBalance } from '../account.ts';
import { WalletSummary } from '../components/WalletSummary.tsx';
import { STORE_READ } from '../reads.ts';

export const BOUGHT_TOAST = 'You got {coins, plural, one {# coin} other {# coins}}.';

export function Deposit(_: ScreenProps) {
  useSignals();
  useLoaded(account);
  const packages = useResource(async () => (await api().call(STORE_READ.call, {})).list);
  // A package is bought only after the confirm sheet; one intent per package.
  const [asked, setAsked] = useState<StorePackage | null>(null);
  const [bought, setBought] = useState(false);
  const [buy, pending] = useMoneyAction(
    (p: StorePackage) => `agq-buy:${p.id}`,
    (idempotencyKey, p: StorePackage) =>
      api().call(buyStorePackage, { package_id: p.id }, { idempotencyKey }),
  );
  const confirm = async () => {
    if (!asked) return;
    const o = await buy(asked);
    if (!o) return;
    setAsked(null);
    if (o.kind === 'done') {
      applyBalance(o.result.balance, o.result.golds);
      setBought(true);
      toast(t(BOUGHT_TOAST, { coins: o.result.coins }));
      return;
    }
    // After an unknown outcome the same package again reuses the key: it is bought at most once.
    toast(failureText(o.message));
  };
  const a = account.data.value;
  return (
    <Page title={t('Deposit')} className="agq-page">
      <WalletSummary links={false} />
      <p className="agq-note">{t('Buy coins with your golds. Coins go into your quiz wallet at once.')}</p>
      {bought && a ? (
        <p className="agq-note agq-bought" data-testid="bought">
          {t(
            'You now have {coins, plural, one {# coin} other {# coins}} and {golds, plural, one {# gold} other {# golds}}.',
            {
              coins: a.balance,
              golds: a.golds,
            },
          )}
        </p>
      ) : null}
      <Async
        r={packages}
        placeholder={
          <ul className="agq-packages">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="agq-package">
                <Skeleton height="2.2rem" />
              </li>
            ))}
          </ul>
        }
      >
        {(list) => (
          <ul className="agq-packages">
            {list.map((p) => (
              <li key={p.id} className="agq-package" data-testid={`package-${p.id}`}>
                <strong className="agq-package-coins">{t(COINS, { n: p.coins })}</strong>
                <span className="agq-package-bonus">
                  {p.bonus
                    ? t('{n, plural, one {+# bonus coin} other {+# bonus coins}}', { n: p.bonus })
                    : '\u00a0'}
                </span>
                <button
                  type="button"
                  className="h5-button h5-button-block"
                  disabled={pending || !a}
                  onClick={() => setAsked(p)}
                >
                  {t(GOLDS, { n: p.price_golds })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Async>
      <ConfirmSheet
        open={asked !== null}
        title={t('Buy coins')}
        spend={asked ? t(GOLDS, { n: asked.price_golds }) : null}
        receive={
          asked ? (
            <>
              {t(COINS, { n: asked.coins })}
              {asked.bonus
                ? ` ${t('{n, plural, one {+# bonus coin} other {+# bonus coins}}', { n: asked.bonus })}`
                : ''}
            </>
          ) : null
        }
        balanceAfter={asked && a ? t(GOLDS, { n: a.golds - asked.price_golds }) : undefined}
        confirmLabel={t('Buy')}
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(null)}
      />
    </Page>
  );
}
