// Spec 2 /v/h5-shop/result: the purchase just made (or named by the link), and the ways on.

import { getPurchase } from '@h5/core-api/contracts/recharge';
import { Async, api, LinkButtons, Page, type ScreenProps, t, useResource } from '@h5/ui-kit';
import { readOrderId } from '../resultPoll.ts';
import { shopBase } from '../shop.ts';
import { RESULT_TEXTS, SHOP_TEXTS, TITLES } from '../texts.ts';
import { PurchaseRow } from './ShopMy.tsx';
import { useShopKind } from './ShopStores.tsx';

export function ShopResult({ query }: ScreenProps) {
  const kind = useShopKind();
  const id = readOrderId(query);
  const links = [
    { to: `${shopBase(kind)}/stores`, label: SHOP_TEXTS.stores },
    { to: `${shopBase(kind)}/my`, label: SHOP_TEXTS.my, secondary: true },
  ];
  return (
    <Page title={t(TITLES.shopResult)} className="rc-page">
      {id ? (
        <Found id={id} links={links} />
      ) : (
        <section className="h5-card">
          <p className="h5-state">{t(RESULT_TEXTS.noOrder)}</p>
          <LinkButtons links={links} />
        </section>
      )}
    </Page>
  );
}

function Found({
  id,
  links,
}: {
  id: string;
  links: Array<{ to: string; label: string; secondary?: boolean }>;
}) {
  const r = useResource(() => api().call(getPurchase, { order_id: id }), [id]);
  return (
    <Async r={r} height="4rem">
      {(p) => (
        <section className="h5-card rc-result" data-testid="shop-result" data-status="paid">
          <span className="rc-result-mark rc-mark-paid" aria-hidden="true" />
          <h2>{t(SHOP_TEXTS.success)}</h2>
          <PurchaseRow p={p} />
          <LinkButtons links={links} />
        </section>
      )}
    </Async>
  );
}
