import './styles.css';
import { blockMessages } from '@h5/blocks/messages';
import { catalogLoader, type Messages } from '@h5/i18n';
import { lazyScreens, startCampaign } from '@h5/ui-kit';
import routes from './routes.ts';

const catalogs = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

// Every flow screen lives in one chunk; the shell is the initial JS.
const flows = lazyScreens(() => import('./screens/flowScreens.tsx'));

void startCampaign({
  routes,
  screens: {
    quick: flows('QuickScreen'),
    quickPrivacy: flows('QuickPrivacyScreen'),
    large: flows('LargeScreen'),
    largePrivacy: flows('LargePrivacyScreen'),
    vip: flows('VipScreen'),
    vipPrivacy: flows('VipPrivacyScreen'),
    middle: lazyScreens(() => import('./screens/MiddlePage.tsx'))('MiddlePage'),
  },
  messages: [blockMessages, catalogLoader(catalogs, './messages/')],
});
