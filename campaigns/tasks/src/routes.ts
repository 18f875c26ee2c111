import { PROMOTION_READ } from '@h5/blocks/promotion/id';
import { defineRoutes, type Read } from '@h5/ui-kit/routes';
import { BOARD_READ, PREHEAT_READ, SID_LOTS_READ, SIGN_UP_READ } from './reads.ts';

export const TITLES = {
  dailyBenefit: 'Daily benefit',
  taskSystem: 'Task center',
  signUp: 'Sign up',
  choosePreheat: 'Choose the theme',
  sidBid: 'Special ID auction',
} as const;

const reads = (read: Read<object>) => [PROMOTION_READ, read];

// Every screen is the user's own (their tasks, sign-up, choice, bids): each checks the login.
export default defineRoutes({
  campaign: 'tasks',
  title:
    'Tasks and sign-ups: the daily benefit, the task center, sign-up, pre-heat choices and special-ID bids.',
  routes: [
    {
      path: '/v/daily-benefit',
      screen: 'dailyBenefit',
      meta: { title: TITLES.dailyBenefit },
      reads: reads(BOARD_READ),
    },
    {
      path: '/v/task-system',
      redirect: { to: 'index' },
      children: [
        {
          path: 'index',
          screen: 'taskSystem',
          meta: { title: TITLES.taskSystem },
          reads: reads(BOARD_READ),
        },
      ],
    },
    {
      path: '/v/sign-up',
      screen: 'signUp',
      meta: { title: TITLES.signUp },
      reads: reads(SIGN_UP_READ),
    },
    {
      path: '/v/choose-preheat',
      screen: 'choosePreheat',
      meta: { title: TITLES.choosePreheat },
      reads: reads(PREHEAT_READ),
    },
    { path: '/v/sid-bid', screen: 'sidBid', meta: { title: TITLES.sidBid }, reads: reads(SID_LOTS_READ) },
  ],
  examples: [
    '/v/daily-benefit?promotion_id=3201',
    '/v/task-system?promotion_id=3202',
    '/v/task-system/index?promotion_id=3202',
    '/v/sign-up?promotion_id=3203',
    '/v/choose-preheat?promotion_id=3204',
    '/v/sid-bid?promotion_id=3205',
    '/v/sid-bid?promotion_id=3206',
  ],
});
