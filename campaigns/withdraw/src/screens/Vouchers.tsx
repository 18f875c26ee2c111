import { ConfirmSheet } from '@h5/blocks/confirm-sheet';
import {
  type DiamondVoucher,
  exchangeGoldByVoucher,
  getDiamondVouchers,
  getInvalidDiamondVouchers,
} from '@h5/core-api/contracts/finance';
import { formatDate } from '@h5/i18n';
import {
  Async,
  api,
  COINS,
  failureText,
  Link,
  language,
  Page,
  type ScreenProps,
  Tabs,
  t,
  toast,
  useMoneyAction,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { useState } from 'react';
import { Money } from '../components.tsx';

type Tab = 'valid' | 'invalid';

const VOUCHER_STATUS: Record<DiamondVoucher['status'], string> = {
  valid: 'Valid',
  used: 'Used',
  expired: 'Expired',
};

/** Diamond vouchers: valid ones turn into coins once; used and expired ones are listed apart. */
export function VouchersPage({ query }: ScreenProps) {
  useSignals();
  const [tab, setTab] = useState<Tab>(query.get('tab') === 'invalid' ? 'invalid' : 'valid');
  const valid = useResource(() => api().call(getDiamondVouchers, {}));
  const invalid = useResource(() => api().call(getInvalidDiamondVouchers, {}));
  const [problem, setProblem] = useState<string | null>(null);
  // A voucher is used only after the confirm sheet; the coins then held are shown under the tabs.
  const [asked, setAsked] = useState<DiamondVoucher | null>(null);
  const [coins, setCoins] = useState<number | null>(null);
  const [use, pending] = useMoneyAction(
    (v: DiamondVoucher) => `voucher:${v.id}`,
    (idempotencyKey, v: DiamondVoucher) =>
      api().call(exchangeGoldByVoucher, { voucher_id: v.id }, { idempotencyKey }),
  );
  const confirm = async () => {
    if (!asked) return;
    setProblem(null);
    const o = await use(asked);
    if (!o) return;
    setAsked(null);
    if (o.kind === 'done') {
      setCoins(o.result.golds_total);
      toast(t('You got {gold, plural, one {# coin} other {# coins}}', { gold: o.result.gold }));
      void valid.load();
      void invalid.load();
      return;
    }
    setProblem(failureText(o.message));
    toast(failureText(o.message));
    if (o.kind === 'refused') void valid.load();
  };
  const r = tab === 'valid' ? valid : invalid;
  return (
    <Page title={t('Vouchers')}>
      <Tabs
        label={t('Vouchers')}
        tabs={[
          { key: 'valid', label: t('Valid') },
          { key: 'invalid', label: t('Used and expired') },
        ]}
        active={tab}
        onChange={setTab}
      />
      {problem ? (
        <p className="wd-problem" role="alert" dir="auto">
          {problem}
        </p>
      ) : coins !== null ? (
        <p className="wd-coins-now" role="status" data-testid="coins-now">
          {t('You now have {coins, plural, one {# coin} other {# coins}}', { coins })}
        </p>
      ) : null}
      <ConfirmSheet
        open={asked !== null}
        title={t('Use voucher')}
        spend={
          asked ? (
            <>
              {t('Voucher')} <Money amount={asked.money} currency={asked.currency} />
            </>
          ) : null
        }
        receive={asked ? t(COINS, { n: asked.gold }) : null}
        confirmLabel={t('Use')}
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(null)}
      />
      <Async r={r} height="4rem">
        {(d) =>
          d.list.length === 0 ? (
            <p className="h5-state">
              {tab === 'valid' ? t('No vouchers to use') : t('No used or expired vouchers')}
            </p>
          ) : (
            <ul className="h5-list">
              {d.list.map((v) => (
                <li key={v.id} className="h5-card wd-voucher" data-testid="voucher">
                  <div>
                    <p className="wd-gold">{t(COINS, { n: v.gold })}</p>
                    <p className="h5-muted">
                      <Money amount={v.money} currency={v.currency} /> ·{' '}
                      {t('Until {date}', {
                        date: formatDate(language.value, v.expire_time * 1000, { dateStyle: 'medium' }),
                      })}
                    </p>
                  </div>
                  {tab === 'valid' ? (
                    <button
                      className="h5-button"
                      disabled={pending}
                      onClick={() => setAsked(v)}
                      data-testid="use-voucher"
                    >
                      {t('Use')}
                    </button>
                  ) : (
                    <span className="h5-muted">{t(VOUCHER_STATUS[v.status])}</span>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </Async>
      <p className="wd-center">
        <Link to="vouchers-intro">{t('About vouchers')}</Link>
      </p>
    </Page>
  );
}
