import type { LuckyEggPrize } from '@h5/core-api/contracts/luckyEgg';
import { Img } from '@h5/ui-kit/image';

export function PrizeIcon({ prize, size }: { prize: LuckyEggPrize; size: number }) {
  return <Img className="egg-prize-icon" src={prize.icon} alt="" width={size} height={size} />;
}
