// The other VIP pages, from any of them.
import { MenuList } from '@h5/blocks/menu-list';
import { route, useSignals } from '@h5/ui-kit';
import { TITLES } from '../routes.ts';

const PAGES = [
  { to: '/v/vip-sale', label: TITLES.sale },
  { to: '/v/vip-privilege-details', label: TITLES.privileges },
  { to: '/v/intimacy-privilege-details', label: TITLES.intimacy },
  { to: '/v/noble-h5/index', label: TITLES.noble },
  { to: '/v/vip-rule-desc', label: TITLES.rules },
  { to: '/v/vip-customer-service', label: TITLES.service },
];

export function VipMenu() {
  useSignals();
  const here = route.value?.path;
  return (
    <div className="vip-menu">
      <MenuList label="More about VIP" testId="vip-menu" items={PAGES.filter((p) => p.to !== here)} />
    </div>
  );
}
