import './styles.css';
import { blockMessages } from '@h5/blocks/messages';
import { catalogLoader, type Messages } from '@h5/i18n';
import { lazyScreens, startCampaign } from '@h5/ui-kit';
import routes from './routes.ts';

const catalogs = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

// Two chunks: the live-content game and every event page (one screen reading its event from the route).
const content = lazyScreens(() => import('./screens/LiveContent.tsx'));
const event = lazyScreens(() => import('./screens/Event.tsx'));

void startCampaign({
  routes,
  screens: {
    liveContent: content('LiveContent'),
    liveContentRuleUp: content('LiveContentRuleUp'),
    liveContentRule: content('LiveContentRule'),
    event: event('Event'),
  },
  messages: [blockMessages, catalogLoader(catalogs, './messages/')],
});
