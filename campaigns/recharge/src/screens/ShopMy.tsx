// Spec 2 /v/h5-shop/my: the user's purchases, newest first, on the infinite list.

import { getPurchases, type Purchase } from '@h5/core-api/contracts/recharge';
import { formatDate } from '@h5/i18n';
import { InfiniteList, language, Page, pagesOf, type ScreenProps, t, useSignals } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { ShopNav } from '../components/ShopNav.tsx';
import { SHOP_TEXTS, TITLES } from '../texts.ts';
import { useShopKind } from './ShopStores.tsx';

const load = pagesOf(getPurchases, {});

export function ShopMy(_: ScreenProps) {
  const kind = useShopKind();
  return (
    <Page title={t(TITLES.shopMy)} className="rc-page">
      <ShopNav kind={kind} at="my" />
      <InfiniteList
        className="h5-card rc-record"
        load={load}
        itemKey={(p) => p.order_id}
        renderItem={(p) => <PurchaseRow p={p} />}
        empty={<p className="h5-state">{t(SHOP_TEXTS.noPurchases)}</p>}
      />
    </Page>
  );
}

export function PurchaseRow({ p }: { p: Purchase }) {
  useSignals();
  const lang = language.value;
  return (
    <div className="rc-row" data-testid="purchase">
      <Img src={p.icon} alt="" width={40} height={40} />
      <div className="rc-row-main">
        <bdi className="rc-row-title">{p.name}</bdi>
        <span className="rc-row-sub">
          {t(SHOP_TEXTS.boughtOn, { date: formatDate(lang, p.bought_at * 1000) })} ·{' '}
          {t(SHOP_TEXTS.expires, { date: formatDate(lang, p.expires_at * 1000) })}
        </span>
      </div>
      <span className="rc-row-end">{t(SHOP_TEXTS.price, { n: p.price })}</span>
    </div>
  );
}
