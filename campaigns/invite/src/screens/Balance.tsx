// My cash: the balance, what I earned in all, and the cash record (newest first; the rest on request).

import { getFxUserInfo, getInviteList } from '@h5/core-api/contracts/invite';
import { formatDate } from '@h5/i18n';
import { Async, api, Link, language, Page, PagerEnd, t, usePager, useResource, useSignals } from '@h5/ui-kit';
import { UserName } from '@h5/ui-kit/identity';
import { Money } from '../components/Money.tsx';
import { TITLES } from '../routes.ts';

export const BALANCE_TEXTS = {
  cash: 'Cash balance',
  earned: 'Earned in all',
  record: 'Cash record',
  empty: 'Nothing here yet. Invite a friend to earn your first cash.',
  more: 'Show earlier entries',
} as const;

export function Balance() {
  useSignals();
  const info = useResource(() => api().call(getFxUserInfo, {}));
  const first = useResource(() => api().call(getInviteList, {}));
  // Spec 7: the rest is one read (`has_more=1`), asked for on a tap: page 2 of the one pager.
  const rest = usePager(
    async () => {
      const r = await api().call(getInviteList, { has_more: 1 });
      return { items: Array.isArray(r?.list) ? r.list : [], hasMore: false };
    },
    {
      resetKey: first.data.value,
      shown: { hasMore: first.data.value?.has_more === true },
      keyOf: (e) => e.id,
    },
  );
  const lang = language.value;
  return (
    <Page title={t(TITLES.balance)} className="inv-page">
      <Async r={info} height="5rem">
        {(u) => (
          <section className="h5-card inv-balance">
            <p className="inv-wallet-label">{t(BALANCE_TEXTS.cash)}</p>
            <Money amount={u.cash} currency={u.currency} testId="balance-cash" />
            <p className="h5-muted">
              {t(BALANCE_TEXTS.earned)} <Money amount={u.total_earned} currency={u.currency} />
            </p>
            <div className="inv-actions">
              <Link to="/v/invite-new/withdrawal" className="h5-button">
                {t(TITLES.withdrawal)}
              </Link>
              <Link to="/v/invite-new/redeem" className="h5-button h5-button-secondary">
                {t(TITLES.redeem)}
              </Link>
            </div>
          </section>
        )}
      </Async>
      <section className="h5-card">
        <h2 className="inv-h">{t(BALANCE_TEXTS.record)}</h2>
        <Async r={first} height="8rem" isEmpty={(d) => d.list.length === 0} empty={t(BALANCE_TEXTS.empty)}>
          {(d) => (
            <>
              <ul className="inv-record" data-testid="cash-record">
                {[...d.list, ...rest.items].map((e) => (
                  <li key={e.id} className="inv-record-row" data-testid="cash-line">
                    <span className="inv-record-main">
                      <bdi>{e.title}</bdi>
                      <span className="h5-muted">
                        {e.person ? <UserName name={e.person.stage_name} /> : null}{' '}
                        {formatDate(lang, e.time, { dateStyle: 'medium' })}
                      </span>
                    </span>
                    <span className={e.amount < 0 ? 'inv-amount inv-amount-out' : 'inv-amount'}>
                      <Money amount={e.amount} currency={d.currency} />
                    </span>
                  </li>
                ))}
              </ul>
              <PagerEnd pager={rest} label={BALANCE_TEXTS.more} />
            </>
          )}
        </Async>
      </section>
    </Page>
  );
}
