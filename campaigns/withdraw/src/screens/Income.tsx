import { MenuList } from '@h5/blocks/menu-list';
import {
  getIsHighWithdrawUser,
  getUserAuditMoney,
  getUserMoney,
  getUserWithdrawAccount,
} from '@h5/core-api/contracts/finance';
import {
  Async,
  api,
  appInfo,
  LineSkeleton,
  Link,
  Page,
  type ScreenProps,
  t,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { ForwardIcon } from '@h5/ui-kit/icon';
import { BalanceCard, Money } from '../components.tsx';
import { rechargeDetailPath } from '../rechargeDetailPath.ts';

/** The earnings home: balance, money under review, and every action the user's type allows. */
export function IncomePage(_: ScreenProps) {
  useSignals();
  const money = useResource(() => api().call(getUserMoney, {}));
  const audit = useResource(() => api().call(getUserAuditMoney, {}));
  const account = useResource(() => api().call(getUserWithdrawAccount, {}));
  const high = useResource(() => api().call(getIsHighWithdrawUser, {}));
  const review = audit.data.value;
  return (
    <Page title={t('My earnings')} className="wd-income">
      <BalanceCard money={money}>
        <p className="wd-audit h5-muted" data-testid="audit">
          {review ? (
            <>
              {t('Under review')}: <Money amount={review.audit_money} currency={review.currency} />{' '}
              {review.pending_count > 0
                ? `(${t('{n, plural, one {# pending} other {# pending}}', { n: review.pending_count })})`
                : null}
            </>
          ) : audit.error.value ? null : (
            <LineSkeleton />
          )}
        </p>
        {/* The badge arrives with its own call: its line is always there, empty until then. */}
        <p className="wd-badge-slot">
          {high.data.value?.is_high_withdraw ? (
            <span className="wd-badge">{t('Higher withdrawal limits')}</span>
          ) : null}
        </p>
        <div className="wd-actions">
          <Link to="withdraw" className="h5-button" testId="go-withdraw">
            {t('Withdraw')}
          </Link>
          <Link to="exchange-coins" className="h5-button h5-button-secondary">
            {t('Exchange coins')}
          </Link>
        </div>
      </BalanceCard>
      <section className="h5-card">
        {/* One row's height loading, loaded or failed: the menu below never moves. */}
        <div className="wd-compact-error wd-account-slot">
          <Async r={account} height="1rem">
            {(a) => (
              <Link to="withdraw-account" className="wd-row" testId="account-row">
                <span>{t('Withdrawal account')}</span>
                <bdi className="h5-muted">{a.account ? a.account.account : t('Not bound yet')}</bdi>
                <ForwardIcon className="wd-chevron" />
              </Link>
            )}
          </Async>
        </div>
        <MenuList
          items={[
            { to: 'record', label: 'Withdrawal record' },
            { to: 'income-detail', label: 'Income detail' },
            { to: 'account-detail', label: 'Account detail' },
            {
              to: rechargeDetailPath(appInfo().appName),
              label: 'Recharge detail',
              testId: 'recharge-detail-row',
            },
            { to: 'vouchers', label: 'Vouchers' },
            ...(money.data.value?.is_coin_seller
              ? [{ to: 'agency-exchange-coins', label: 'Agency coin exchange', testId: 'agency-row' }]
              : []),
            { to: 'intro', label: 'About withdrawals' },
          ]}
        />
      </section>
    </Page>
  );
}
