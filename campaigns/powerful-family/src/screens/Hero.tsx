// Spec 2 `hero`: the hero list, every person of the war by the points they brought their family.

import type { WarHero } from '@h5/core-api/contracts/powerfulFamily';
import { InfiniteList, Page, pagesOf, type ScreenProps, t } from '@h5/ui-kit';
import { WarPage } from '../components/WarPage.tsx';
import { HEROES_READ } from '../reads.ts';
import { Person } from './RegionalDetail.tsx';

const TITLE = 'Heroes';

export function Hero({ query }: ScreenProps) {
  return (
    <WarPage query={query} title={TITLE} className="pf-hero-list">
      {(promo) => (
        <Page title={t(TITLE)} className="pf-hero-list">
          <section className="h5-card">
            <p className="pf-muted">{t('The singers who brought their families the most points.')}</p>
            <InfiniteList
              load={pagesOf(HEROES_READ.call, { promo })}
              itemKey={(m: WarHero) => m.uid}
              empty={t('No hero has points yet.')}
              className="pf-rows"
              renderItem={(m: WarHero) => <Person m={m} withFamily />}
            />
          </section>
        </Page>
      )}
    </WarPage>
  );
}
