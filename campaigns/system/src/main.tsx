import './styles.css';
import { lazyScreens, startCampaign } from '@h5/ui-kit';
import routes from './routes.ts';

void startCampaign({
  routes,
  // Screens are separate chunks: the shell (React and the platform packages) is the initial JS.
  screens: {
    errorPage: lazyScreens(() => import('./screens/ErrorPage.tsx'))('ErrorPage'),
    close: lazyScreens(() => import('./screens/ClosePage.tsx'))('ClosePage'),
  },
  messages: (lang) => import(`./messages/${lang}.json`),
});
