// Spec 2 /v/recharge-discount/vip and /gold: the discounted packages (coins on top) and when the
// discount ends on the server's clock; an ended discount says when it ended and offers nothing.

import { saysMore } from '@h5/blocks/promotion/says-more';
import {
  type Discount as DiscountInfo,
  type DiscountKind,
  getDiscount,
} from '@h5/core-api/contracts/recharge';
import { formatCurrency, formatDate } from '@h5/i18n';
// The offer's clock: its end counted down on the server's time.
import {
  Async,
  api,
  Countdown,
  LinkButtons,
  language,
  Page,
  serverClock,
  t,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { useState } from 'react';
import { discountEnded } from '../offers.ts';
import { queryCountry } from '../storeQuery.ts';
import { DISCOUNT_TEXTS, HERO_LINES, STORE_TEXTS, TITLES } from '../texts.ts';
import { Hero } from './Hero.tsx';

/** Where a user who is not a VIP becomes one (campaigns/vip). */
const VIP_SALE_PATH = '/v/vip-sale';

export function DiscountPage({ query, kind }: { query: URLSearchParams; kind: DiscountKind }) {
  useSignals();
  const country = queryCountry(query, 'country');
  // Read once: the request carries the login, so the answer already says whether this user is
  // eligible (the page has no sign-in of its own to read it again after).
  const r = useResource(
    () => api().call(getDiscount, country ? { kind, country } : { kind }),
    [kind, country],
  );
  const title = kind === 'vip' ? TITLES.discountVip : TITLES.discountGold;
  return (
    <Page title={t(title)} className="rc-page">
      <Hero line={t(kind === 'vip' ? HERO_LINES.discountVip : HERO_LINES.discountGold)} />
      <Async r={r} height="6rem">
        {(d) => <Offer d={d} pageTitle={t(title)} />}
      </Async>
    </Page>
  );
}

function Offer({ d, pageTitle }: { d: DiscountInfo; pageTitle: string }) {
  useSignals();
  const lang = language.value;
  const [ended, setEnded] = useState(() => discountEnded(d.end_time, serverClock().now()));
  return (
    <section className="h5-card" data-testid="discount" data-ended={ended}>
      {/* The offer's own name, unless it is the page's title again (the header says that). */}
      {saysMore(d.title, pageTitle) ? (
        <h2 className="rc-h">
          <bdi>{d.title}</bdi>
        </h2>
      ) : null}
      {ended ? (
        <p className="h5-state" data-testid="discount-ended">
          {t(DISCOUNT_TEXTS.ended, { date: formatDate(lang, d.end_time * 1000) })}
        </p>
      ) : (
        <p className="rc-ends">
          {t(DISCOUNT_TEXTS.endsIn)} <Countdown targetMs={d.end_time * 1000} onEnd={() => setEnded(true)} />
        </p>
      )}
      {!ended && !d.eligible ? (
        <>
          <p className="rc-note" data-testid="vip-only">
            {t(DISCOUNT_TEXTS.vipOnly)}
          </p>
          <LinkButtons links={[{ to: VIP_SALE_PATH, label: DISCOUNT_TEXTS.becomeVip }]} />
        </>
      ) : null}
      {!ended && d.one_time ? (
        <p className="rc-note" data-testid="one-time">
          {t(d.packages.length ? DISCOUNT_TEXTS.oneTime : DISCOUNT_TEXTS.allTaken)}
        </p>
      ) : null}
      <ul className="rc-offers">
        {d.packages.map((x) => (
          <li key={x.coins} className="rc-offer" data-testid="discount-package">
            <span className="rc-coins">{t(STORE_TEXTS.receive, { coins: x.coins })}</span>
            <span className="rc-bonus">{t(DISCOUNT_TEXTS.bonus, { bonus: x.bonus_coins })}</span>
            <span className="rc-price" dir="ltr" translate="no">
              {formatCurrency(lang, x.price, x.currency)}
            </span>
            {!ended && d.eligible ? (
              <LinkButtons
                className="rc-offer-go"
                links={[
                  // The store names this offer in the order: its bonus is confirmed and credited.
                  {
                    to: '/v/recharge',
                    query: { coins: x.coins, offer: d.kind },
                    label: DISCOUNT_TEXTS.recharge,
                  },
                ]}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
