import './styles.css';
import { blockMessages } from '@h5/blocks/messages';
import { catalogLoader, type Messages } from '@h5/i18n';
import { lazyScreens, startCampaign } from '@h5/ui-kit';
import routes from './routes.ts';

const catalogs = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

void startCampaign({
  routes,
  // Screens are separate chunks: the shell (React and the platform packages) is the initial JS.
  screens: {
    home: lazyScreens(() => import('./screens/Home.tsx'))('Home'),
    moreGameplay: lazyScreens(() => import('./screens/MoreGameplay.tsx'))('MoreGameplay'),
    myBets: lazyScreens(() => import('./screens/MyBets.tsx'))('MyBets'),
    myWallet: lazyScreens(() => import('./screens/MyWallet.tsx'))('MyWallet'),
    deposit: lazyScreens(() => import('./screens/Deposit.tsx'))('Deposit'),
    withdraw: lazyScreens(() => import('./screens/Withdraw.tsx'))('Withdraw'),
    withdrawResult: lazyScreens(() => import('./screens/WithdrawResult.tsx'))('WithdrawResult'),
    ranking: lazyScreens(() => import('./screens/Ranking.tsx'))('Ranking'),
  },
  messages: [blockMessages, catalogLoader(catalogs, './messages/')],
});
