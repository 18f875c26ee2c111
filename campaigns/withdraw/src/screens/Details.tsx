import {
  getRechargeDetail,
  getUniRechargeDetail,
  getUserAccountDetail,
  getUserApplyList,
  getUserIncomeDetail,
  type Paged,
  type RechargeRecord,
  type WithdrawApplication,
} from '@h5/core-api/contracts/finance';
import { formatDate, formatNumber } from '@h5/i18n';
import { api, InfiniteList, language, Page, type ScreenProps, serverClock, t, useSignals } from '@h5/ui-kit';
import { useCallback, useMemo, useState } from 'react';
import { Loaded, Money, MonthPicker, useResourceOnce } from '../components.tsx';
import { recentMonths } from '../money.ts';
import { STATUS_LABELS } from '../statusLabels.ts';

function useMonth(query: URLSearchParams) {
  const months = useMemo(() => recentMonths(serverClock().now()), []);
  const asked = query.get('month') ?? '';
  const [month, setMonth] = useState(months.includes(asked) ? asked : (months[0] as string));
  return { months, month, setMonth };
}

const date = (s: number, withTime = false) =>
  formatDate(
    language.value,
    s * 1000,
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
  );

/** Income by month, day by day. */
export function IncomeDetailPage({ query }: ScreenProps) {
  useSignals();
  const { months, month, setMonth } = useMonth(query);
  return (
    <Page title={t('Income detail')}>
      <MonthPicker months={months} value={month} onChange={setMonth} />
      <IncomeMonth key={month} month={month} />
    </Page>
  );
}

function IncomeMonth({ month }: { month: string }) {
  useSignals();
  const r = useResourceOnce(() => api().call(getUserIncomeDetail, { month }));
  return (
    <Loaded r={r} height="6rem">
      {(d) => (
        <section className="h5-card">
          <p className="wd-row">
            <span>{t('Total')}</span>
            <Money amount={d.total_money} currency={d.currency} testId="month-total" />
          </p>
          {d.days.length === 0 ? (
            <p className="h5-muted">{t('No income this month')}</p>
          ) : (
            <ul className="h5-list">
              {d.days.map((x) => (
                <li key={x.day} className="wd-row" data-testid="income-day">
                  <span>
                    {formatDate(language.value, new Date(`${x.day}T00:00:00Z`), {
                      dateStyle: 'medium',
                      timeZone: 'UTC',
                    })}
                  </span>
                  <span className="h5-muted">
                    {t('{n} diamonds', { n: formatNumber(language.value, x.diamonds) })}
                  </span>
                  <Money amount={x.money} currency={d.currency} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </Loaded>
  );
}

/** Every movement of the balance in a month. */
export function AccountDetailPage({ query }: ScreenProps) {
  useSignals();
  const { months, month, setMonth } = useMonth(query);
  return (
    <Page title={t('Account detail')}>
      <MonthPicker months={months} value={month} onChange={setMonth} />
      <AccountMonth key={month} month={month} />
    </Page>
  );
}

function AccountMonth({ month }: { month: string }) {
  useSignals();
  const r = useResourceOnce(() => api().call(getUserAccountDetail, { month }));
  return (
    <Loaded r={r} height="6rem">
      {(d) => (
        <section className="h5-card">
          {d.list.length === 0 ? (
            <p className="h5-muted">{t('Nothing in this month')}</p>
          ) : (
            <ul className="h5-list">
              {d.list.map((e) => (
                <li key={e.id} className="wd-row" data-testid="ledger-entry">
                  <span>
                    {t(e.title)}
                    <br />
                    <small className="h5-muted">{date(e.create_time, true)}</small>
                  </span>
                  <span className={e.money < 0 ? 'wd-out' : 'wd-in'}>
                    <Money amount={e.money} currency={e.currency} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </Loaded>
  );
}

function pageOf<T>(p: Paged<T>) {
  return { items: p.list, hasMore: p.has_more };
}

function RechargeList({ load }: { load: (page: number) => Promise<Paged<RechargeRecord>> }) {
  const fetchPage = useCallback(async (page: number) => pageOf(await load(page)), [load]);
  return (
    <InfiniteList
      className="h5-card"
      load={fetchPage}
      itemKey={(r) => r.id}
      empty={t('No recharges yet')}
      renderItem={(r) => (
        <div className="wd-row" data-testid="recharge">
          <span>
            <bdi>{r.platform}</bdi>
            <br />
            <small className="h5-muted">{date(r.create_time, true)}</small>
          </span>
          <span>
            <Money amount={r.money} currency={r.currency} />
            <br />
            <small className="h5-muted">
              {t('{gold} coins', { gold: formatNumber(language.value, r.gold) })}
            </small>
          </span>
        </div>
      )}
    />
  );
}

const loadRecharge = (page: number) => api().call(getRechargeDetail, { page });
const loadUniRecharge = (page: number) => api().call(getUniRechargeDetail, { page });

export function RechargeDetailPage(_: ScreenProps) {
  return (
    <Page title={t('Recharge detail')}>
      <RechargeList load={loadRecharge} />
    </Page>
  );
}

/** The same list for the sister app Chilla, from the unified money host. */
export function RechargeDetailChilla(_: ScreenProps) {
  return (
    <Page title={t('Recharge detail')}>
      <RechargeList load={loadUniRecharge} />
    </Page>
  );
}

const loadApplications = async (page: number) => pageOf(await api().call(getUserApplyList, { page }));

/** Withdrawal applications, newest first, paged as the user scrolls. */
export function RecordPage(_: ScreenProps) {
  return (
    <Page title={t('Withdrawal record')}>
      <InfiniteList
        className="h5-card"
        load={loadApplications}
        itemKey={(a: WithdrawApplication) => a.id}
        empty={t('No withdrawals yet')}
        renderItem={(a) => (
          <div className="wd-row" data-testid="application">
            <span>
              <Money amount={a.grade_money} currency={a.currency} />
              <br />
              <small className="h5-muted">
                <bdi>{a.account}</bdi> · {date(a.create_time, true)}
              </small>
              {a.reject_reason ? (
                <>
                  <br />
                  <small className="wd-out">{a.reject_reason}</small>
                </>
              ) : null}
            </span>
            <span className={`wd-status wd-status-${a.status}`} data-testid="status">
              {t(STATUS_LABELS[a.status])}
            </span>
          </div>
        )}
      />
    </Page>
  );
}
