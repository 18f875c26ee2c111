// The promotion gate every war screen stands behind.

import { type PromotionContext, PromotionPage } from '@h5/blocks/promotion';
import { type ScreenProps, t } from '@h5/ui-kit';
import type { ReactNode } from 'react';

/** Every war screen reads the promotion id (its calls carry it); a link without one says so. */
export function WarPage({
  query,
  title,
  className,
  children,
}: Pick<ScreenProps, 'query'> & {
  title: string;
  className: string;
  children: (promo: string, ctx: PromotionContext) => ReactNode;
}) {
  return (
    <PromotionPage query={query} title={t(title)} className={className}>
      {(ctx) => children(ctx.id, ctx)}
    </PromotionPage>
  );
}
