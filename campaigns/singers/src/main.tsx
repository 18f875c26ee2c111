import './styles.css';
import { blockMessages } from '@h5/blocks/messages';
import { catalogLoader, type Messages } from '@h5/i18n';
import { lazyScreens, startCampaign } from '@h5/ui-kit';
import routes from './routes.ts';

// Every programme page is the one programme screen, reading its programme from the route.
const programme = lazyScreens(() => import('./screens/Programme.tsx'));
const upload = lazyScreens(() => import('./screens/UploadTrack.tsx'));
const verified = lazyScreens(() => import('./screens/Verified.tsx'));

const catalogs = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

void startCampaign({
  routes,
  screens: {
    programme: programme('Programme'),
    uploadTrack: upload('UploadTrack'),
    selfDetail: verified('SelfDetail'),
    allPosts: verified('AllPosts'),
    allVerified: verified('AllVerified'),
  },
  messages: [blockMessages, catalogLoader(catalogs, './messages/')],
});
