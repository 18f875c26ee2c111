// The block styles the pre-rendered shell draws come with the first CSS, the campaign's after them.
import '@h5/blocks/phase-banner/styles.css';
import '@h5/blocks/winners-feed/styles.css';
import './styles.css';
import { blockMessages } from '@h5/blocks/messages';
import { catalogLoader, type Messages } from '@h5/i18n';
import { lazyScreens, startCampaign } from '@h5/ui-kit';
import routes from './routes.ts';

const catalogs = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

void startCampaign({
  routes,
  // The screen is its own chunk: the shell (React and the platform packages) is the initial JS.
  screens: {
    luckyEggs: lazyScreens(() => import('./screens/LuckyEggsPage.tsx'))('LuckyEggsPage'),
  },
  messages: [blockMessages, catalogLoader(catalogs, './messages/')],
});
