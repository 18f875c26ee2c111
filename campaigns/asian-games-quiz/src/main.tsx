import './styles.css';
import { blockMessages } from '@h5/blocks/messages';
import { startCampaign } from '@h5/ui-kit';
import { lazy } from 'react';
import routes from './routes.ts';

void startCampaign({
  routes,
  // Screens are separate chunks: the shell (React and the platform packages) is the initial JS.
  screens: {
    home: lazy(() => import('./screens/Home.tsx').then((m) => ({ default: m.Home }))),
    moreGameplay: lazy(() => import('./screens/MoreGameplay.tsx').then((m) => ({ default: m.MoreGameplay }))),
    myBets: lazy(() => import('./screens/MyBets.tsx').then((m) => ({ default: m.MyBets }))),
    myWallet: lazy(() => import('./screens/MyWallet.tsx').then((m) => ({ default: m.MyWallet }))),
    deposit: lazy(() => import('./screens/Deposit.tsx').then((m) => ({ default: m.Deposit }))),
    withdraw: lazy(() => import('./screens/Withdraw.tsx').then((m) => ({ default: m.Withdraw }))),
    withdrawResult: lazy(() =>
      import('./screens/WithdrawResult.tsx').then((m) => ({ default: m.WithdrawResult })),
    ),
    ranking: lazy(() => import('./screens/Ranking.tsx').then((m) => ({ default: m.Ranking }))),
  },
  messages: [blockMessages, (lang) => import(`./messages/${lang}.json`)],
});
