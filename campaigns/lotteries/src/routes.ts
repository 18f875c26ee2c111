import { GOLDS_READ, PROMOTION_READ } from '@h5/blocks/promotion/id';
import type { LotteryId } from '@h5/core-api/contracts/lotteries';
import { defineRoutes } from '@h5/ui-kit/routes';
import { LOTTERY_PAGES, MY_PRIZES_TITLE } from './lotteryPages.ts';
import { DRAGON_EGG_SHOP_READ, LOTTERY_READS, MY_PRIZES_READ } from './reads.ts';

// The draws' reads start with the HTML when the link carries a well-formed promotion id.
const lotteryReads = (lottery: LotteryId) => [PROMOTION_READ, LOTTERY_READS[lottery], GOLDS_READ];

// One screen for every draw page, configured by its entry in lotteryPages.ts.
const page = (key: keyof typeof LOTTERY_PAGES) => {
  const p = LOTTERY_PAGES[key];
  return {
    path: p.path,
    screen: 'lotteryDraw',
    props: { lottery: key },
    meta: { title: p.title },
    reads: lotteryReads(p.lottery),
  };
};

// Every screen draws or shows a user's own prizes: each checks the login (spec 6).
export default defineRoutes({
  campaign: 'lotteries',
  title:
    'The lotteries: treasure chests, the lottery, the hot turntable, the music jackpot, the dragon egg and my prizes.',
  routes: [
    page('treasure-chest'),
    page('new-treasure-chest'),
    page('lottery'),
    page('hot-turntable'),
    page('music-jackpot'),
    {
      path: '/v/dragon-egg',
      redirect: { to: 'index' },
      children: [
        { ...page('dragon-egg'), path: 'index' },
        {
          path: 'exchange',
          screen: 'dragonEggExchange',
          meta: { title: 'Dragon egg exchange' },
          reads: [PROMOTION_READ, DRAGON_EGG_SHOP_READ],
        },
      ],
    },
    // The first page of the list, as InfiniteList asks for it.
    {
      path: '/v/myPrizeList',
      screen: 'myPrizeList',
      meta: { title: MY_PRIZES_TITLE },
      reads: [MY_PRIZES_READ],
    },
  ],
  examples: [
    '/v/lucky-treasure-chest?promotion_id=3101',
    '/v/new-lucky-treasure-chest?promotion_id=3102',
    '/v/lottery?promotion_id=3103',
    '/v/hot-turntable?promotion_id=3104',
    '/v/music-jackpot?promotion_id=3105',
    '/v/dragon-egg?promotion_id=3106',
    '/v/dragon-egg/index?promotion_id=3106',
    '/v/dragon-egg/exchange?promotion_id=3106',
    '/v/myPrizeList',
    '/v/lucky-treasure-chest?promotion_id=3107',
    '/v/lucky-treasure-chest?promotion_id=3108',
  ],
});
