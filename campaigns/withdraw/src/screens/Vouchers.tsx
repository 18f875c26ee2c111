import {
  type DiamondVoucher,
  exchangeGoldByVoucher,
  getDiamondVouchers,
  getInvalidDiamondVouchers,
} from '@h5/core-api/contracts/finance';
import { formatDate, formatNumber } from '@h5/i18n';
import {
  api,
  language,
  Page,
  type ScreenProps,
  Tabs,
  t,
  toast,
  useSignals,
  useSingleFlight,
} from '@h5/ui-kit';
import { useState } from 'react';
import { Link, Loaded, Money, useResourceOnce } from '../components.tsx';
import { runMoneyIntent } from '../moneyIntent.ts';

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
  const valid = useResourceOnce(() => api().call(getDiamondVouchers, {}));
  const invalid = useResourceOnce(() => api().call(getInvalidDiamondVouchers, {}));
  const [problem, setProblem] = useState<string | null>(null);
  const [use, pending] = useSingleFlight(async (v: DiamondVoucher) => {
    setProblem(null);
    const o = await runMoneyIntent(`voucher:${v.id}`, (idempotencyKey) =>
      api().call(exchangeGoldByVoucher, { voucher_id: v.id }, { idempotencyKey }),
    );
    if (o.kind === 'done') {
      toast(t('You got {gold} coins', { gold: formatNumber(language.value, o.result.gold) }));
      void valid.load();
      void invalid.load();
      return;
    }
    const text = t(o.message, o.kind === 'unknown' ? o.vars : undefined);
    setProblem(text);
    toast(text);
    if (o.kind === 'refused') void valid.load();
  });
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
        <p className="wd-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <Loaded r={r} height="4rem">
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
                    <p className="wd-gold">
                      {t('{gold} coins', { gold: formatNumber(language.value, v.gold) })}
                    </p>
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
                      onClick={() => void use(v)}
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
      </Loaded>
      <p className="wd-center">
        <Link to="vouchers-intro">{t('About vouchers')}</Link>
      </p>
    </Page>
  );
}
