// The VIP package chosen on the sale page, named and priced from the sale's own sku list (the
// same call, app and platform), above the account; the packages below choose it (PackageList).

import { getVipSkus, vipSkuParams } from '@h5/core-api/contracts/vip';
import { formatCurrency } from '@h5/i18n';
import { Async, api, appInfo, language, t, useResource, useSignals } from '@h5/ui-kit';
import { useEffect } from 'react';
import { CHOSEN_ON_SALE, SKU_GONE, YOUR_PACKAGE } from './chosenPackage.ts';
import type { RechargeState } from './rechargeState.ts';

export function ChosenPackage({ s, skuId }: { s: RechargeState; skuId: string }) {
  useSignals();
  const params = vipSkuParams(appInfo());
  const skus = useResource(() => api().call(getVipSkus, params), [params.app_name, params.platform]);
  const sku = skus.data.value?.list.find((x) => x.sku_id === skuId) ?? null;
  useEffect(() => {
    s.sku.value = sku;
  }, [s, sku]);
  return (
    <section className="qr-card qr-chosen" aria-labelledby="qr-chosen-h" data-testid="chosen-package">
      <h2 id="qr-chosen-h">{t(YOUR_PACKAGE)}</h2>
      <Async r={skus} height="1.2rem" compact>
        {() =>
          sku ? (
            <>
              <p className="qr-chosen-what">
                <bdi data-testid="chosen-name">{sku.name}</bdi>
                <span className="qr-chosen-price" dir="ltr" translate="no" data-testid="chosen-price">
                  {formatCurrency(language.value, sku.price, sku.currency)}
                </span>
              </p>
              <p className="h5-muted">{t(CHOSEN_ON_SALE)}</p>
            </>
          ) : (
            <p className="h5-muted">{t(SKU_GONE)}</p>
          )
        }
      </Async>
    </section>
  );
}
