// Spec 2 /v/noble-h5/privilege-list: one noble level's privileges, the level chosen by tabs (and
// opened on `?level=`, else the user's own, else the first; a malformed value loses nothing).

import { Async, api, Page, type ScreenProps, Skeleton, t, useResource, useSignals } from '@h5/ui-kit';
import { useState } from 'react';
import { NobleStatus } from '../components/NobleStatus.tsx';
import { PrivilegeRow } from '../components/PrivilegeRow.tsx';
import { VipMenu } from '../components/VipMenu.tsx';
import { VipStatus } from '../components/VipStatus.tsx';
import { chosenLevel, isUnlocked } from '../levels.ts';
import { NOBLE_INDEX_READ } from '../reads.ts';
import { TITLES } from '../routes.ts';
import { useVipCard } from '../useVip.ts';

export function NoblePrivileges({ query }: ScreenProps) {
  useSignals();
  const card = useVipCard();
  const r = useResource(() => api().call(NOBLE_INDEX_READ.call, {}), []);
  const [picked, setPicked] = useState<number | null>(null);
  return (
    <Page title={t(TITLES.noblePrivileges)} className="vip-page">
      <VipStatus card={card} />
      <Async r={r} placeholder={<Skeleton height="22rem" />}>
        {(index) => {
          const numbers = index.levels.map((l) => l.level);
          const level = picked ?? chosenLevel(query.get('level'), numbers, index.my_level);
          const shown = index.levels.find((l) => l.level === level);
          const nameOf = (n: number) => index.levels.find((l) => l.level === n)?.name ?? String(n);
          return (
            <>
              <NobleStatus index={index} />
              <div className="vip-level-tabs" role="tablist" aria-label={t('Noble titles')}>
                {index.levels.map((l) => (
                  <button
                    key={l.level}
                    type="button"
                    role="tab"
                    aria-selected={l.level === level}
                    className={l.level === level ? 'vip-level-tab vip-level-tab-on' : 'vip-level-tab'}
                    onClick={() => setPicked(l.level)}
                  >
                    <bdi>{l.name}</bdi>
                  </button>
                ))}
              </div>
              {shown ? (
                <section className="h5-card" data-testid="noble-privileges" data-level={shown.level}>
                  <ul className="vip-privileges">
                    {shown.privileges.map((p) => (
                      <PrivilegeRow
                        key={p.id}
                        p={p}
                        unlocked={isUnlocked(p.min_level, index.my_level)}
                        levelName={nameOf(p.min_level)}
                      />
                    ))}
                  </ul>
                </section>
              ) : null}
            </>
          );
        }}
      </Async>
      <VipMenu />
    </Page>
  );
}
