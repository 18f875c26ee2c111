// Spec 2 /v/h5-shop/stores and /v/h5-shop-pro/stores: the stores' goods priced in golds for the
// user's country, with stock, the user's golds, and buying (a money action).

import { getShop, type Shop } from '@h5/core-api/contracts/recharge';
import { formatNumber } from '@h5/i18n';
import {
  Async,
  api,
  Link,
  language,
  Page,
  route,
  type ScreenProps,
  t,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { BuyButton } from '../components/BuyButton.tsx';
import { ShopNav } from '../components/ShopNav.tsx';
import { shopBase, shopKind } from '../shop.ts';
import { SHOP_TEXTS, TITLES } from '../texts.ts';

export function useShopKind() {
  useSignals();
  return shopKind(route.value?.path ?? location.pathname);
}

export function ShopStores(_: ScreenProps) {
  const kind = useShopKind();
  const r = useResource(() => api().call(getShop, { kind }), [kind]);
  const title = kind === 'pro' ? TITLES.shopPro : TITLES.shop;
  return (
    <Page title={t(title)} className="rc-page">
      <ShopNav kind={kind} at="stores" />
      <Async r={r} height="10rem">
        {(shop) => <Stores shop={shop} kind={kind} />}
      </Async>
    </Page>
  );
}

function Stores({ shop, kind }: { shop: Shop; kind: 'basic' | 'pro' }) {
  useSignals();
  const lang = language.value;
  return (
    <>
      <section className="h5-card rc-golds">
        <span>{t(SHOP_TEXTS.golds)}</span>
        <strong data-testid="golds" dir="ltr">
          {formatNumber(lang, shop.golds)}
        </strong>
        <Link to="/v/recharge" className="h5-button h5-button-secondary rc-golds-go">
          {t(SHOP_TEXTS.recharge)}
        </Link>
      </section>
      {shop.stores.map((s) => (
        <section key={s.id} className="h5-card" data-testid="store">
          <h2 className="rc-h">
            <bdi>{s.name}</bdi>
          </h2>
          <ul className="rc-goods">
            {s.goods.map((g) => (
              <li key={g.id} className="rc-good" data-testid="goods" data-id={g.id}>
                <Img src={g.icon} alt="" width={56} height={56} />
                <div className="rc-good-main">
                  <bdi className="rc-good-name">{g.name}</bdi>
                  <span className="rc-good-line">
                    <span className="rc-good-price">{t(SHOP_TEXTS.price, { n: g.price })}</span>
                    {g.stock > 0 ? (
                      <span className="h5-muted rc-good-stock">{t(SHOP_TEXTS.stock, { n: g.stock })}</span>
                    ) : null}
                    {g.party_room ? (
                      <Link
                        to={`${shopBase(kind)}/partyRoomDetail`}
                        query={{ goods_id: g.id }}
                        className="rc-good-more"
                      >
                        {t(SHOP_TEXTS.details)}
                      </Link>
                    ) : null}
                  </span>
                </div>
                <BuyButton goods={g} golds={shop.golds} kind={kind} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
