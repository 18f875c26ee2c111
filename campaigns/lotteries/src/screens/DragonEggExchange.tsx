// Spec 2 /v/dragon-egg/exchange?promotion_id=…: the dragon eggs the user holds and what they buy.
// An exchange spends eggs, so it is a money action: asked once in the confirm sheet (what is
// spent, what is received, the eggs after), one intent per item, a double tap exchanges once.

import { ConfirmSheet } from '@h5/blocks/confirm-sheet';
import { PhaseBanner } from '@h5/blocks/phase-banner';
import { type PromotionContext, PromotionPage } from '@h5/blocks/promotion';
import { type DragonEggItem, type DragonEggShop, exchangeDragonEggs } from '@h5/core-api/contracts/lotteries';
import {
  Async,
  api,
  failureText,
  Link,
  Page,
  type ScreenProps,
  t,
  toast,
  useMoneyAction,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { useState } from 'react';
import { EGGS } from '../components/EggCount.tsx';
import { exchangeState } from '../exchange.ts';
import { DRAGON_EGG_SHOP_READ } from '../reads.ts';

const TITLE = 'Dragon egg exchange';

export const EXCHANGE_TEXTS = {
  exchange: 'Exchange',
  confirm: 'Exchange for {item}',
  done: '{item} is yours. Find it in your backpack.',
  short: 'Need more eggs',
  out: 'Out of stock',
  ended: 'The exchange has closed.',
  back: 'Back to the dragon egg',
} as const;

export function DragonEggExchange({ query }: ScreenProps) {
  return (
    <PromotionPage query={query} title={t(TITLE)} className="lot-page">
      {(ctx) => <Exchange ctx={ctx} />}
    </PromotionPage>
  );
}

function Exchange({ ctx: { id, phase } }: { ctx: PromotionContext }) {
  useSignals();
  const shop = useResource(() => api().call(DRAGON_EGG_SHOP_READ.call, { promotion_id: id }), [id], {
    keepOnError: true,
  });
  const [chosen, setChosen] = useState<DragonEggItem | null>(null);
  const eggs = shop.data.value?.eggs;
  const ended = phase?.phase === 'ended';
  const [run, pending] = useMoneyAction(
    (item: DragonEggItem) => `dragon-egg-exchange:${id}:${item.id}`,
    (idempotencyKey, item: DragonEggItem) =>
      api().call(exchangeDragonEggs, { promotion_id: id, item_id: item.id }, { idempotencyKey }),
  );
  const confirm = async () => {
    if (!chosen) return;
    const outcome = await run(chosen);
    if (!outcome) return;
    setChosen(null);
    if (outcome.kind === 'done') {
      toast(t(EXCHANGE_TEXTS.done, { item: outcome.result.item.name }));
      void shop.load();
    } else toast(failureText(outcome.message));
  };
  return (
    <Page title={t(TITLE)} className="lot-page lot-exchange">
      <PhaseBanner phase={phase} className="lot-phase" />
      <p className="lot-eggs" data-testid="egg-count">
        <span className="lot-egg-art" aria-hidden="true" />
        {eggs !== undefined ? t('You have {eggs}', { eggs: t(EGGS, { n: eggs }) }) : '\u00a0'}
      </p>
      <Async r={shop} height="10rem">
        {(d) => <Items shop={d} ended={ended} onChoose={setChosen} />}
      </Async>
      <Link to="/v/dragon-egg/index" className="h5-button h5-button-secondary lot-back">
        {t(EXCHANGE_TEXTS.back)}
      </Link>
      <ConfirmSheet
        open={chosen !== null}
        title={chosen ? t(EXCHANGE_TEXTS.confirm, { item: chosen.name }) : ''}
        spend={chosen ? t(EGGS, { n: chosen.price }) : ''}
        receive={chosen ? <bdi>{chosen.name}</bdi> : ''}
        balanceAfter={chosen && eggs !== undefined ? t(EGGS, { n: eggs - chosen.price }) : undefined}
        confirmLabel={t(EXCHANGE_TEXTS.exchange)}
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setChosen(null)}
      />
    </Page>
  );
}

function Items({
  shop,
  ended,
  onChoose,
}: {
  shop: DragonEggShop;
  ended: boolean;
  onChoose: (item: DragonEggItem) => void;
}) {
  return (
    <ul className="lot-shop" data-testid="shop">
      {shop.items.map((item) => {
        const state = ended ? 'ended' : exchangeState(item, shop.eggs);
        return (
          <li key={item.id} className="lot-shop-item" data-testid="shop-item" data-state={state}>
            <Img className="lot-prize-icon" src={item.icon} alt="" width={56} height={56} />
            <bdi className="lot-prize-name">{item.name}</bdi>
            <span className="lot-shop-price">{t(EGGS, { n: item.price })}</span>
            <button
              type="button"
              className="h5-button lot-shop-button"
              disabled={state !== 'open'}
              onClick={() => onChoose(item)}
              data-testid="exchange"
            >
              {t(
                state === 'open'
                  ? EXCHANGE_TEXTS.exchange
                  : state === 'short'
                    ? EXCHANGE_TEXTS.short
                    : state === 'out'
                      ? EXCHANGE_TEXTS.out
                      : EXCHANGE_TEXTS.ended,
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
