import './styles.css';
import { startCampaign } from '@h5/ui-kit';
import { lazy } from 'react';
import routes from './routes.ts';

void startCampaign({
  routes,
  // Screens are separate chunks: the shell (React and the platform packages) is the initial JS.
  screens: {
    errorPage: lazy(() => import('./screens/ErrorPage.tsx').then((m) => ({ default: m.ErrorPage }))),
    close: lazy(() => import('./screens/ClosePage.tsx').then((m) => ({ default: m.ClosePage }))),
  },
  messages: (lang) => import(`./messages/${lang}.json`),
});
