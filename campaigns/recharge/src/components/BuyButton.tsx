// Buying goods with golds: the confirmation says what is spent, what is got and the golds left;
// the purchase is one money intent (a double tap buys once), then the purchase's result page.

import { ConfirmSheet } from '@h5/blocks/confirm-sheet';
import { buyGoods, type Goods } from '@h5/core-api/contracts/recharge';
import { isolate } from '@h5/i18n';
import { api, failureText, navigate, t, toast, useMoneyAction } from '@h5/ui-kit';
import { useState } from 'react';
import { buyState, goldsAfter, shopBase, type shopKind } from '../shop.ts';
import { SHOP_TEXTS } from '../texts.ts';

export function BuyButton({
  goods,
  golds,
  kind,
}: {
  goods: Goods;
  golds: number;
  kind: ReturnType<typeof shopKind>;
}) {
  const [open, setOpen] = useState(false);
  const [buy, pending] = useMoneyAction(`shop-buy:${goods.id}`, (key) =>
    api().call(buyGoods, { goods_id: goods.id }, { idempotencyKey: key }),
  );
  const state = buyState(goods, golds);
  const onConfirm = async () => {
    const outcome = await buy();
    if (!outcome) return;
    setOpen(false);
    if (outcome.kind === 'done') {
      await navigate(
        `${shopBase(kind)}/result?order_id=${encodeURIComponent(outcome.result.purchase.order_id)}`,
      );
    } else toast(failureText(outcome.message));
  };
  if (state !== 'buy') {
    return (
      <span className="rc-buy rc-buy-off" data-testid={state === 'sold-out' ? 'sold-out' : 'short'}>
        {t(state === 'sold-out' ? SHOP_TEXTS.soldOut : SHOP_TEXTS.short)}
      </span>
    );
  }
  return (
    <>
      <button type="button" className="h5-button rc-buy" onClick={() => setOpen(true)} data-testid="buy">
        {t(SHOP_TEXTS.buy)}
      </button>
      <ConfirmSheet
        open={open}
        title={t(SHOP_TEXTS.buyTitle, { name: isolate(goods.name) })}
        spend={t(SHOP_TEXTS.price, { n: goods.price })}
        receive={
          <>
            <bdi>{goods.name}</bdi> · {t(SHOP_TEXTS.lasts, { n: goods.days })}
          </>
        }
        balanceAfter={t(SHOP_TEXTS.price, { n: goldsAfter(golds, goods.price) })}
        pending={pending}
        onConfirm={() => void onConfirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
