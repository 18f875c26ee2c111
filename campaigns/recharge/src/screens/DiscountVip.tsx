// Spec 2 /v/recharge-discount/vip: VIP members' recharge bonus.

import type { ScreenProps } from '@h5/ui-kit';
import { DiscountPage } from '../components/DiscountPage.tsx';

export function DiscountVip(p: ScreenProps) {
  return <DiscountPage {...p} kind="vip" />;
}
