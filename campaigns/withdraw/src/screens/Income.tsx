import {
  getIsHighWithdrawUser,
  getUserAuditMoney,
  getUserMoney,
  getUserWithdrawAccount,
} from '@h5/core-api/contracts/finance';
import { api, Page, type ScreenProps, t, useSignals } from '@h5/ui-kit';
import { Link, Loaded, Money, StageName, useResourceOnce } from '../components.tsx';

/** The earnings home: balance, money under review, and every action the user's type allows. */
export function IncomePage(_: ScreenProps) {
  useSignals();
  const money = useResourceOnce(() => api().call(getUserMoney, {}));
  const audit = useResourceOnce(() => api().call(getUserAuditMoney, {}));
  const account = useResourceOnce(() => api().call(getUserWithdrawAccount, {}));
  const high = useResourceOnce(() => api().call(getIsHighWithdrawUser, {}));
  return (
    <Page title={t('My earnings')} className="wd-income">
      <section className="h5-card wd-balance">
        <Loaded r={money} height="3.2rem">
          {(m) => (
            <>
              <p className="wd-hello">
                <StageName name={m.stage_name} />
              </p>
              <p className="h5-muted">{t('Available balance')}</p>
              <p className="wd-big">
                <Money amount={m.money} currency={m.currency} testId="balance" />
              </p>
              <Loaded r={audit} height="0.6rem">
                {(a) => (
                  <p className="h5-muted" data-testid="audit">
                    {t('Under review')}: <Money amount={a.audit_money} currency={a.currency} />{' '}
                    {a.pending_count > 0 ? `(${t('{n} pending', { n: a.pending_count })})` : null}
                  </p>
                )}
              </Loaded>
              {/* A slot of fixed height: the badge arrives with its own call and must not shift the page. */}
              <p className="wd-badge-slot">
                {high.data.value?.is_high_withdraw ? (
                  <span className="wd-badge">{t('Higher withdrawal limits')}</span>
                ) : null}
              </p>
            </>
          )}
        </Loaded>
        <div className="wd-actions">
          <Link to="withdraw" className="h5-button" testId="go-withdraw">
            {t('Withdraw')}
          </Link>
          <Link to="exchange-coins" className="h5-button h5-button-secondary">
            {t('Exchange coins')}
          </Link>
        </div>
      </section>
      <section className="h5-card">
        <Loaded r={account} height="1rem">
          {(a) => (
            <Link to="withdraw-account" className="wd-row" testId="account-row">
              <span>{t('Withdrawal account')}</span>
              <bdi className="h5-muted">{a.account ? a.account.account : t('Not bound yet')}</bdi>
            </Link>
          )}
        </Loaded>
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
