// Spec 2 /v/first-recharge and /v/first-recharge-new: the first top-up's offer and its gifts; a
// user who has recharged sees what they got and the draw their first recharge earned.

import { type FirstRecharge as First, getFirstRecharge } from '@h5/core-api/contracts/recharge';
import { formatCurrency } from '@h5/i18n';
import { Async, api, Link, language, Page, type ScreenProps, t, useResource, useSignals } from '@h5/ui-kit';
import { GiftList } from '../components/GiftList.tsx';
import { Hero } from '../components/Hero.tsx';
import { FIRST_TEXTS, HERO_LINES, TITLES } from '../texts.ts';

export function FirstRecharge(_: ScreenProps) {
  const r = useResource(() => api().call(getFirstRecharge, {}), []);
  return (
    <Page title={t(TITLES.first)} className="rc-page">
      <Hero line={t(HERO_LINES.first)} />
      <Async r={r} height="7rem">
        {(f) => <Offer f={f} />}
      </Async>
    </Page>
  );
}

function Offer({ f }: { f: First }) {
  useSignals();
  const lang = language.value;
  if (f.recharged) {
    return (
      <section className="h5-card" data-testid="first-done">
        <p className="rc-note">{t(FIRST_TEXTS.already)}</p>
        <h2 className="rc-h">{t(FIRST_TEXTS.received)}</h2>
        <GiftList gifts={f.received} testId="received" />
        <div className="h5-link-buttons">
          <Link to="/v/first-recharge-lottery" className="h5-button">
            {t(f.lottery.drawn ? FIRST_TEXTS.seeGifts : FIRST_TEXTS.lottery)}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="h5-card" data-testid="first-offer">
      <h2 className="rc-h">{t(FIRST_TEXTS.offer, { coins: f.offer.coins, bonus: f.offer.bonus_coins })}</h2>
      <p className="rc-big-price" dir="ltr">
        {t(FIRST_TEXTS.price, { price: formatCurrency(lang, f.offer.price, f.offer.currency) })}
      </p>
      <h3 className="rc-h">{t(FIRST_TEXTS.gifts)}</h3>
      <GiftList gifts={f.gifts} testId="gifts" />
      <div className="h5-link-buttons">
        <Link to="/v/recharge" query={{ coins: f.offer.coins, offer: 'first' }} className="h5-button">
          {t(FIRST_TEXTS.rechargeNow)}
        </Link>
      </div>
    </section>
  );
}
