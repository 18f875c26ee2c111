// The reads a quiz screen makes as it shows: its route starts them in the HTML (ui-kit reads.ts,
// defineRead), its screen makes them.

import {
  getBettingUser,
  getCasts,
  getCheckin,
  getGame,
  getGameList,
  getMyBets,
  getRecommendedGames,
  getRewards,
  getStorePackages,
  getTopGamers,
} from '@h5/core-api/contracts/betting';
import { defineRead } from '@h5/ui-kit/reads';

/** The player's wallet (account.ts), which every screen but the ranking loads as it opens. */
export const WALLET_READ = defineRead(getBettingUser);
export const CHECKIN_READ = defineRead(getCheckin);
export const RECOMMENDED_READ = defineRead(getRecommendedGames);
export const CASTS_READ = defineRead(getCasts);
/** The top gamers: the home shows three, the ranking its whole list (`readWith`). */
export const TOP_READ = defineRead(getTopGamers, { limit: 3 });
export const REWARDS_READ = defineRead(getRewards);
export const GAMES_READ = defineRead(getGameList, { page: 1 });
/** The bet sheet of `?game=`, a positive number (readId of query.ts). */
export const GAME_READ = defineRead(
  getGame,
  { id: '$query.game' },
  { when: { value: '$query.game', pattern: /^[1-9]\d{0,8}$/ } },
);
/** The open bets; the settled ones' are the same read (`readWith`). */
export const MY_BETS_READ = defineRead(getMyBets, { status: 'open', page: 1 });
export const STORE_READ = defineRead(getStorePackages);
