import type { ScreenProps } from '@h5/ui-kit';
import { LotteryScreen } from '../components/LotteryScreen.tsx';
import { LOTTERY_PAGES } from '../lotteryPages.ts';

/** Spec 2 /v/lottery?promotion_id=…: the lottery as lotteryPages.ts configures it. */
export function Lottery({ query }: ScreenProps) {
  return <LotteryScreen page={LOTTERY_PAGES.lottery} query={query} />;
}
