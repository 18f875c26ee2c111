import type { ScreenProps } from '@h5/ui-kit';
import { LotteryScreen } from '../components/LotteryScreen.tsx';
import { LOTTERY_PAGES } from '../lotteryPages.ts';

/** Spec 2 /v/hot-turntable?promotion_id=…: the lottery as lotteryPages.ts configures it. */
export function HotTurntable({ query }: ScreenProps) {
  return <LotteryScreen page={LOTTERY_PAGES['hot-turntable']} query={query} />;
}
