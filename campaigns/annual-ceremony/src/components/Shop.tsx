// The ceremony shop: items for golds while stock lasts; a purchase is asked in the confirm sheet
// (the price, the item, the golds after), one intent per item, a double tap buys once.

import { ConfirmSheet } from '@h5/blocks/confirm-sheet';
import { buyItem, type ShopItem } from '@h5/core-api/contracts/annualCeremony';
import { isolate } from '@h5/i18n';
import {
  Async,
  api,
  failureText,
  GOLDS,
  type Resource,
  t,
  toast,
  useMoneyAction,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { useState } from 'react';
import { SHOP_READ } from '../reads.ts';
import { HOME_TEXTS } from '../texts.ts';

export type ShopState = 'open' | 'out' | 'short' | 'closed';

export function shopState(item: ShopItem, golds: number | undefined, closed: boolean): ShopState {
  if (closed) return 'closed';
  if (item.stock <= 0) return 'out';
  return golds !== undefined && golds < item.price ? 'short' : 'open';
}

export function Shop({
  promotionId,
  golds,
  closed,
  onBought,
}: {
  promotionId: string;
  golds: Resource<{ golds: number }>;
  closed: boolean;
  onBought: () => void;
}) {
  useSignals();
  const shop = useResource(() => api().call(SHOP_READ.call, { promotion_id: promotionId }), [promotionId], {
    keepOnError: true,
  });
  const [chosen, setChosen] = useState<ShopItem | null>(null);
  const balance = golds.data.value?.golds;
  const [run, pending] = useMoneyAction(
    (it: ShopItem) => `annual-buy:${promotionId}:${it.shop_id}:${it.stock}`,
    (idempotencyKey, it: ShopItem) =>
      api().call(buyItem, { shop_id: it.shop_id, promotion_id: promotionId }, { idempotencyKey }),
  );
  const confirm = async () => {
    if (!chosen) return;
    const outcome = await run(chosen);
    if (!outcome) return;
    setChosen(null);
    if (outcome.kind !== 'done') return toast(failureText(outcome.message));
    toast(t(HOME_TEXTS.bought, { item: isolate(outcome.result.item.name) }));
    void shop.load();
    void golds.load();
    onBought();
  };
  return (
    <section className="h5-card ac-shop" aria-labelledby="ac-shop">
      <h2 id="ac-shop">{t(HOME_TEXTS.shop)}</h2>
      <Async r={shop} height="10rem">
        {(d) => (
          <ul className="ac-shop-grid" data-testid="shop">
            {d.items.map((it) => {
              const state = shopState(it, balance, closed);
              return (
                <li key={it.shop_id} className="ac-shop-item" data-testid="shop-item" data-state={state}>
                  <Img src={it.icon} alt="" width={48} height={48} />
                  <bdi className="ac-shop-name">{it.name}</bdi>
                  <span className="ac-price">{t(GOLDS, { n: it.price })}</span>
                  <span className="h5-muted">{t(HOME_TEXTS.left, { n: it.stock })}</span>
                  <button
                    type="button"
                    className="h5-button ac-buy"
                    disabled={state !== 'open'}
                    onClick={() => setChosen(it)}
                    data-testid="buy"
                  >
                    {t(
                      state === 'out'
                        ? HOME_TEXTS.soldOut
                        : state === 'short'
                          ? HOME_TEXTS.short
                          : HOME_TEXTS.buy,
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Async>
      <ConfirmSheet
        open={chosen !== null}
        title={chosen ? t(HOME_TEXTS.buyTitle, { item: isolate(chosen.name) }) : ''}
        spend={chosen ? t(GOLDS, { n: chosen.price }) : ''}
        receive={chosen ? <bdi>{chosen.name}</bdi> : ''}
        balanceAfter={chosen && balance !== undefined ? t(GOLDS, { n: balance - chosen.price }) : undefined}
        confirmLabel={t(HOME_TEXTS.buy)}
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setChosen(null)}
      />
    </section>
  );
}
