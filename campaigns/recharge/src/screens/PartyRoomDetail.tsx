// Spec 2 /v/h5-shop/partyRoomDetail: one party room of the shop, what it offers, and buying it.

import { getPartyRoom, getShop } from '@h5/core-api/contracts/recharge';
import { Async, allOf, api, EmptyState, Page, type ScreenProps, t, useResource } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { BuyButton } from '../components/BuyButton.tsx';
import { SHOP_TEXTS, TITLES } from '../texts.ts';
import { useShopKind } from './ShopStores.tsx';

const NO_ROOM = SHOP_TEXTS.noRoom;

export function PartyRoomDetail({ query }: ScreenProps) {
  const kind = useShopKind();
  const raw = query.get('goods_id') ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  return (
    <Page title={t(TITLES.partyRoom)} className="rc-page">
      {id === null ? <EmptyState>{t(NO_ROOM)}</EmptyState> : <Room id={id} kind={kind} />}
    </Page>
  );
}

function Room({ id, kind }: { id: number; kind: 'basic' | 'pro' }) {
  const room = useResource(() => api().call(getPartyRoom, { goods_id: id }), [id]);
  const shop = useResource(() => api().call(getShop, { kind }), [kind]);
  return (
    <Async r={allOf(room, shop)} height="8rem">
      {([g, s]) => (
        <section className="h5-card rc-room" data-testid="party-room">
          <Img src={g.icon} alt="" width={96} height={96} />
          <h2 className="rc-h">
            <bdi>{g.name}</bdi>
          </h2>
          <p className="rc-good-price">{t(SHOP_TEXTS.price, { n: g.price })}</p>
          <p className="h5-muted">
            {t(SHOP_TEXTS.seats, { n: g.seats })} · {t(SHOP_TEXTS.lasts, { n: g.days })} ·{' '}
            {g.stock > 0 ? t(SHOP_TEXTS.stock, { n: g.stock }) : t(SHOP_TEXTS.soldOut)}
          </p>
          <ul className="rc-perks">
            {g.perks.map((p) => (
              <li key={p}>
                <bdi>{p}</bdi>
              </li>
            ))}
          </ul>
          <BuyButton goods={g} golds={s.golds} kind={kind} />
        </section>
      )}
    </Async>
  );
}
