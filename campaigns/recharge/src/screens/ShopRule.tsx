// Spec 2 /v/h5-shop/rule: how the shop works.

import { Page, type ScreenProps, t } from '@h5/ui-kit';
import { ShopNav } from '../components/ShopNav.tsx';
import { SHOP_TEXTS, TITLES } from '../texts.ts';
import { useShopKind } from './ShopStores.tsx';

export const SHOP_RULES = [
  SHOP_TEXTS.rule1,
  SHOP_TEXTS.rule2,
  SHOP_TEXTS.rule3,
  SHOP_TEXTS.rule4,
  SHOP_TEXTS.rule5,
];

export function ShopRule(_: ScreenProps) {
  const kind = useShopKind();
  return (
    <Page title={t(TITLES.shopRule)} className="rc-page">
      <ShopNav kind={kind} at="rule" />
      <section className="h5-card">
        <ol className="rc-steps" data-testid="rules">
          {SHOP_RULES.map((r) => (
            <li key={r}>{t(r)}</li>
          ))}
        </ol>
      </section>
    </Page>
  );
}
