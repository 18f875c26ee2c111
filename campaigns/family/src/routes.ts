import { readWith, SELF_READ } from '@h5/ui-kit/reads';
import { defineRoutes } from '@h5/ui-kit/routes';
import {
  FAMILIES_READ,
  FAMILY_READ,
  HONOR_WALL_READ,
  INVITATIONS_READ,
  LAST_WEEK_READ,
  LEVEL_READ,
  MESSAGES_READ,
  MY_FAMILY_READ,
  SPECIAL_READ,
  STARLIGHT_READ,
  WEEKLY_STAR_READ,
} from './reads.ts';

/** Spec 2: `/v/family` opens the search without the app's bar and navigation, as a new page. */
export const FAMILY_ENTRY_QUERY = { showBar: 0, showNavigation: false, new: true } as const;

/** The model and the college families' pages, each with its own kind. */
const MODEL_READ = SPECIAL_READ;
const COLLEGE_READ = readWith(SPECIAL_READ, { kind: 'college' });

export default defineRoutes({
  campaign: 'family',
  title:
    'Families: find and join one, lead it, its levels and account; model and college families, honor walls, weekly family star.',
  routes: [
    {
      path: '/v/family',
      redirect: { to: 'search', query: FAMILY_ENTRY_QUERY },
      children: [
        {
          path: 'search',
          screen: 'search',
          meta: { title: 'Families' },
          // A leader's messages are read with the family of the user's answer.
          reads: [MY_FAMILY_READ, FAMILIES_READ],
        },
        {
          path: 'detail/:id',
          screen: 'detail',
          meta: { title: 'Family' },
          reads: [FAMILY_READ, MY_FAMILY_READ, STARLIGHT_READ],
        },
        { path: 'edit/:id', screen: 'edit', meta: { title: 'Edit family' }, reads: [FAMILY_READ] },
        { path: 'manage/:id', screen: 'manage', meta: { title: 'Manage family' }, reads: [FAMILY_READ] },
        {
          path: 'message/:id',
          screen: 'message',
          meta: { title: 'Family messages' },
          reads: [MESSAGES_READ],
        },
        { path: 'editname/:id', screen: 'editName', meta: { title: 'Family name' }, reads: [FAMILY_READ] },
        {
          path: 'editslogan/:id',
          screen: 'editSlogan',
          meta: { title: 'Family slogan' },
          reads: [FAMILY_READ],
        },
        {
          path: 'invitationlist',
          screen: 'invitationList',
          meta: { title: 'Invitations' },
          reads: [INVITATIONS_READ],
        },
        {
          path: 'invite',
          screen: 'invite',
          meta: { title: 'Invite members' },
          // The list to invite from is read with the family of this answer.
          reads: [MY_FAMILY_READ],
        },
        {
          path: 'level/:id',
          screen: 'level',
          meta: { title: 'Family level' },
          // Its privileges are a POST read: the client asks for them.
          reads: [LEVEL_READ],
        },
        {
          path: 'gamingolevel/:id',
          screen: 'gamingoLevel',
          meta: { title: 'Gamingo level' },
          reads: [LEVEL_READ],
        },
        {
          path: 'account/:id',
          screen: 'account',
          meta: { title: 'Family account' },
          // The income is read only once this answer says the user leads the family.
          reads: [FAMILY_READ],
        },
        {
          path: 'share/:id',
          screen: 'share',
          noLimit: true,
          meta: { title: 'Join my family' },
          // The signed-in state a visitor's page asks for (`useSignedIn`); no login guard reads it here.
          reads: [FAMILY_READ, SELF_READ],
        },
      ],
    },
    {
      path: '/v/model-family',
      screen: 'modelFamily',
      noLimit: true,
      meta: { title: 'Model families' },
      reads: [MODEL_READ],
    },
    {
      path: '/v/become-model-family',
      screen: 'becomeModelFamily',
      meta: { title: 'Become a model family' },
      reads: [MODEL_READ],
    },
    {
      path: '/v/college-family',
      screen: 'collegeFamily',
      noLimit: true,
      meta: { title: 'College families' },
      reads: [COLLEGE_READ],
    },
    {
      path: '/v/become-college-family',
      screen: 'becomeCollegeFamily',
      meta: { title: 'Become a college family' },
      reads: [COLLEGE_READ],
    },
    {
      path: '/v/family-honor-wall',
      redirect: { to: 'family' },
      children: [
        {
          path: 'family',
          screen: 'honorFamily',
          noLimit: true,
          meta: { title: 'Family honor wall' },
          reads: [HONOR_WALL_READ],
        },
        {
          path: 'member',
          screen: 'honorMember',
          noLimit: true,
          meta: { title: 'Member honor wall' },
          reads: [readWith(HONOR_WALL_READ, { type: 'member' })],
        },
      ],
    },
    {
      path: '/v/weekly-family-star',
      redirect: { to: 'index' },
      children: [
        {
          path: 'index',
          screen: 'weeklyIndex',
          meta: { title: 'Weekly family star' },
          reads: [WEEKLY_STAR_READ],
        },
        {
          path: 'rule',
          screen: 'weeklyRule',
          noLimit: true,
          meta: { title: 'Weekly family star rules' },
          reads: [WEEKLY_STAR_READ],
        },
        {
          path: 'lastWeek',
          screen: 'weeklyLastWeek',
          noLimit: true,
          meta: { title: 'Last week’s winners' },
          reads: [LAST_WEEK_READ],
        },
      ],
    },
  ],
  examples: [
    '/v/family',
    '/v/family/detail/301',
    '/v/family/edit/301',
    '/v/family/manage/301',
    '/v/family/message/301',
    '/v/family/editname/301',
    '/v/family/editslogan/301',
    '/v/family/level/301',
    '/v/family/gamingolevel/301',
    '/v/family/account/301',
    '/v/family/share/301',
    '/v/family/invite',
    '/v/family/invitationlist',
    '/v/model-family',
    '/v/become-model-family',
    '/v/weekly-family-star',
  ],
});
