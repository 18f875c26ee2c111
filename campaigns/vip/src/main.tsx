// The block styles the first screens draw come with the first CSS, the campaign's after them.
import '@h5/blocks/phase-banner/styles.css';
import '@h5/blocks/menu-list/styles.css';
import './styles.css';
import { blockMessages } from '@h5/blocks/messages';
import { catalogLoader, type Messages } from '@h5/i18n';
import { lazyScreens, startCampaign } from '@h5/ui-kit';
import routes from './routes.ts';

const catalogs = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

// Each screen is its own chunk: the shell (React and the platform packages) is the initial JS.
void startCampaign({
  routes,
  screens: {
    vipSale: lazyScreens(() => import('./screens/VipSale.tsx'))('VipSale'),
    vipActivity: lazyScreens(() => import('./screens/VipActivity.tsx'))('VipActivity'),
    vipActivityShare: lazyScreens(() => import('./screens/VipActivityShare.tsx'))('VipActivityShare'),
    vipPrivileges: lazyScreens(() => import('./screens/VipPrivileges.tsx'))('VipPrivileges'),
    intimacyPrivileges: lazyScreens(() => import('./screens/IntimacyPrivileges.tsx'))('IntimacyPrivileges'),
    vipRules: lazyScreens(() => import('./screens/VipRules.tsx'))('VipRules'),
    vipCustomerService: lazyScreens(() => import('./screens/VipCustomerService.tsx'))('VipCustomerService'),
    nobleIndex: lazyScreens(() => import('./screens/NobleIndex.tsx'))('NobleIndex'),
    noblePrivileges: lazyScreens(() => import('./screens/NoblePrivileges.tsx'))('NoblePrivileges'),
  },
  messages: [blockMessages, catalogLoader(catalogs, './messages/')],
});
