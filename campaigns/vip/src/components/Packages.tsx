// The VIP packages (spec 7 /thanksgiving/vipsku, by app and platform): name, period, price and,
// while the sale runs, its bonus days. Buying (renewing, for a VIP) asks once what is paid and
// what is received, then hands off to the VIP recharge page with that package, where the payment
// rules live.

import { ConfirmSheet } from '@h5/blocks/confirm-sheet';
import type { PhaseInfo } from '@h5/blocks/promotion';
import { getVipSkus, type VipSku } from '@h5/core-api/contracts/vip';
import {
  Async,
  api,
  appInfo,
  href,
  language,
  Skeleton,
  t,
  track,
  useResource,
  useSignals,
  useSingleFlight,
  visitCountry,
  withVisitQuery,
} from '@h5/ui-kit';
import { type ReactNode, useState } from 'react';
import { money } from '../format.ts';
import { CONTINUE_TO_PAYMENT, PAYMENT_NEXT, skuParams, vipRechargePath } from '../purchase.ts';
import { BONUS_DAYS, bonusDays, PERIOD_DAYS } from '../sale.ts';
import { purchaseWord, type VipStatus } from '../vipState.ts';

/** How long the hand-off holds the button while the browser leaves for the payment page. */
const HAND_OFF_HOLD_MS = 4000;

export function Packages({
  status,
  phase,
  bonusPercent,
  badge,
}: {
  /** The user's VIP status; null for a visitor or while unknown. */
  status: VipStatus | null;
  phase: PhaseInfo | null;
  bonusPercent: number;
  /** The sale's badge, beside the title. */
  badge?: ReactNode;
}) {
  useSignals();
  const params = skuParams(appInfo());
  const skus = useResource(
    () => api().call(getVipSkus, { ...params, country: visitCountry() }),
    [params.app_name, params.platform],
  );
  const [chosen, setChosen] = useState<VipSku | null>(null);
  const word = purchaseWord(status);
  const lang = language.value;
  const bonusOf = (s: VipSku) => bonusDays(s.days, bonusPercent, phase);
  // One hand-off however often it is tapped: the page is being left.
  const [handOff, leaving] = useSingleFlight(async (sku: VipSku) => {
    track('vip_buy', { sku: sku.sku_id, renew: word === 'Renew' });
    location.assign(href(withVisitQuery(vipRechargePath(sku.sku_id))));
    // Held while the next page loads; if leaving fails (offline), the button comes back.
    await new Promise((done) => setTimeout(done, HAND_OFF_HOLD_MS));
  });
  return (
    <section className="vip-packages" aria-labelledby="vip-packages-title">
      <div className="vip-packages-head">
        <h2 id="vip-packages-title" className="vip-section-title">
          {t(word === 'Renew' ? 'Renew your VIP' : 'Become a VIP')}
        </h2>
        {badge}
      </div>
      <Async
        r={skus}
        placeholder={<Skeleton height="4.8rem" />}
        isEmpty={(d) => d.list.length === 0}
        empty={t('No packages are on sale right now.')}
      >
        {({ list }) => (
          <ul className="vip-sku-list" data-testid="packages">
            {list.map((s) => {
              const bonus = bonusOf(s);
              return (
                <li key={s.sku_id} className="vip-sku" data-testid="package">
                  <div className="vip-sku-what">
                    <bdi className="vip-sku-name">{s.name}</bdi>
                    <span className="vip-sku-period">
                      {t(PERIOD_DAYS, { n: s.days })}
                      {bonus ? (
                        <span className="vip-bonus" data-testid="bonus">
                          {t(BONUS_DAYS, { n: bonus })}
                        </span>
                      ) : null}
                    </span>
                  </div>
                  <bdi className="vip-sku-price" translate="no">
                    {money(lang, s.price, s.currency)}
                  </bdi>
                  <button
                    type="button"
                    className="h5-button vip-buy"
                    data-testid="buy"
                    onClick={() => setChosen(s)}
                  >
                    {t(word)}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Async>
      <p className="h5-muted vip-note">{t(PAYMENT_NEXT)}</p>
      <ConfirmSheet
        open={chosen !== null}
        title={t(word === 'Renew' ? 'Renew VIP' : 'Buy VIP')}
        spend={chosen ? <bdi translate="no">{money(lang, chosen.price, chosen.currency)}</bdi> : ''}
        receive={
          chosen ? (
            <>
              <bdi>{chosen.name}</bdi>
              {bonusOf(chosen) ? ` ${t(BONUS_DAYS, { n: bonusOf(chosen) })}` : ''}
            </>
          ) : (
            ''
          )
        }
        confirmLabel={t(CONTINUE_TO_PAYMENT)}
        pending={leaving}
        onConfirm={() => {
          if (chosen) void handOff(chosen);
        }}
        onCancel={() => setChosen(null)}
      />
    </section>
  );
}
