// Spec 2 /v/first-recharge-gifts: the gifts a first recharge brings, and whether they are the user's.

import { getFirstRecharge } from '@h5/core-api/contracts/recharge';
import { Async, api, Link, Page, type ScreenProps, t, useResource } from '@h5/ui-kit';
import { GiftList } from '../components/GiftList.tsx';
import { Hero } from '../components/Hero.tsx';
import { FIRST_TEXTS, HERO_LINES, TITLES } from '../texts.ts';

export function FirstRechargeGifts(_: ScreenProps) {
  const r = useResource(() => api().call(getFirstRecharge, {}), []);
  return (
    <Page title={t(TITLES.firstGifts)} className="rc-page">
      <Hero line={t(HERO_LINES.firstGifts)} />
      <Async r={r} height="6rem">
        {(f) => (
          <section className="h5-card" data-testid="first-gifts" data-recharged={f.recharged}>
            <h2 className="rc-h">{t(f.recharged ? FIRST_TEXTS.received : FIRST_TEXTS.gifts)}</h2>
            <GiftList gifts={f.recharged ? f.received : f.gifts} testId="gifts" />
            <div className="h5-link-buttons">
              {f.recharged ? (
                <Link to="/v/first-recharge-lottery" className="h5-button">
                  {t(FIRST_TEXTS.lottery)}
                </Link>
              ) : (
                <Link to="/v/recharge" query={{ coins: f.offer.coins, offer: 'first' }} className="h5-button">
                  {t(FIRST_TEXTS.rechargeNow)}
                </Link>
              )}
            </div>
          </section>
        )}
      </Async>
    </Page>
  );
}
