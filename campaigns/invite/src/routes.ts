import { defineRoutes } from '@h5/ui-kit/routes';

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
        { path: 'index', screen: 'shareLanding', noLimit: true, meta: { title: TITLES.share } },
        { path: 'invite', screen: 'shareInvite', noLimit: true, meta: { title: TITLES.shareInvite } },
      ],
    },
    {
      path: '/v/invite-new',
      redirect: { to: 'index' },
      children: [
        { path: 'index', screen: 'inviteHome', meta: { title: TITLES.index } },
        { path: 'rules', screen: 'rules', noLimit: true, meta: { title: TITLES.rules } },
        { path: 'balance', screen: 'balance', meta: { title: TITLES.balance } },
        { path: 'missionCenter', screen: 'missionCenter', meta: { title: TITLES.missionCenter } },
        { path: 'redeem', screen: 'redeem', meta: { title: TITLES.redeem } },
        { path: 'withdrawal', screen: 'withdrawal', meta: { title: TITLES.withdrawal } },
      ],
    },
    {
      path: '/v/share-new-pull',
      redirect: { to: 'index' },
      noLimit: true,
      children: [
        { path: 'index', screen: 'pullLanding', noLimit: true, meta: { title: TITLES.share } },
        {
          path: 'invite-people',
          screen: 'invitePeople',
          noLimit: true,
          meta: { title: TITLES.invitePeople },
        },
        { path: 'policy-question', screen: 'policyQuestion', noLimit: true, meta: { title: TITLES.policy } },
      ],
    },
    {
      path: LAKH_PATH,
      redirect: { to: 'index' },
      children: [
        { path: 'index', screen: 'lakhHome', meta: { title: TITLES.lakh } },
        { path: 'rank', screen: 'lakhRank', meta: { title: TITLES.lakhRank } },
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
