import {
  getRechargeDetail,
  getUniRechargeDetail,
  getUserAccountDetail,
  getUserApplyList,
  getUserIncomeDetail,
  getUserRechargedPlatform,
  type RechargeRecord,
  type WithdrawApplication,
} from '@h5/core-api/contracts/finance';
import { formatDate } from '@h5/i18n';
import {
  Async,
  api,
  COINS,
  DIAMONDS,
  InfiniteList,
  language,
  Page,
  type PageResult,
  pagesOf,
  type ScreenProps,
  serverClock,
  t,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { useMemo, useState } from 'react';
import { Money } from '../components.tsx';
import { recentMonths } from '../money.ts';
import { MonthPicker } from '../monthPicker.tsx';
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
  const r = useResource(() => api().call(getUserIncomeDetail, { month }));
  return (
    <Async r={r} height="6rem">
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
                  <span className="h5-muted">{t(DIAMONDS, { n: x.diamonds })}</span>
                  <Money amount={x.money} currency={d.currency} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </Async>
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
  const r = useResource(() => api().call(getUserAccountDetail, { month }));
  return (
    <Async r={r} height="6rem">
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
    </Async>
  );
}

function RechargeList({ load }: { load: (page: number) => Promise<PageResult<RechargeRecord>> }) {
  return (
    <InfiniteList
      className="h5-card"
      load={load}
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
            <small className="h5-muted">{t(COINS, { n: r.gold })}</small>
          </span>
        </div>
      )}
    />
  );
}

const loadRecharge = pagesOf(getRechargeDetail, {});
const loadUniRecharge = pagesOf(getUniRechargeDetail, {});

/** Where the user has recharged, named once above the list; nothing when they never have. */
function RechargedWith() {
  useSignals();
  const r = useResource(() => api().call(getUserRechargedPlatform, {}));
  return (
    <Async r={r} height="1.4rem" compact>
      {(d) =>
        d.platform_list.length ? (
          <section className="h5-card wd-recharged-with" data-testid="recharged-with">
            <h2 className="wd-h">{t('You recharged with')}</h2>
            <ul className="wd-tags">
              {d.platform_list.map((p) => (
                <li key={p} className="wd-tag" data-testid="recharged-platform">
                  <bdi>{p}</bdi>
                </li>
              ))}
            </ul>
          </section>
        ) : null
      }
    </Async>
  );
}

export function RechargeDetailPage(_: ScreenProps) {
  return (
    <Page title={t('Recharge detail')}>
      <RechargedWith />
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

const loadApplications = pagesOf(getUserApplyList, {});

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
