export { NOT_RANKED, type RankEntry, RankList, type RankListProps } from './RankList.tsx';
