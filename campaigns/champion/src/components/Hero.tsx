// The top of each page: the campaign's art as the first screen's largest paint, with the
// promotion's title and the page's own line. Same size while loading and loaded.

import type { Promotion } from '@h5/core-api/contracts/general';
import { type Resource, useSignals } from '@h5/ui-kit';
import type { ReactNode } from 'react';

export function Hero({ promotion, children }: { promotion: Resource<Promotion>; children?: ReactNode }) {
  useSignals();
  const p = promotion.data.value;
  return (
    <header className="ch-hero" data-testid="hero">
      <p className="ch-hero-title">{p ? <bdi>{p.title}</bdi> : '\u00a0'}</p>
      <p className="ch-hero-sub">{p?.slogan ? <bdi>{p.slogan}</bdi> : '\u00a0'}</p>
      {children}
    </header>
  );
}
