import { defineRoutes } from '@h5/ui-kit/routes';

export const BASE = '/v/asian-games-quiz';

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
            { call: 'betting.userInfo' },
          ],
        },
        { path: 'more-gameplay', screen: 'moreGameplay', noLimit: true, meta: { title: 'More gameplay' } },
        { path: 'mybets', screen: 'myBets', meta: { title: 'My bets' } },
        { path: 'mywallet', screen: 'myWallet', meta: { title: 'My wallet' } },
        { path: 'deposit', screen: 'deposit', meta: { title: 'Deposit' } },
        { path: 'withdraw', screen: 'withdraw', meta: { title: 'Withdraw' } },
        { path: 'withdraw-result', screen: 'withdrawResult', meta: { title: 'Withdrawal result' } },
        { path: 'ranking', screen: 'ranking', noLimit: true, meta: { title: 'Ranking' } },
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
