export { GOLDS_TEXTS, GoldsBadge, type GoldsView, goldsViewOf } from './GoldsBadge.tsx';
