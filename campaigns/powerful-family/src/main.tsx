import './styles.css';
import { blockMessages } from '@h5/blocks/messages';
import { lazyScreens, startCampaign } from '@h5/ui-kit';
import routes from './routes.ts';

// Each screen is a chunk loaded when first shown: the shell alone is the initial JS.
const entry = lazyScreens(() => import('./screens/Entry.tsx'));
const regional = lazyScreens(() => import('./screens/Regional.tsx'));
const detail = lazyScreens(() => import('./screens/RegionalDetail.tsx'));
const hero = lazyScreens(() => import('./screens/Hero.tsx'));
const global = lazyScreens(() => import('./screens/Global.tsx'));
const rule = lazyScreens(() => import('./screens/Rule.tsx'));

void startCampaign({
  routes,
  screens: {
    entry: entry('Entry'),
    regional: regional('Regional'),
    regionalDetail: detail('RegionalDetail'),
    hero: hero('Hero'),
    global: global('Global'),
    rule: rule('Rule'),
  },
  messages: [blockMessages, (lang) => import(`./messages/${lang}.json`)],
});
