// Spec 2 and 7: the chosen channel's packages (its prices in the channel's currency), the chosen
// one marked; the large flow adds an amount of the user's own, priced by the server.

import { type Channel, getProducts } from '@h5/core-api/contracts/rapid';
import { Async, api, t, useResource, useSignals } from '@h5/ui-kit';
import { type ReactNode, useEffect, useRef } from 'react';
import { CheckMark } from './CheckMark.tsx';
import { CustomAmount } from './CustomAmount.tsx';
import { packageOfSku } from './chosenPackage.ts';
import { priceText } from './priceText.ts';
import type { RechargeState } from './rechargeState.ts';
import { useReloadOnAccount } from './reloadOnAccount.ts';
import { revealGently } from './reveal.ts';

export function PackageList({
  s,
  channel,
  children,
}: {
  s: RechargeState;
  channel: Channel;
  children?: ReactNode;
}) {
  useSignals();
  const uid = s.account.value?.uid;
  const products = useResource(
    () =>
      api().call(getProducts, {
        uid: s.account.value?.uid,
        channel_id: channel.id,
        currency: channel.currency,
      }),
    [channel.id, channel.currency],
  );
  useReloadOnAccount(products, uid);
  const list = products.data.value?.list;
  const sku = s.sku.value;
  // The sale page's package is this channel's package of its period, until the user picks another.
  useEffect(() => {
    if (s.product.value || !list) return;
    const p = packageOfSku(list, sku);
    if (p) s.product.value = p;
  }, [list, sku, s]);
  const section = useRef<HTMLElement>(null);
  // The packages appear below the channels, often under the fold: bring them in once per channel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per chosen channel
  useEffect(() => {
    if (section.current) revealGently(section.current);
  }, [channel.id]);
  const chosen = s.product.value;
  return (
    <section className="qr-card qr-packages" aria-labelledby="qr-product-h" ref={section}>
      <h2 id="qr-product-h">{t('Package')}</h2>
      <Async r={products} height="3rem">
        {(d) => (
          <ul className="qr-products" data-testid="products">
            {d.list.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  className="qr-product"
                  aria-pressed={chosen?.id === p.id}
                  onClick={() => {
                    s.product.value = p;
                  }}
                >
                  <bdi className="qr-product-name">{p.product}</bdi>
                  <span className="qr-product-price" dir="ltr">
                    {priceText(p)}
                  </span>
                  {chosen?.id === p.id ? <CheckMark /> : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Async>
      {s.flow.name === 'large' ? <CustomAmount s={s} channel={channel} /> : null}
      {children}
    </section>
  );
}
