import { getUserWithdrawAccount, type PayoutPlatform } from '@h5/core-api/contracts/finance';
import { Async, api, Link, Page, type ScreenProps, t, useResource, useSignals } from '@h5/ui-kit';

/** Where each method is bound. */
const BIND_SCREENS: Record<PayoutPlatform, string> = {
  paypal: 'withdraw-paypal',
  payoneer: 'withdraw-payoneer',
  gcash: 'withdraw-GCASH',
  vodafone_cash: 'withdraw-VodafoneCashAndFawry',
  fawry: 'withdraw-VodafoneCashAndFawry',
  eg_bank: 'withdraw-eg',
  ng_bank: 'withdraw-ngBalnk',
  paytm: '/v/withdraw-paytm/income',
};

/** The methods open to the user's country, each with its binding screen. */
export function WithdrawAccount(_: ScreenProps) {
  useSignals();
  const r = useResource(() => api().call(getUserWithdrawAccount, {}));
  return (
    <Page title={t('Withdrawal account')}>
      <Async r={r} height="4rem">
        {(d) => (
          <>
            <section className="h5-card">
              <h2 className="wd-h">{t('Current account')}</h2>
              <p className="wd-row" data-testid="current-account">
                {d.account ? (
                  <>
                    <bdi>{d.platform_list.find((p) => p.platform === d.account?.platform)?.name}</bdi>
                    <bdi>{d.account.account}</bdi>
                  </>
                ) : (
                  <span className="h5-muted">{t('Not bound yet')}</span>
                )}
              </p>
            </section>
            <section className="h5-card">
              <h2 className="wd-h">{t('Choose how you get paid')}</h2>
              <nav className="wd-menu">
                {d.platform_list.map((p) => (
                  <Link
                    key={p.platform}
                    to={BIND_SCREENS[p.platform]}
                    className="wd-row"
                    testId={`method-${p.platform}`}
                  >
                    {/* The server's name for the method: a brand stays as it is, isolated. */}
                    <bdi>{p.name}</bdi>
                    <span className="h5-muted">
                      {t('Fee {rate}%', { rate: Math.round(p.fee_rate * 1000) / 10 })}
                    </span>
                  </Link>
                ))}
              </nav>
            </section>
          </>
        )}
      </Async>
    </Page>
  );
}
