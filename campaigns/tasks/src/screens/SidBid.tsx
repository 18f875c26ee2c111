// Spec 2 /v/sid-bid?promotion_id=…: special IDs on auction. A bid is a money action: the amount
// is chosen in steps from the lowest the lot takes, the confirm sheet says what is held and the
// balance after, one intent per lot and amount (a double tap bids once), the server's answer
// is the new top bid and balance.

import { ConfirmSheet } from '@h5/blocks/confirm-sheet';
import { PhaseBanner } from '@h5/blocks/phase-banner';
import { type PromotionContext, PromotionPage } from '@h5/blocks/promotion';
import { getGolds } from '@h5/core-api/contracts/luckyEgg';
import { bidCharge, minimumBid, placeSidBid, type SidLot } from '@h5/core-api/contracts/tasks';
import { formatNumber } from '@h5/i18n';
import {
  Async,
  api,
  failureText,
  GOLDS,
  language,
  Page,
  type Resource,
  type ScreenProps,
  t,
  toast,
  useMoneyAction,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { UserName } from '@h5/ui-kit/identity';
import { useState } from 'react';
import { SID_LOTS_READ } from '../reads.ts';
import { TITLES } from '../routes.ts';

export const BID_TEXTS = {
  intro:
    'Bid golds for a special ID. Your golds are held while you lead and returned if someone bids higher.',
  top: 'Top bid',
  none: 'No bids yet',
  mine: 'Your bid: {amount}',
  lowest: 'Lowest bid now: {amount}',
  bid: 'Bid {amount}',
  less: 'Bid less',
  more: 'Bid more',
  confirmTitle: 'Bid on ID {sid}',
  receive: 'The top bid on ID {sid}',
  done: 'You lead the bidding on ID {sid}.',
  leading: 'You lead',
  balance: 'My golds: {amount}',
  closed: 'The auction has ended.',
  short: 'Not enough golds for this bid.',
} as const;

export function SidBid({ query }: ScreenProps) {
  return (
    <PromotionPage query={query} title={t(TITLES.sidBid)}>
      {(ctx) => <Auction ctx={ctx} />}
    </PromotionPage>
  );
}

function Auction({ ctx: { id, phase } }: { ctx: PromotionContext }) {
  useSignals();
  const lots = useResource(() => api().call(SID_LOTS_READ.call, { promotion_id: id }), [id], {
    keepOnError: true,
  });
  const golds = useResource(() => api().call(getGolds, {}), [], { keepOnError: true });
  const balance = golds.data.value?.golds;
  return (
    <Page title={t(TITLES.sidBid)} className="tsk-page">
      <section className="tsk-hero">
        <h1>{t(TITLES.sidBid)}</h1>
        <p>{t(BID_TEXTS.intro)}</p>
        <PhaseBanner phase={phase} className="tsk-phase" />
        <p className="tsk-balance" data-testid="golds">
          {balance !== undefined
            ? t(BID_TEXTS.balance, { amount: formatNumber(language.value, balance) })
            : '\u00a0'}
        </p>
      </section>
      {phase?.phase === 'ended' ? <p className="h5-state">{t(BID_TEXTS.closed)}</p> : null}
      <Async r={lots} height="10rem">
        {(d) => (
          <ul className="tsk-lots" data-testid="lots">
            {d.lots.map((lot) => (
              <Lot
                key={lot.sid}
                promotionId={id}
                lot={lot}
                balance={balance}
                closed={phase?.phase !== 'running'}
                lots={lots}
                golds={golds}
              />
            ))}
          </ul>
        )}
      </Async>
    </Page>
  );
}

function Lot({
  promotionId,
  lot,
  balance,
  closed,
  lots,
  golds,
}: {
  promotionId: string;
  lot: SidLot;
  balance: number | undefined;
  closed: boolean;
  lots: Resource<{ lots: SidLot[] }>;
  golds: Resource<{ golds: number }>;
}) {
  useSignals();
  const lang = language.value;
  const min = minimumBid(lot);
  const [amount, setAmount] = useState(min);
  const [asking, setAsking] = useState(false);
  const bid = Math.max(amount, min);
  const charge = bidCharge(lot, bid);
  const leading = lot.my_bid !== null && lot.my_bid === lot.top_bid;
  const [run, pending] = useMoneyAction(
    () => `sid-bid:${promotionId}:${lot.sid}:${bid}`,
    (idempotencyKey) =>
      api().call(placeSidBid, { promotion_id: promotionId, sid: lot.sid, amount: bid }, { idempotencyKey }),
  );
  const confirm = async () => {
    const outcome = await run();
    if (!outcome) return;
    setAsking(false);
    if (outcome.kind === 'done') {
      toast(t(BID_TEXTS.done, { sid: lot.sid }));
      golds.set({ golds: outcome.result.golds });
      const now = lots.data.value;
      if (now) lots.set({ lots: now.lots.map((x) => (x.sid === lot.sid ? outcome.result.lot : x)) });
      setAmount(minimumBid(outcome.result.lot));
    } else toast(failureText(outcome.message));
  };
  const gold = (n: number) => t(GOLDS, { n });
  return (
    <li className="tsk-lot" data-testid="lot" data-sid={lot.sid}>
      <div className="tsk-sid" translate="no" dir="ltr">
        {lot.sid}
      </div>
      <div className="tsk-lot-top">
        <span className="h5-muted">{t(BID_TEXTS.top)}</span>
        {lot.top_bid !== null && lot.top_bidder ? (
          <span data-testid="top-bid">
            <b>{gold(lot.top_bid)}</b> · <UserName name={lot.top_bidder} />
          </span>
        ) : (
          <span>{t(BID_TEXTS.none)}</span>
        )}
      </div>
      {lot.my_bid !== null ? (
        <p className={leading ? 'tsk-mine' : 'h5-muted'} data-testid="my-bid">
          {leading ? t(BID_TEXTS.leading) : t(BID_TEXTS.mine, { amount: gold(lot.my_bid) })}
        </p>
      ) : null}
      {closed ? null : (
        <>
          <p className="h5-muted tsk-lowest">{t(BID_TEXTS.lowest, { amount: gold(min) })}</p>
          <div className="tsk-stepper">
            <button
              type="button"
              className="h5-button h5-button-secondary"
              aria-label={t(BID_TEXTS.less)}
              disabled={bid <= min}
              onClick={() => setAmount(bid - lot.step)}
            >
              −
            </button>
            <output className="tsk-amount" data-testid="bid-amount">
              {formatNumber(lang, bid)}
            </output>
            <button
              type="button"
              className="h5-button h5-button-secondary"
              aria-label={t(BID_TEXTS.more)}
              onClick={() => setAmount(bid + lot.step)}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className="h5-button tsk-send"
            disabled={balance !== undefined && balance < charge}
            onClick={() => setAsking(true)}
            data-testid="bid"
          >
            {t(BID_TEXTS.bid, { amount: gold(bid) })}
          </button>
          {balance !== undefined && balance < charge ? (
            <p className="h5-muted tsk-short" data-testid="bid-short">
              {t(BID_TEXTS.short)}
            </p>
          ) : null}
        </>
      )}
      <ConfirmSheet
        open={asking}
        title={t(BID_TEXTS.confirmTitle, { sid: lot.sid })}
        spend={gold(charge)}
        receive={t(BID_TEXTS.receive, { sid: lot.sid })}
        balanceAfter={balance !== undefined ? gold(balance - charge) : undefined}
        confirmLabel={t(BID_TEXTS.bid, { amount: gold(bid) })}
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </li>
  );
}
