import { defineRoutes, type ReadDecl } from '@h5/ui-kit/routes';

/** Spec 2: the pages' titles (English keys). */
export const TITLES = {
  index: 'Join&Earn Cash',
  rules: 'Rules',
  balance: 'Balance',
  missionCenter: 'Task Center',
  redeem: 'Redeem',
  withdrawal: 'Withdraw',
  share: 'Join me on StarMaker',
  shareInvite: 'Enter the invite code',
  invitePeople: 'Invite people',
  policy: 'Questions and policy',
  lakh: 'Win a Lakh',
  lakhRank: 'Lakh ranking',
} as const;

/** Spec 2: share-newpull opens without the app's bar. */
export const SHARE_ENTRY_QUERY = { showBar: 0 } as const;

/** The lakh game: its route is not named in the spec (see the campaign's report and api-gaps). */
export const LAKH_PATH = '/v/lakh-game';

/** The programme's figures (rewards, currency, rules) most pages show. */
const CONST_READ: ReadDecl = { call: 'invite.constData', params: { country: '$query.country?' } };
/** The user's own Join&Earn figures. */
const USER_INFO_READ: ReadDecl = { call: 'invite.userInfo' };
/** The signed-in state a visitor's page asks for (`useSignedIn`); no login guard reads it there. */
const SIGNED_IN_READ: ReadDecl = { call: 'general.self' };
/** The inviter of a shared link, read only with a well-formed `user_id` (`readUserId`). */
const SHARE_READ: ReadDecl = {
  call: 'invite.share',
  params: { user_id: '$query.user_id', country: '$query.country?' },
  when: { value: '$query.user_id', pattern: /^[1-9]\d{0,11}$/ },
};

export default defineRoutes({
  campaign: 'invite',
  title: 'Invite: Join&Earn Cash with its task center, the share-to-invite pages and the lakh game.',
  // The shared link's page comes first: it is what most people open first, and its shell (src/shell.html) holds it.
  routes: [
    {
      path: '/v/share-newpull',
      redirect: { to: 'index', query: SHARE_ENTRY_QUERY },
      noLimit: true,
      children: [
        {
          path: 'index',
          screen: 'shareLanding',
          noLimit: true,
          meta: { title: TITLES.share },
          reads: [SHARE_READ],
        },
        {
          path: 'invite',
          screen: 'shareInvite',
          noLimit: true,
          meta: { title: TITLES.shareInvite },
          // The inviter is read only for a signed-in user: a visitor is asked to sign in.
          reads: [SIGNED_IN_READ],
        },
      ],
    },
    {
      path: '/v/invite-new',
      redirect: { to: 'index' },
      children: [
        {
          path: 'index',
          screen: 'inviteHome',
          meta: { title: TITLES.index },
          reads: [USER_INFO_READ, CONST_READ, { call: 'invite.myInvitation', params: { page: 1 } }],
        },
        { path: 'rules', screen: 'rules', noLimit: true, meta: { title: TITLES.rules }, reads: [CONST_READ] },
        {
          path: 'balance',
          screen: 'balance',
          meta: { title: TITLES.balance },
          reads: [USER_INFO_READ, { call: 'invite.inviteList' }],
        },
        {
          path: 'missionCenter',
          screen: 'missionCenter',
          meta: { title: TITLES.missionCenter },
          reads: [
            { call: 'invite.missionActivity' },
            { call: 'invite.awardDetail' },
            { call: 'invite.checkInProgress' },
            { call: 'invite.missionCenter' },
            { call: 'invite.guidePop' },
            // Shown under the tasks once they came, with parameters of their own.
            { call: 'invite.missionInviteds' },
            { call: 'invite.missionRecords', params: { type: 'checkin', page: 1 } },
          ],
        },
        {
          path: 'redeem',
          screen: 'redeem',
          meta: { title: TITLES.redeem },
          reads: [USER_INFO_READ, CONST_READ],
        },
        {
          path: 'withdrawal',
          screen: 'withdrawal',
          meta: { title: TITLES.withdrawal },
          reads: [
            USER_INFO_READ,
            CONST_READ,
            { call: 'finance.userWithdrawAccount' },
            { call: 'invite.withdrawals', params: { page: 1 } },
          ],
        },
      ],
    },
    {
      path: '/v/share-new-pull',
      redirect: { to: 'index' },
      noLimit: true,
      children: [
        {
          path: 'index',
          screen: 'pullLanding',
          noLimit: true,
          meta: { title: TITLES.share },
          reads: [SHARE_READ, { call: 'invite.ranking', params: { page: 1 } }],
        },
        {
          path: 'invite-people',
          screen: 'invitePeople',
          noLimit: true,
          meta: { title: TITLES.invitePeople },
          // The user's own code is read only once signed in.
          reads: [CONST_READ, SIGNED_IN_READ],
        },
        {
          path: 'policy-question',
          screen: 'policyQuestion',
          noLimit: true,
          meta: { title: TITLES.policy },
          reads: [CONST_READ],
        },
      ],
    },
    {
      path: LAKH_PATH,
      redirect: { to: 'index' },
      children: [
        {
          path: 'index',
          screen: 'lakhHome',
          meta: { title: TITLES.lakh },
          // The balance and the invited list are read with the user's id, once the user came.
          reads: [
            { call: 'invite.lakhUserInfo' },
            { call: 'invite.lakhLiveInfo' },
            { call: 'invite.lakhInvite' },
          ],
        },
        {
          path: 'rank',
          screen: 'lakhRank',
          meta: { title: TITLES.lakhRank },
          // The ranking is read with the live game's id, from this answer.
          reads: [{ call: 'invite.lakhLiveInfo' }],
        },
      ],
    },
  ],
  examples: [
    '/v/invite-new',
    '/v/invite-new/index',
    '/v/invite-new/rules',
    '/v/invite-new/balance',
    '/v/invite-new/missionCenter',
    '/v/invite-new/redeem',
    '/v/invite-new/withdrawal',
    '/v/share-newpull?user_id=1001',
    '/v/share-newpull/index?user_id=1001',
    '/v/share-newpull/invite?user_id=1001',
    '/v/share-new-pull?user_id=1001',
    '/v/share-new-pull/index?user_id=1001',
    '/v/share-new-pull/invite-people',
    '/v/share-new-pull/policy-question',
    '/v/lakh-game',
    '/v/lakh-game/index',
    '/v/lakh-game/rank',
  ],
});
