import './styles.css';
import { blockMessages } from '@h5/blocks/messages';
import { catalogLoader, type Messages } from '@h5/i18n';
import { lazyScreens, startCampaign } from '@h5/ui-kit';
import routes from './routes.ts';

// Screens are chunks by kind, loaded when first shown; every weekly event shares the weekly
// screens and every category page the honor screens, each reading its event from the route.
const weekly = lazyScreens(() => import('./screens/Weekly.tsx'));
const honor = lazyScreens(() => import('./screens/Honor.tsx'));
const music = lazyScreens(() => import('./screens/Music.tsx'));
const fest = lazyScreens(() => import('./screens/Engifest.tsx'));

const catalogs = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

void startCampaign({
  routes,
  screens: {
    weeklyIndex: weekly('WeeklyIndex'),
    weeklyHonor: weekly('WeeklyHonor'),
    weeklyRule: weekly('WeeklyRule'),
    categoryHonor: honor('CategoryHonor'),
    honoredUsers: honor('HonoredUsers'),
    rhapsodyIndex: music('RhapsodyIndex'),
    rhapsodyHistory: music('RhapsodyHistory'),
    rhapsodyRank: music('RhapsodyRank'),
    rhapsodyReward: music('RhapsodyReward'),
    top10: music('Top10'),
    hotSongInvite: music('HotSongInvite'),
    hotSongRecord: music('HotSongRecord'),
    justDuet: music('JustDuet'),
    engifestTicket: fest('EngifestTicket'),
    engifestForm: fest('EngifestForm'),
    engifestRank: fest('EngifestRank'),
  },
  messages: [blockMessages, catalogLoader(catalogs, './messages/')],
});
