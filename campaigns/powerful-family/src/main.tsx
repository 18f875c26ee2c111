import './styles.css';
import { blockMessages } from '@h5/blocks/messages';
import { catalogLoader, type Messages } from '@h5/i18n';
import { lazyScreens, startCampaign } from '@h5/ui-kit';
import routes from './routes.ts';

const catalogs = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

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
  messages: [blockMessages, catalogLoader(catalogs, './messages/')],
});
