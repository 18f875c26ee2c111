import './styles.css';
import { startCampaign } from '@h5/ui-kit';
import { lazy } from 'react';
import routes from './routes.ts';

void startCampaign({
  routes,
  // The screen is its own chunk: the shell (React and the platform packages) is the initial JS.
  screens: {
    luckyEggs: lazy(() => import('./screens/LuckyEggsPage.tsx').then((m) => ({ default: m.LuckyEggsPage }))),
  },
  messages: (lang) => import(`./messages/${lang}.json`),
});
