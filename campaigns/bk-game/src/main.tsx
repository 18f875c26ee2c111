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
    board: lazyScreens(() => import('./screens/Board.tsx'))('Board'),
    ranking: lazyScreens(() => import('./screens/Ranking.tsx'))('Ranking'),
    records: lazyScreens(() => import('./screens/Records.tsx'))('Records'),
    strategy: lazyScreens(() => import('./screens/Strategy.tsx'))('Strategy'),
    rebate: lazyScreens(() => import('./screens/Rebate.tsx'))('Rebate'),
  },
  messages: [blockMessages, catalogLoader(catalogs, './messages/')],
});
