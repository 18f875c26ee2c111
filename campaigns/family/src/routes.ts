import { defineRoutes, type ReadDecl } from '@h5/ui-kit/routes';

/** Spec 2: `/v/family` opens the search without the app's bar and navigation, as a new page. */
export const FAMILY_ENTRY_QUERY = { showBar: 0, showNavigation: false, new: true } as const;

/** A screen of one family reads only when `:id` is a whole number (`familyIdOf`), as the number it names. */
const ID_GIVEN = { value: '$param.id', pattern: /^(?:0|[1-9]\d{0,8})$/ };
/** The family the route's `:id` names. */
const FAMILY_READ: ReadDecl = { call: 'family.baseInfo', params: { family_id: '$param.id' }, when: ID_GIVEN };
/** The user's own family and role. */
const MY_FAMILY_READ: ReadDecl = { call: 'family.loginUserInfo' };
/** The family's level and tasks (the level and the Gamingo level pages). */
const LEVEL_READ: ReadDecl = { call: 'family.info', params: { family_id: '$param.id' }, when: ID_GIVEN };
/** The model and the college families' pages, each with its own kind. */
const MODEL_READ: ReadDecl = { call: 'family.special', params: { kind: 'model' } };
const COLLEGE_READ: ReadDecl = { call: 'family.special', params: { kind: 'college' } };

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
          reads: [MY_FAMILY_READ, { call: 'family.infoList', params: { page: 1 } }],
        },
        {
          path: 'detail/:id',
          screen: 'detail',
          meta: { title: 'Family' },
          reads: [
            FAMILY_READ,
            MY_FAMILY_READ,
            { call: 'family.starlightList', params: { family_id: '$param.id', page: 1 }, when: ID_GIVEN },
          ],
        },
        { path: 'edit/:id', screen: 'edit', meta: { title: 'Edit family' }, reads: [FAMILY_READ] },
        { path: 'manage/:id', screen: 'manage', meta: { title: 'Manage family' }, reads: [FAMILY_READ] },
        {
          path: 'message/:id',
          screen: 'message',
          meta: { title: 'Family messages' },
          reads: [
            { call: 'family.userMessage', params: { family_id: '$param.id', page: 1 }, when: ID_GIVEN },
          ],
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
          reads: [{ call: 'family.userInvitation', params: { page: 1 } }],
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
          reads: [FAMILY_READ, { call: 'general.self' }],
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
          reads: [{ call: 'family.honorWall', params: { type: 'family' } }],
        },
        {
          path: 'member',
          screen: 'honorMember',
          noLimit: true,
          meta: { title: 'Member honor wall' },
          reads: [{ call: 'family.honorWall', params: { type: 'member' } }],
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
          reads: [{ call: 'family.weeklyStar' }],
        },
        {
          path: 'rule',
          screen: 'weeklyRule',
          noLimit: true,
          meta: { title: 'Weekly family star rules' },
          reads: [{ call: 'family.weeklyStar' }],
        },
        {
          path: 'lastWeek',
          screen: 'weeklyLastWeek',
          noLimit: true,
          meta: { title: 'Last week’s winners' },
          reads: [{ call: 'family.weeklyStarLastWeek' }],
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
