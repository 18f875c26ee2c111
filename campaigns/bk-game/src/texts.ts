// The page's fixed texts, as English keys the translations look up.

export const LOG_IN_TO_PLAY = 'Log in to play the blind-box game.';
export const AGE_QUESTION = 'This game involves betting. Please confirm that you are 18 years old or older.';
export const AGE_DECLINED = 'Betting is only open to players aged 18 or older.';
export const UPGRADING = 'The game is moving to a new server. Betting is paused for now.';
export const DRAW_LATE_TEXT = 'The result is taking a while. Tap to check again.';
export const LUCKY_ON_ITS_WAY = 'The lucky rewards are on their way. Check back in a moment.';
export const FINAL_ON_ITS_WAY = 'Your final reward is on its way.';
export const FINAL_NOT_PLAYED = 'You did not play this season.';
export const STRATEGY_SAVED = 'Strategy saved.';
export const STRATEGY_NEEDS_BOX = 'Choose at least one blind box.';
export const LUCKY_EXPLAINED =
  'Rounds 11 to 30 are lucky rounds: after each one, lucky players among those who bet get a bonus.';
/** What a season's states mean, where the season bar shows them. */
export const SEASON_RULES = {
  promoted: 'Promoted: players whose bet won this round; they go on in the season.',
  out: 'Knocked out: your last bet lost. Win a round to come back in.',
  reborn: 'Reborn: players knocked out earlier who won a round and came back in.',
  alive: 'Still in: your bets keep winning.',
} as const;
export const DRAWN_BADGE = 'Drawn';
export const BET_LOST = 'Lost {amount}';
export const BET_WON = 'Won {amount}';
