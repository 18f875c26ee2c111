// Spec 2 /v/recharge-record: the user's recharges on the infinite list (spec 9: 50 px trigger,
// 250 ms throttle): package, amount, channel, status and a recent-time label (spec 9).

import { getRechargeRecord, type RechargeRow } from '@h5/core-api/contracts/recharge';
import { formatCurrency, recentTimeLabel } from '@h5/i18n';
import {
  InfiniteList,
  Link,
  language,
  Page,
  pagesOf,
  type ScreenProps,
  serverClock,
  t,
  useSignals,
} from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { RECORD_TEXTS, STORE_TEXTS, TITLES } from '../texts.ts';

const load = pagesOf(getRechargeRecord, {});

export function RechargeRecord(_: ScreenProps) {
  return (
    <Page title={t(TITLES.record)} className="rc-page">
      <InfiniteList
        className="h5-card rc-record"
        load={load}
        itemKey={(r) => r.order_id}
        renderItem={(r) => <Row r={r} />}
        empty={
          <p className="h5-state">
            {t(RECORD_TEXTS.empty)} <Link to="/v/recharge">{t(TITLES.store)}</Link>
          </p>
        }
      />
    </Page>
  );
}

function Row({ r }: { r: RechargeRow }) {
  useSignals();
  const lang = language.value;
  return (
    <div className="rc-row" data-testid="record-row" data-status={r.status}>
      <Img src={r.channel_icon} alt="" width={36} height={36} />
      <div className="rc-row-main">
        <span className="rc-row-title">
          {r.bonus_coins > 0
            ? t(STORE_TEXTS.receiveBonus, { coins: r.coins, bonus: r.bonus_coins })
            : t(STORE_TEXTS.receive, { coins: r.coins })}
        </span>
        <span className="rc-row-sub">
          <bdi translate="no">{r.channel}</bdi> ·{' '}
          <time>{recentTimeLabel(r.created_at * 1000, serverClock().now(), lang)}</time>
        </span>
      </div>
      <div className="rc-row-end">
        <span dir="ltr" translate="no">
          {formatCurrency(lang, r.price, r.currency)}
        </span>
        <span className={`rc-status rc-status-${r.status}`}>{t(RECORD_TEXTS[r.status])}</span>
      </div>
    </div>
  );
}
