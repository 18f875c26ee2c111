// Each lottery page as configuration: its route, its title, the draw's look and the
// lottery the server draws. A new lottery season is a new promotion on the server; a new kind of
// lottery page is one entry here. Pure data: the routes (read under Node) import it.

import type { LotteryId } from '@h5/core-api/contracts/lotteries';

export interface LotteryPage {
  lottery: LotteryId;
  path: string;
  /** English key: the page's title. */
  title: string;
  /** The draw block's look: a wheel that spins, a chest that opens, cards of which one flips. */
  kind: 'wheel' | 'chest' | 'cards';
  /** English key: one line under the title, what the page is. */
  tagline: string;
}

export const LOTTERY_PAGES: Record<LotteryId, LotteryPage> = {
  'treasure-chest': {
    lottery: 'treasure-chest',
    path: '/v/lucky-treasure-chest',
    title: 'Lucky Treasure Chest',
    kind: 'chest',
    tagline: 'Open the chest and take what is inside.',
  },
  'new-treasure-chest': {
    lottery: 'new-treasure-chest',
    path: '/v/new-lucky-treasure-chest',
    title: 'New Lucky Treasure Chest',
    kind: 'chest',
    tagline: 'A new chest with bigger prizes.',
  },
  lottery: {
    lottery: 'lottery',
    path: '/v/lottery',
    title: 'Lottery',
    kind: 'cards',
    tagline: 'Pick a card, any card.',
  },
  'hot-turntable': {
    lottery: 'hot-turntable',
    path: '/v/hot-turntable',
    title: 'Hot Turntable',
    kind: 'wheel',
    tagline: 'Spin the wheel and see where it stops.',
  },
  'music-jackpot': {
    lottery: 'music-jackpot',
    path: '/v/music-jackpot',
    title: 'Music Jackpot',
    kind: 'wheel',
    tagline: 'Every spin grows the jackpot. Land on it and it is all yours.',
  },
  'dragon-egg': {
    lottery: 'dragon-egg',
    path: '/v/dragon-egg/index',
    title: 'Dragon Egg',
    kind: 'chest',
    tagline: 'Collect dragon eggs and exchange them for prizes.',
  },
};

export const MY_PRIZES_TITLE = 'My prizes';
