export { CHANCE, formatChance, groupPrizes, PrizeGrid, type PrizeItem } from './PrizeGrid.tsx';
