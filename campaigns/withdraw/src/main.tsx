// The block styles the pre-rendered shell draws come with the first CSS, the campaign's after them.
import '@h5/blocks/menu-list/styles.css';
import './styles.css';
import { blockMessages } from '@h5/blocks/messages';
import { catalogLoader, type Messages } from '@h5/i18n';
import { lazyScreens, startCampaign } from '@h5/ui-kit';
import routes from './routes.ts';

const catalogs = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

// Screens are separate chunks: the shell (React and the platform packages) is the initial JS.
// Screens of one module (the account forms, the detail lists) share a chunk.
const income = lazyScreens(() => import('./screens/Income.tsx'));
const info = lazyScreens(() => import('./screens/Info.tsx'));
const withdraw = lazyScreens(() => import('./screens/Withdraw.tsx'));
const accounts = lazyScreens(() => import('./screens/Accounts.tsx'));
const exchange = lazyScreens(() => import('./screens/Exchange.tsx'));
const details = lazyScreens(() => import('./screens/Details.tsx'));
const vouchers = lazyScreens(() => import('./screens/Vouchers.tsx'));
const paytm = lazyScreens(() => import('./screens/PaytmIncome.tsx'));

void startCampaign({
  routes,
  screens: {
    income: income('IncomePage'),
    intro: info('WithdrawIntro'),
    withdraw: withdraw('WithdrawPage'),
    withdrawNext: withdraw('WithdrawNext'),
    withdrawRes: withdraw('WithdrawResult'),
    withdrawAccount: accounts('WithdrawAccount'),
    paypal: accounts('PaypalAccounts'),
    paypalNew: accounts('PaypalNew'),
    payoneer: accounts('PayoneerScreen'),
    gcash: accounts('GcashForm'),
    vodafoneFawry: accounts('VodafoneFawryForm'),
    egBank: accounts('EgBankForm'),
    ngBank: accounts('NgBankForm'),
    exchangeCoins: exchange('ExchangeCoins'),
    agencyExchange: exchange('AgencyExchange'),
    incomeDetail: details('IncomeDetailPage'),
    accountDetail: details('AccountDetailPage'),
    rechargeDetail: details('RechargeDetailPage'),
    rechargeDetailChilla: details('RechargeDetailChilla'),
    record: details('RecordPage'),
    vouchers: vouchers('VouchersPage'),
    vouchersIntro: info('VouchersIntro'),
    paytmIncome: paytm('PaytmIncome'),
    paytmIntro: info('PaytmIntro'),
    paytmAbout: info('PaytmAbout'),
    paytmContact: info('PaytmContact'),
    paytmPolicy: info('PaytmPolicy'),
  },
  messages: [blockMessages, catalogLoader(catalogs, './messages/')],
});
