// The block styles the first screens draw come with the first CSS, the campaign's after them.
import '@h5/blocks/task-list/styles.css';
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
    inviteHome: lazyScreens(() => import('./screens/InviteHome.tsx'))('InviteHome'),
    rules: lazyScreens(() => import('./screens/Rules.tsx'))('Rules'),
    balance: lazyScreens(() => import('./screens/Balance.tsx'))('Balance'),
    missionCenter: lazyScreens(() => import('./screens/MissionCenter.tsx'))('MissionCenter'),
    redeem: lazyScreens(() => import('./screens/Redeem.tsx'))('Redeem'),
    withdrawal: lazyScreens(() => import('./screens/Withdrawal.tsx'))('Withdrawal'),
    shareLanding: lazyScreens(() => import('./screens/ShareLanding.tsx'))('ShareLanding'),
    shareInvite: lazyScreens(() => import('./screens/ShareInvite.tsx'))('ShareInvite'),
    pullLanding: lazyScreens(() => import('./screens/PullLanding.tsx'))('PullLanding'),
    invitePeople: lazyScreens(() => import('./screens/InvitePeople.tsx'))('InvitePeople'),
    policyQuestion: lazyScreens(() => import('./screens/PolicyQuestion.tsx'))('PolicyQuestion'),
    lakhHome: lazyScreens(() => import('./screens/LakhHome.tsx'))('LakhHome'),
    lakhRank: lazyScreens(() => import('./screens/LakhRank.tsx'))('LakhRank'),
  },
  messages: [blockMessages, catalogLoader(catalogs, './messages/')],
});
