import { readWith } from '@h5/ui-kit/reads';
import { defineRoutes } from '@h5/ui-kit/routes';
import {
  CASTS_READ,
  CHECKIN_READ,
  GAME_READ,
  GAMES_READ,
  MY_BETS_READ,
  RECOMMENDED_READ,
  REWARDS_READ,
  STORE_READ,
  TOP_READ,
  WALLET_READ,
} from './reads.ts';

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
          reads: [CHECKIN_READ, RECOMMENDED_READ, CASTS_READ, TOP_READ, REWARDS_READ, WALLET_READ],
        },
        {
          path: 'more-gameplay',
          screen: 'moreGameplay',
          noLimit: true,
          meta: { title: 'More gameplay' },
          reads: [WALLET_READ, GAMES_READ, GAME_READ],
        },
        // The open bets unless the link asks for the settled ones (the open ones' read is then unused).
        {
          path: 'mybets',
          screen: 'myBets',
          meta: { title: 'My bets' },
          reads: [
            MY_BETS_READ,
            {
              ...readWith(MY_BETS_READ, { status: 'settled' }),
              when: { value: '$query.tab', pattern: /^settled$/ },
            },
          ],
        },
        { path: 'mywallet', screen: 'myWallet', meta: { title: 'My wallet' }, reads: [WALLET_READ] },
        {
          path: 'deposit',
          screen: 'deposit',
          meta: { title: 'Deposit' },
          reads: [WALLET_READ, STORE_READ],
        },
        { path: 'withdraw', screen: 'withdraw', meta: { title: 'Withdraw' }, reads: [WALLET_READ] },
        {
          path: 'withdraw-result',
          screen: 'withdrawResult',
          meta: { title: 'Withdrawal result' },
          reads: [WALLET_READ],
        },
        {
          path: 'ranking',
          screen: 'ranking',
          noLimit: true,
          meta: { title: 'Ranking' },
          reads: [readWith(TOP_READ, { limit: 50 })],
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
