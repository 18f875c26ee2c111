import './styles.css';
import { catalogLoader, type Messages } from '@h5/i18n';
import { lazyScreens, startCampaign } from '@h5/ui-kit';
import routes from './routes.ts';

const catalogs = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

void startCampaign({
  routes,
  // Screens are separate chunks: the shell (React and the platform packages) is the initial JS.
  screens: {
    errorPage: lazyScreens(() => import('./screens/ErrorPage.tsx'))('ErrorPage'),
    close: lazyScreens(() => import('./screens/ClosePage.tsx'))('ClosePage'),
  },
  messages: catalogLoader(catalogs, './messages/'),
});
