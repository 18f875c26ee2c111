import type { ScreenProps } from '@h5/ui-kit';
import { LotteryScreen } from '../components/LotteryScreen.tsx';
import { LOTTERY_PAGES } from '../lotteryPages.ts';

/** Spec 2 /v/lucky-treasure-chest?promotion_id=…: the lottery as lotteryPages.ts configures it. */
export function TreasureChest({ query }: ScreenProps) {
  return <LotteryScreen page={LOTTERY_PAGES['treasure-chest']} query={query} />;
}
