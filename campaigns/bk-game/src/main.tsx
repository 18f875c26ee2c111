import './styles.css';
import { startCampaign } from '@h5/ui-kit';
import { lazy } from 'react';
import routes from './routes.ts';

void startCampaign({
  routes,
  // Screens are separate chunks: the shell (React and the platform packages) is the initial JS.
  screens: {
    board: lazy(() => import('./screens/Board.tsx').then((m) => ({ default: m.Board }))),
    ranking: lazy(() => import('./screens/Ranking.tsx').then((m) => ({ default: m.Ranking }))),
    records: lazy(() => import('./screens/Records.tsx').then((m) => ({ default: m.Records }))),
    strategy: lazy(() => import('./screens/Strategy.tsx').then((m) => ({ default: m.Strategy }))),
    rebate: lazy(() => import('./screens/Rebate.tsx').then((m) => ({ default: m.Rebate }))),
  },
  messages: (lang) => import(`./messages/${lang}.json`),
});
