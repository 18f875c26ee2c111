import { defineRoutes, type ReadDecl } from '@h5/ui-kit/routes';

// The reads several screens make as they show (their HTML starts them).
const USER_MONEY: ReadDecl = { call: 'finance.userMoney' };
const WITHDRAW_ACCOUNT: ReadDecl = { call: 'finance.userWithdrawAccount' };
const GRADES: ReadDecl = { call: 'finance.grades' };
/** The record's first page (`pagesOf` starts at page 1). */
const APPLICATIONS: ReadDecl = { call: 'finance.userApplyList', params: { page: 1 } };

export default defineRoutes({
  campaign: 'withdraw',
  title:
    'Earnings: balance, withdrawal to PayPal, GCash, Vodafone Cash, Fawry, banks and Paytm, coin exchange, vouchers.',
  routes: [
    {
      path: '/v/withdraw',
      redirect: { to: 'income' },
      children: [
        {
          path: 'income',
          screen: 'income',
          meta: { title: 'My earnings' },
          reads: [
            USER_MONEY,
            { call: 'finance.userAuditMoney' },
            WITHDRAW_ACCOUNT,
            { call: 'money.isHighWithdrawUser' },
          ],
        },
        { path: 'intro', screen: 'intro', meta: { title: 'About withdrawals' } },
        {
          path: 'withdraw',
          screen: 'withdraw',
          meta: { title: 'Withdraw' },
          reads: [GRADES, { call: 'finance.applyInfo' }, WITHDRAW_ACCOUNT],
        },
        {
          path: 'withdraw-next',
          screen: 'withdrawNext',
          meta: { title: 'Confirm withdrawal' },
          reads: [GRADES, WITHDRAW_ACCOUNT],
        },
        {
          path: 'withdraw-account',
          screen: 'withdrawAccount',
          meta: { title: 'Withdrawal account' },
          reads: [WITHDRAW_ACCOUNT],
        },
        // The result looks its application up in the record, from the first page, given an id.
        {
          path: 'withdraw-res',
          screen: 'withdrawRes',
          meta: { title: 'Withdrawal result' },
          reads: [{ ...APPLICATIONS, when: { value: '$query.id' } }],
        },
        {
          path: 'withdraw-paypal',
          screen: 'paypal',
          meta: { title: 'PayPal' },
          reads: [{ call: 'finance.webUserWithdrawAccount' }],
        },
        {
          path: 'withdraw-paypal-new',
          screen: 'paypalNew',
          meta: { title: 'Add PayPal account' },
          reads: [{ call: 'finance.paypalForm' }],
        },
        // Back from Payoneer with `?code=` the screen binds instead (that read is then not taken over).
        {
          path: 'withdraw-payoneer',
          screen: 'payoneer',
          meta: { title: 'Payoneer' },
          reads: [{ call: 'finance.payoneerAccounts' }],
        },
        { path: 'withdraw-GCASH', screen: 'gcash', meta: { title: 'GCash' } },
        {
          path: 'withdraw-VodafoneCashAndFawry',
          screen: 'vodafoneFawry',
          meta: { title: 'Vodafone Cash and Fawry' },
        },
        // The banks' saved accounts are asked for in the user's country: after the user read.
        { path: 'withdraw-eg', screen: 'egBank', meta: { title: 'Bank transfer (Egypt)' } },
        { path: 'withdraw-ngBalnk', screen: 'ngBank', meta: { title: 'Bank transfer (Nigeria)' } },
        {
          path: 'exchange-coins',
          screen: 'exchangeCoins',
          meta: { title: 'Exchange coins' },
          reads: [USER_MONEY, { call: 'finance.exchangeGoldGrade' }],
        },
        // The month shown is the server clock's current one: that read starts once the clock is known.
        { path: 'income-detail', screen: 'incomeDetail', meta: { title: 'Income detail' } },
        {
          path: 'recharge-detail',
          screen: 'rechargeDetail',
          meta: { title: 'Recharge detail' },
          reads: [
            { call: 'money.userRechargedPlatform' },
            { call: 'money.rechargeDetail', params: { page: 1 } },
          ],
        },
        {
          path: 'recharge-detail-chilla',
          screen: 'rechargeDetailChilla',
          meta: { title: 'Recharge detail' },
          reads: [{ call: 'money.uniRechargeDetail', params: { page: 1 } }],
        },
        // As the income detail: the current month comes from the server clock.
        { path: 'account-detail', screen: 'accountDetail', meta: { title: 'Account detail' } },
        { path: 'record', screen: 'record', meta: { title: 'Withdrawal record' }, reads: [APPLICATIONS] },
        {
          path: 'vouchers',
          screen: 'vouchers',
          meta: { title: 'Vouchers' },
          reads: [{ call: 'money.diamondVouchers' }, { call: 'money.invalidDiamondVouchers' }],
        },
        { path: 'vouchers-intro', screen: 'vouchersIntro', meta: { title: 'About vouchers' } },
        {
          path: 'agency-exchange-coins',
          screen: 'agencyExchange',
          meta: { title: 'Agency coin exchange' },
          reads: [USER_MONEY, { call: 'money.coinSellerLimit' }],
        },
      ],
    },
    {
      path: '/v/withdraw-paytm',
      redirect: { to: 'income' },
      children: [
        {
          path: 'income',
          screen: 'paytmIncome',
          meta: { title: 'Paytm cash' },
          reads: [USER_MONEY, { call: 'money.inBankAccount' }, { call: 'finance.redMoneyGrade' }],
        },
        { path: 'intro', screen: 'paytmIntro', meta: { title: 'About Paytm cash' } },
        // The current month comes from the server clock (see account-detail above).
        { path: 'detail', screen: 'accountDetail', meta: { title: 'Account detail' } },
        { path: 'record', screen: 'record', meta: { title: 'Withdrawal record' }, reads: [APPLICATIONS] },
      ],
    },
    {
      path: '/v/paytm-about',
      screen: 'paytmAbout',
      noLimit: true,
      meta: { title: 'About Paytm withdrawals' },
    },
    {
      path: '/v/paytm-contact',
      screen: 'paytmContact',
      noLimit: true,
      meta: { title: 'Contact us' },
      reads: [{ call: 'finance.supportContacts', params: { platform: 'paytm' } }],
    },
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
    '/v/withdraw/withdraw-next?grade=100',
    '/v/withdraw/withdraw-res?id=w1008-14',
    '/v/withdraw/record',
    '/v/withdraw/withdraw-payoneer',
    '/v/withdraw/exchange-coins',
    '/v/withdraw/vouchers',
    '/v/withdraw/agency-exchange-coins',
    '/v/withdraw-paytm/income',
    '/v/paytm-about',
  ],
  // A withdrawal is its applicant's to see; the agency exchange is a coin seller's.
  exampleUsers: {
    '/v/withdraw/withdraw-res?id=w1008-14': 1008,
    '/v/withdraw/agency-exchange-coins': 1003,
  },
});
