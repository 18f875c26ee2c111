// The block styles the pre-rendered shell draws come with the first CSS, the campaign's after them.
import '@h5/blocks/phase-banner/styles.css';
import '@h5/blocks/winners-feed/styles.css';
import './styles.css';
import { blockMessages } from '@h5/blocks/messages';
import { lazyScreens, startCampaign } from '@h5/ui-kit';
import routes from './routes.ts';

void startCampaign({
  routes,
  // The screen is its own chunk: the shell (React and the platform packages) is the initial JS.
  screens: {
    luckyEggs: lazyScreens(() => import('./screens/LuckyEggsPage.tsx'))('LuckyEggsPage'),
  },
  messages: [blockMessages, (lang) => import(`./messages/${lang}.json`)],
});
