import type { ScreenProps } from '@h5/ui-kit';
import { LotteryScreen } from '../components/LotteryScreen.tsx';
import { LOTTERY_PAGES } from '../lotteryPages.ts';

/** Spec 2 /v/new-lucky-treasure-chest?promotion_id=…: the lottery as lotteryPages.ts configures it. */
export function NewTreasureChest({ query }: ScreenProps) {
  return <LotteryScreen page={LOTTERY_PAGES['new-treasure-chest']} query={query} />;
}
