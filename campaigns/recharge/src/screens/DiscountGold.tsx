// Spec 2 /v/recharge-discount/gold: the gold week's recharge bonus, for everyone.

import type { ScreenProps } from '@h5/ui-kit';
import { DiscountPage } from '../components/DiscountPage.tsx';

export function DiscountGold(p: ScreenProps) {
  return <DiscountPage {...p} kind="gold" />;
}
