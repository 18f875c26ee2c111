import { defineRoutes } from '@h5/ui-kit/routes';

/** Spec 2: `/v/family` opens the search without the app's bar and navigation, as a new page. */
export const FAMILY_ENTRY_QUERY = { showBar: 0, showNavigation: false, new: true } as const;

export default defineRoutes({
  campaign: 'family',
  title:
    'Families: find and join one, lead it, its levels and account; model and college families, honor walls, weekly family star.',
  routes: [
    {
      path: '/v/family',
      redirect: { to: 'search', query: FAMILY_ENTRY_QUERY },
      children: [
        { path: 'search', screen: 'search', meta: { title: 'Families' } },
        { path: 'detail/:id', screen: 'detail', meta: { title: 'Family' } },
        { path: 'edit/:id', screen: 'edit', meta: { title: 'Edit family' } },
        { path: 'manage/:id', screen: 'manage', meta: { title: 'Manage family' } },
        { path: 'message/:id', screen: 'message', meta: { title: 'Family messages' } },
        { path: 'editname/:id', screen: 'editName', meta: { title: 'Family name' } },
        { path: 'editslogan/:id', screen: 'editSlogan', meta: { title: 'Family slogan' } },
        { path: 'invitationlist', screen: 'invitationList', meta: { title: 'Invitations' } },
        { path: 'invite', screen: 'invite', meta: { title: 'Invite members' } },
        { path: 'level/:id', screen: 'level', meta: { title: 'Family level' } },
        { path: 'gamingolevel/:id', screen: 'gamingoLevel', meta: { title: 'Gamingo level' } },
        { path: 'account/:id', screen: 'account', meta: { title: 'Family account' } },
        { path: 'share/:id', screen: 'share', noLimit: true, meta: { title: 'Join my family' } },
      ],
    },
    { path: '/v/model-family', screen: 'modelFamily', noLimit: true, meta: { title: 'Model families' } },
    { path: '/v/become-model-family', screen: 'becomeModelFamily', meta: { title: 'Become a model family' } },
    {
      path: '/v/college-family',
      screen: 'collegeFamily',
      noLimit: true,
      meta: { title: 'College families' },
    },
    {
      path: '/v/become-college-family',
      screen: 'becomeCollegeFamily',
      meta: { title: 'Become a college family' },
    },
    {
      path: '/v/family-honor-wall',
      redirect: { to: 'family' },
      children: [
        { path: 'family', screen: 'honorFamily', noLimit: true, meta: { title: 'Family honor wall' } },
        { path: 'member', screen: 'honorMember', noLimit: true, meta: { title: 'Member honor wall' } },
      ],
    },
    {
      path: '/v/weekly-family-star',
      redirect: { to: 'index' },
      children: [
        { path: 'index', screen: 'weeklyIndex', meta: { title: 'Weekly family star' } },
        { path: 'rule', screen: 'weeklyRule', noLimit: true, meta: { title: 'Weekly family star rules' } },
        { path: 'lastWeek', screen: 'weeklyLastWeek', noLimit: true, meta: { title: 'Last week’s winners' } },
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
