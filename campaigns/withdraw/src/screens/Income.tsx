import {
  getIsHighWithdrawUser,
  getUserAuditMoney,
  getUserMoney,
  getUserWithdrawAccount,
} from '@h5/core-api/contracts/finance';
import { api, LineSkeleton, Page, type ScreenProps, t, useSignals } from '@h5/ui-kit';
import { BalanceCard, Link, Loaded, Money, useResourceOnce } from '../components.tsx';

/** The earnings home: balance, money under review, and every action the user's type allows. */
export function IncomePage(_: ScreenProps) {
  useSignals();
  const money = useResourceOnce(() => api().call(getUserMoney, {}));
  const audit = useResourceOnce(() => api().call(getUserAuditMoney, {}));
  const account = useResourceOnce(() => api().call(getUserWithdrawAccount, {}));
  const high = useResourceOnce(() => api().call(getIsHighWithdrawUser, {}));
  const review = audit.data.value;
  return (
    <Page title={t('My earnings')} className="wd-income">
      <BalanceCard money={money}>
        <p className="wd-audit h5-muted" data-testid="audit">
          {review ? (
            <>
              {t('Under review')}: <Money amount={review.audit_money} currency={review.currency} />{' '}
              {review.pending_count > 0 ? `(${t('{n} pending', { n: review.pending_count })})` : null}
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
          <Loaded r={account} height="1rem">
            {(a) => (
              <Link to="withdraw-account" className="wd-row" testId="account-row">
                <span>{t('Withdrawal account')}</span>
                <bdi className="h5-muted">{a.account ? a.account.account : t('Not bound yet')}</bdi>
              </Link>
            )}
          </Loaded>
        </div>
        <nav className="wd-menu">
          <Link to="record" className="wd-row">
            {t('Withdrawal record')}
          </Link>
          <Link to="income-detail" className="wd-row">
            {t('Income detail')}
          </Link>
          <Link to="account-detail" className="wd-row">
            {t('Account detail')}
          </Link>
          <Link to="recharge-detail" className="wd-row">
            {t('Recharge detail')}
          </Link>
          <Link to="vouchers" className="wd-row">
            {t('Vouchers')}
          </Link>
          {money.data.value?.is_coin_seller ? (
            <Link to="agency-exchange-coins" className="wd-row" testId="agency-row">
              {t('Agency coin exchange')}
            </Link>
          ) : null}
          <Link to="intro" className="wd-row">
            {t('About withdrawals')}
          </Link>
        </nav>
      </section>
    </Page>
  );
}
