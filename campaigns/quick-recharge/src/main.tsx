import './styles.css';
import { blockMessages } from '@h5/blocks/messages';
import { lazyScreens, startCampaign } from '@h5/ui-kit';
import routes from './routes.ts';

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
  messages: [blockMessages, (lang) => import(`./messages/${lang}.json`)],
});
