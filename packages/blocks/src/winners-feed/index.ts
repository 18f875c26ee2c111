export { MASK, MASKED_CHARACTERS, maskWinnerName } from './maskName.ts';
export { type WinnerEntry, WinnersFeed, WON_PRIZE } from './WinnersFeed.tsx';
