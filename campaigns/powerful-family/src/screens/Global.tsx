// Spec 2 `global`: the global levels (5 to 7, spec 4's semi-final levels) with the families that
// reached them, the champion once the war is finished, and every family of the war by points.

import { FINISHED, REGIONAL_LAST } from '@h5/blocks/family-war';
import type { WarFamilyRow } from '@h5/core-api/contracts/powerfulFamily';
import { Async, api, InfiniteList, Page, pagesOf, type ScreenProps, t, useResource } from '@h5/ui-kit';
import { Cover, FamilyName, FamilyRow, FamilyRows } from '../components/FamilyRow.tsx';
import { LevelName } from '../components/LevelName.tsx';
import { WarPage } from '../components/WarPage.tsx';
import { when } from '../format.ts';
import { FINAL_RANK_READ, GLOBAL_RANK_READ } from '../reads.ts';

const TITLE = 'Global final';

export function Global({ query }: ScreenProps) {
  return (
    <WarPage query={query} title={TITLE} className="pf-global">
      {(promo) => <Final promo={promo} />}
    </WarPage>
  );
}

function Final({ promo }: { promo: string }) {
  const r = useResource(() => api().call(FINAL_RANK_READ.call, { promo }), [promo]);
  return (
    <Page title={t(TITLE)} className="pf-global">
      <section className="h5-card" data-testid="final">
        <Async r={r} height="12rem">
          {(d) =>
            d.now_level <= REGIONAL_LAST ? (
              <p className="h5-state" data-testid="final-not-begun">
                {t('The global rounds begin on {date}.', { date: when(d.final_start) })}
              </p>
            ) : (
              <>
                <p className="pf-stage pf-stage-card" data-testid="final-level">
                  <LevelName level={d.now_level} />
                </p>
                {d.now_level === FINISHED && d.list[0] ? <Champion row={d.list[0]} /> : null}
                <FamilyRows
                  rows={d.list}
                  empty="No family has reached the global rounds."
                  testId="final-list"
                />
              </>
            )
          }
        </Async>
      </section>
      <section className="h5-card">
        <h2 className="pf-h">{t('Every family by level and points')}</h2>
        <InfiniteList
          load={pagesOf(GLOBAL_RANK_READ.call, { promo })}
          itemKey={(row: WarFamilyRow) => row.family_id}
          empty={t('No family fights in the war.')}
          className="pf-rows"
          renderItem={(row: WarFamilyRow) => <FamilyRow row={row} />}
        />
      </section>
    </Page>
  );
}

function Champion({ row }: { row: WarFamilyRow }) {
  return (
    <div className="pf-champion" data-testid="champion">
      <Cover src={row.family_cover} size={80} />
      <p>{t('Champion of the war')}</p>
      <FamilyName name={row.family_title} />
    </div>
  );
}
