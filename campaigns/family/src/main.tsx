import '@h5/blocks/menu-list/styles.css';
import './styles.css';
import { blockMessages } from '@h5/blocks/messages';
import { catalogLoader, type Messages } from '@h5/i18n';
import { lazyScreens, startCampaign } from '@h5/ui-kit';
import routes from './routes.ts';

const catalogs = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

// Screens are chunks by group, loaded when first shown: the shell alone is the initial JS.
const search = lazyScreens(() => import('./screens/Search.tsx'));
const detail = lazyScreens(() => import('./screens/Detail.tsx'));
const edit = lazyScreens(() => import('./screens/Edit.tsx'));
const manage = lazyScreens(() => import('./screens/Manage.tsx'));
const invite = lazyScreens(() => import('./screens/Invite.tsx'));
const levels = lazyScreens(() => import('./screens/Levels.tsx'));
const special = lazyScreens(() => import('./screens/Special.tsx'));
const honor = lazyScreens(() => import('./screens/HonorWall.tsx'));
const weekly = lazyScreens(() => import('./screens/WeeklyStar.tsx'));

void startCampaign({
  routes,
  screens: {
    search: search('Search'),
    detail: detail('Detail'),
    share: detail('SharePage'),
    edit: edit('Edit'),
    editName: edit('EditName'),
    editSlogan: edit('EditSlogan'),
    manage: manage('Manage'),
    message: manage('Messages'),
    invite: invite('Invite'),
    invitationList: invite('InvitationList'),
    level: levels('Level'),
    gamingoLevel: levels('GamingoLevel'),
    account: levels('Account'),
    modelFamily: special('ModelFamily'),
    becomeModelFamily: special('BecomeModelFamily'),
    collegeFamily: special('CollegeFamily'),
    becomeCollegeFamily: special('BecomeCollegeFamily'),
    honorFamily: honor('FamilyHonor'),
    honorMember: honor('MemberHonor'),
    weeklyIndex: weekly('WeeklyIndex'),
    weeklyRule: weekly('WeeklyRule'),
    weeklyLastWeek: weekly('WeeklyLastWeek'),
  },
  messages: [blockMessages, catalogLoader(catalogs, './messages/')],
});
