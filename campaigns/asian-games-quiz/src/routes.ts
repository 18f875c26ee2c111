import { defineRoutes, type ReadDecl } from '@h5/ui-kit/routes';

export const BASE = '/v/asian-games-quiz';

/** The player's wallet (account.ts), which every screen but the ranking loads as it opens. */
const WALLET: ReadDecl = { call: 'betting.userInfo' };

export default defineRoutes({
  campaign: 'asian-games-quiz',
  title: 'Asian games quiz: daily check-in, bets on matches, a wallet, deposits, withdrawals and a ranking.',
  routes: [
    {
      path: BASE,
      redirect: { to: 'index' },
      children: [
        // noLimit: visitors see the matches, casts and rankings; what needs a user asks them to sign in.
        {
          path: 'index',
          screen: 'home',
          noLimit: true,
          meta: { title: 'Asian Games Quiz' },
          reads: [
            { call: 'betting.checkin' },
            { call: 'betting.gameRecom' },
            { call: 'betting.cast' },
            { call: 'betting.usersTop', params: { limit: 3 } },
            { call: 'betting.rewards' },
            WALLET,
          ],
        },
        {
          path: 'more-gameplay',
          screen: 'moreGameplay',
          noLimit: true,
          meta: { title: 'More gameplay' },
          reads: [
            WALLET,
            { call: 'betting.gameList', params: { page: 1 } },
            // The bet sheet of `?game=`, a positive number (readId of query.ts).
            {
              call: 'betting.game',
              params: { id: '$query.game' },
              when: { value: '$query.game', pattern: /^[1-9]\d{0,8}$/ },
            },
          ],
        },
        // The open bets unless the link asks for the settled ones (the open ones' read is then unused).
        {
          path: 'mybets',
          screen: 'myBets',
          meta: { title: 'My bets' },
          reads: [
            { call: 'betting.userBets', params: { status: 'open', page: 1 } },
            {
              call: 'betting.userBets',
              params: { status: 'settled', page: 1 },
              when: { value: '$query.tab', pattern: /^settled$/ },
            },
          ],
        },
        { path: 'mywallet', screen: 'myWallet', meta: { title: 'My wallet' }, reads: [WALLET] },
        {
          path: 'deposit',
          screen: 'deposit',
          meta: { title: 'Deposit' },
          reads: [WALLET, { call: 'betting.storeList' }],
        },
        { path: 'withdraw', screen: 'withdraw', meta: { title: 'Withdraw' }, reads: [WALLET] },
        {
          path: 'withdraw-result',
          screen: 'withdrawResult',
          meta: { title: 'Withdrawal result' },
          reads: [WALLET],
        },
        {
          path: 'ranking',
          screen: 'ranking',
          noLimit: true,
          meta: { title: 'Ranking' },
          reads: [{ call: 'betting.usersTop', params: { limit: 50 } }],
        },
      ],
    },
  ],
  examples: [
    `${BASE}?promotion_id=asian-games-quiz`,
    `${BASE}/index?lang=ar`,
    `${BASE}/more-gameplay?game=1`,
    `${BASE}/mybets`,
    `${BASE}/mywallet`,
    `${BASE}/ranking`,
  ],
});
