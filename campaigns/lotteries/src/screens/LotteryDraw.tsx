import type { LotteryId } from '@h5/core-api/contracts/lotteries';
import type { ScreenProps } from '@h5/ui-kit';
import { LotteryScreen } from '../components/LotteryScreen.tsx';
import { LOTTERY_PAGES } from '../lotteryPages.ts';

/** Every draw page of spec 2: the lottery its route names (`props.lottery`), as lotteryPages.ts configures it. */
export function LotteryDraw({ query, props }: ScreenProps) {
  return <LotteryScreen page={LOTTERY_PAGES[props?.lottery as LotteryId]} query={query} />;
}
