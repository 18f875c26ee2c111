// Spec 2 `regional`: the regional rounds. The regions, then one region's groups: a group's
// families by day (each day of the war so far) or in total, and every family of the region.

import {
  getGroupListByDay,
  getGroupListTotal,
  getRegionalFamilyList,
  type WarFamilyRow,
  type WarRegion,
} from '@h5/core-api/contracts/powerfulFamily';
import {
  Async,
  allOf,
  api,
  EmptyState,
  InfiniteList,
  Page,
  pagesOf,
  type ScreenProps,
  Tabs,
  t,
  useResource,
} from '@h5/ui-kit';
import { useState } from 'react';
import { FamilyRow, FamilyRows } from '../components/FamilyRow.tsx';
import { WarPage } from '../components/WarPage.tsx';
import { num } from '../format.ts';
import { REGIONAL_READ, USER_GROUP_READ } from '../reads.ts';

const TITLE = 'Regional rounds';
const NO_REGIONS = 'No region is in the war yet.';
const NO_GROUPS = 'This region has no groups yet.';
type Mode = 'day' | 'total';

export function Regional({ query }: ScreenProps) {
  return (
    <WarPage query={query} title={TITLE} className="pf-regional">
      {(promo) => <Regions promo={promo} asked={query.get('region_id')} />}
    </WarPage>
  );
}

function Regions({ promo, asked }: { promo: string; asked: string | null }) {
  const r = allOf(
    useResource(() => api().call(REGIONAL_READ.call, { promo }), [promo]),
    useResource(() => api().call(USER_GROUP_READ.call, { promo }), [promo]),
  );
  return (
    <Page title={t(TITLE)} className="pf-regional">
      <Async r={r} height="12rem">
        {([regions, mine]) => {
          if (regions.list.length === 0) return <EmptyState>{t(NO_REGIONS)}</EmptyState>;
          const known = (id: string | null) => regions.list.some((x) => x.region_id === id);
          const first = known(asked)
            ? asked!
            : known(mine.region_id)
              ? mine.region_id!
              : regions.list[0]!.region_id;
          return (
            <Region
              promo={promo}
              regions={regions.list}
              first={first}
              mine={{ region: mine.region_id, group: mine.userGroup?.group ?? null }}
            />
          );
        }}
      </Async>
    </Page>
  );
}

function Region({
  promo,
  regions,
  first,
  mine,
}: {
  promo: string;
  regions: WarRegion[];
  first: string;
  mine: { region: string | null; group: string | null };
}) {
  const [region, setRegion] = useState(first);
  const groups = regions.find((x) => x.region_id === region)?.groups ?? [];
  // The user's own group in their region, else the region's first; a choice the region does not
  // have (after a change of region) falls back the same way.
  const [chosen, setGroup] = useState<string | null>(null);
  const own = mine.region === region && mine.group && groups.includes(mine.group) ? mine.group : groups[0];
  const group = chosen && groups.includes(chosen) ? chosen : own;
  const [mode, setMode] = useState<Mode>('day');
  return (
    <>
      <Tabs
        tabs={regions.map((x) => ({ key: x.region_id, label: x.name }))}
        active={region}
        onChange={setRegion}
        label={t('Regions')}
      />
      <section className="h5-card" data-testid="group-card">
        <div className="pf-toggles">
          {groups.length > 1 ? (
            <Tabs
              tabs={groups.map((g) => ({ key: g, label: t('Group {group}', { group: g }) }))}
              active={group ?? ''}
              onChange={setGroup}
              label={t('Groups')}
            />
          ) : null}
          <Tabs
            tabs={[
              { key: 'day' as Mode, label: t('By day') },
              { key: 'total' as Mode, label: t('In total') },
            ]}
            active={mode}
            onChange={setMode}
            label={t('Scores')}
          />
        </div>
        {group === undefined ? (
          <EmptyState>{t(NO_GROUPS)}</EmptyState>
        ) : mode === 'day' ? (
          <ByDay key={`${region}${group}`} promo={promo} region={region} group={group} />
        ) : (
          <Total promo={promo} region={region} group={group} />
        )}
      </section>
      <section className="h5-card">
        <h2 className="pf-h">{t('Every family of the region')}</h2>
        <InfiniteList
          load={pagesOf(getRegionalFamilyList, { promo, region_id: region })}
          resetKey={region}
          itemKey={(row: WarFamilyRow) => row.family_id}
          empty={t('No family fights in this region.')}
          className="pf-rows"
          renderItem={(row: WarFamilyRow) => <FamilyRow row={row} />}
        />
      </section>
    </>
  );
}

function ByDay({ promo, region, group }: { promo: string; region: string; group: string }) {
  const [day, setDay] = useState<number | null>(null);
  const r = useResource(
    () => api().call(getGroupListByDay, { promo, region_id: region, group, day: day ?? 0 }),
    [promo, region, group, day],
  );
  return (
    <Async r={r} height="14rem">
      {(d) => (
        <>
          {d.days > 1 ? (
            <div className="pf-days">
              {Array.from({ length: d.days }, (_, i) => i + 1).map((n) => (
                <button
                  key={n}
                  type="button"
                  className={n === d.day ? 'h5-chip pf-day pf-day-on' : 'h5-chip pf-day'}
                  aria-pressed={n === d.day}
                  onClick={() => setDay(n)}
                >
                  {t('Day {n}', { n: num(n) })}
                </button>
              ))}
            </div>
          ) : null}
          <FamilyRows rows={d.list} empty="The war has not begun: no scores yet." testId="group-day" />
        </>
      )}
    </Async>
  );
}

function Total({ promo, region, group }: { promo: string; region: string; group: string }) {
  const r = useResource(
    () => api().call(getGroupListTotal, { promo, region_id: region, group }),
    [promo, region, group],
  );
  return (
    <Async r={r} height="14rem">
      {(d) => <FamilyRows rows={d.list} empty="The war has not begun: no scores yet." testId="group-total" />}
    </Async>
  );
}
