// The VIP package chosen on the sale page, named and priced from the sale's own sku list (the
// same call, app, platform and country: useVipSkus), above the account; the packages below
// choose it (PackageList). Once the user moves to another area, the sale's price is not that
// area's: the banner then names the package only and points to the area's own price below.

import type { VipSkuList } from '@h5/core-api/contracts/vip';
import { formatCurrency } from '@h5/i18n';
import { Async, language, type Resource, t, useSignals } from '@h5/ui-kit';
import { useEffect } from 'react';
import { CHOSEN_ON_SALE, PRICED_IN_AREA, SKU_GONE, YOUR_PACKAGE } from './chosenPackage.ts';
import type { RechargeState } from './rechargeState.ts';

export function ChosenPackage({
  s,
  skuId,
  skus,
}: {
  s: RechargeState;
  skuId: string;
  skus: Resource<VipSkuList | null>;
}) {
  useSignals();
  const sku = skus.data.value?.list.find((x) => x.sku_id === skuId) ?? null;
  useEffect(() => {
    s.sku.value = sku;
  }, [s, sku]);
  const inSaleArea = s.area.value === skus.data.value?.country;
  return (
    <section className="qr-card qr-chosen" aria-labelledby="qr-chosen-h" data-testid="chosen-package">
      <h2 id="qr-chosen-h">{t(YOUR_PACKAGE)}</h2>
      <Async r={skus} height="1.2rem" compact>
        {() =>
          sku ? (
            <>
              <p className="qr-chosen-what">
                <bdi data-testid="chosen-name">{sku.name}</bdi>
                {inSaleArea ? (
                  <span className="qr-chosen-price" dir="ltr" translate="no" data-testid="chosen-price">
                    {formatCurrency(language.value, sku.price, sku.currency)}
                  </span>
                ) : null}
              </p>
              <p className="h5-muted" data-testid="chosen-note">
                {t(inSaleArea ? CHOSEN_ON_SALE : PRICED_IN_AREA)}
              </p>
            </>
          ) : (
            <p className="h5-muted">{t(SKU_GONE)}</p>
          )
        }
      </Async>
    </section>
  );
}
