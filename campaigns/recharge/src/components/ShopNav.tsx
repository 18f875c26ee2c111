// The shop's sections: stores, my purchases and the rules, as tabs that are links.

import { Link, t } from '@h5/ui-kit';
import { shopBase, type shopKind } from '../shop.ts';
import { SHOP_TEXTS } from '../texts.ts';

const TABS = [
  ['stores', SHOP_TEXTS.stores],
  ['my', SHOP_TEXTS.my],
  ['rule', SHOP_TEXTS.rules],
] as const;

export function ShopNav({ kind, at }: { kind: ReturnType<typeof shopKind>; at: (typeof TABS)[number][0] }) {
  return (
    <nav className="h5-tabs rc-shop-nav">
      {TABS.map(([path, label]) => (
        <Link
          key={path}
          to={`${shopBase(kind)}/${path}`}
          className={path === at ? 'h5-tab h5-tab-active' : 'h5-tab'}
        >
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}
