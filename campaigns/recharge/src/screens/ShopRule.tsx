// Spec 2 /v/h5-shop/rule: how the shop works. The shop's rules are the server's (its answer's
// `rules`, in the page's language); the page adds only what it does itself (a double tap buys once).

import { getShop } from '@h5/core-api/contracts/recharge';
import { Async, api, Page, type ScreenProps, t, useResource } from '@h5/ui-kit';
import { ShopNav } from '../components/ShopNav.tsx';
import { SHOP_TEXTS, TITLES } from '../texts.ts';
import { useShopKind } from './ShopStores.tsx';

export function ShopRule(_: ScreenProps) {
  const kind = useShopKind();
  const shop = useResource(() => api().call(getShop, { kind }), [kind]);
  return (
    <Page title={t(TITLES.shopRule)} className="rc-page">
      <ShopNav kind={kind} at="rule" />
      <section className="h5-card">
        <Async r={shop} height="6rem">
          {(s) => (
            <ol className="rc-steps" data-testid="rules">
              {s.rules.map((r) => (
                <li key={r} dir="auto">
                  {r}
                </li>
              ))}
              <li>{t(SHOP_TEXTS.onceRule)}</li>
            </ol>
          )}
        </Async>
      </section>
    </Page>
  );
}
