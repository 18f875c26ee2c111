import { defineRoutes } from '@h5/ui-kit/routes';

export default defineRoutes({
  campaign: 'withdraw',
  title:
    'Earnings: balance, withdrawal to PayPal, GCash, Vodafone Cash, Fawry, banks and Paytm, coin exchange, vouchers.',
  routes: [
    {
      path: '/v/withdraw',
      redirect: { to: 'income' },
      children: [
        { path: 'income', screen: 'income', meta: { title: 'My earnings' } },
        { path: 'intro', screen: 'intro', meta: { title: 'About withdrawals' } },
        { path: 'withdraw', screen: 'withdraw', meta: { title: 'Withdraw' } },
        { path: 'withdraw-next', screen: 'withdrawNext', meta: { title: 'Confirm withdrawal' } },
        { path: 'withdraw-account', screen: 'withdrawAccount', meta: { title: 'Withdrawal account' } },
        { path: 'withdraw-res', screen: 'withdrawRes', meta: { title: 'Withdrawal result' } },
        { path: 'withdraw-paypal', screen: 'paypal', meta: { title: 'PayPal' } },
        { path: 'withdraw-paypal-new', screen: 'paypalNew', meta: { title: 'Add PayPal account' } },
        { path: 'withdraw-GCASH', screen: 'gcash', meta: { title: 'GCash' } },
        {
          path: 'withdraw-VodafoneCashAndFawry',
          screen: 'vodafoneFawry',
          meta: { title: 'Vodafone Cash and Fawry' },
        },
        { path: 'withdraw-eg', screen: 'egBank', meta: { title: 'Bank transfer (Egypt)' } },
        { path: 'withdraw-ngBalnk', screen: 'ngBank', meta: { title: 'Bank transfer (Nigeria)' } },
        { path: 'exchange-coins', screen: 'exchangeCoins', meta: { title: 'Exchange coins' } },
        { path: 'income-detail', screen: 'incomeDetail', meta: { title: 'Income detail' } },
        { path: 'recharge-detail', screen: 'rechargeDetail', meta: { title: 'Recharge detail' } },
        {
          path: 'recharge-detail-chilla',
          screen: 'rechargeDetailChilla',
          meta: { title: 'Recharge detail' },
        },
        { path: 'account-detail', screen: 'accountDetail', meta: { title: 'Account detail' } },
        { path: 'record', screen: 'record', meta: { title: 'Withdrawal record' } },
        { path: 'vouchers', screen: 'vouchers', meta: { title: 'Vouchers' } },
        { path: 'vouchers-intro', screen: 'vouchersIntro', meta: { title: 'About vouchers' } },
        { path: 'agency-exchange-coins', screen: 'agencyExchange', meta: { title: 'Agency coin exchange' } },
      ],
    },
    {
      path: '/v/withdraw-paytm',
      redirect: { to: 'income' },
      children: [
        { path: 'income', screen: 'paytmIncome', meta: { title: 'Paytm cash' } },
        { path: 'intro', screen: 'paytmIntro', meta: { title: 'About Paytm cash' } },
        { path: 'detail', screen: 'accountDetail', meta: { title: 'Account detail' } },
        { path: 'record', screen: 'record', meta: { title: 'Withdrawal record' } },
      ],
    },
    {
      path: '/v/paytm-about',
      screen: 'paytmAbout',
      noLimit: true,
      meta: { title: 'About Paytm withdrawals' },
    },
    { path: '/v/paytm-contact', screen: 'paytmContact', noLimit: true, meta: { title: 'Contact us' } },
    {
      path: '/v/paytm-policy',
      screen: 'paytmPolicy',
      noLimit: true,
      meta: { title: 'Paytm withdrawal policy' },
    },
  ],
  examples: [
    '/v/withdraw',
    '/v/withdraw/withdraw',
    '/v/withdraw/record',
    '/v/withdraw/exchange-coins',
    '/v/withdraw/vouchers',
    '/v/withdraw-paytm/income',
    '/v/paytm-about',
  ],
});
