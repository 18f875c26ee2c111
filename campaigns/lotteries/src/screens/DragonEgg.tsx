import type { ScreenProps } from '@h5/ui-kit';
import { LotteryScreen } from '../components/LotteryScreen.tsx';
import { LOTTERY_PAGES } from '../lotteryPages.ts';

/** Spec 2 /v/dragon-egg/index?promotion_id=…: the lottery as lotteryPages.ts configures it. */
export function DragonEgg({ query }: ScreenProps) {
  return <LotteryScreen page={LOTTERY_PAGES['dragon-egg']} query={query} />;
}
