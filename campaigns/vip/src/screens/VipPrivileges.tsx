// Spec 2 /v/vip-privilege-details: the VIP privileges by the level that unlocks them, marked for
// the user's own level, and the effects and MV templates a level brings, previewed.

import type { VipGoods, VipLevel } from '@h5/core-api/contracts/vip';
import { Async, api, Page, Skeleton, t, useResource, useSignals } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { Hero } from '../components/Hero.tsx';
import { PrivilegeRow } from '../components/PrivilegeRow.tsx';
import { VipMenu } from '../components/VipMenu.tsx';
import { VipStatus } from '../components/VipStatus.tsx';
import { firstUnlockedAt, isUnlocked } from '../levels.ts';
import { EFFECT_GOODS_READ, MV_TEMPLATE_GOODS_READ, STORE_READ } from '../reads.ts';
import { TITLES } from '../routes.ts';
import { useServerNow, useVipCard } from '../useVip.ts';
import { currentLevel } from '../vipState.ts';

export const PRIVILEGES_SUB = 'What each VIP level unlocks';

const levelName = (levels: VipLevel[], n: number) => levels.find((l) => l.level === n)?.name ?? String(n);

export function VipPrivileges() {
  useSignals();
  const card = useVipCard();
  const now = useServerNow();
  const store = useResource(() => api().call(STORE_READ.call, {}), []);
  const effects = useResource(() => api().call(EFFECT_GOODS_READ.call, {}), []);
  const templates = useResource(() => api().call(MV_TEMPLATE_GOODS_READ.call, {}), []);
  const mine = now === null ? 0 : currentLevel(card.data.value, now);
  const levels = store.data.value?.levels ?? [];
  return (
    <Page title={t(TITLES.privileges)} className="vip-page">
      <Hero line={t(PRIVILEGES_SUB)} />
      <VipStatus card={card} />
      <Async r={store} placeholder={<Skeleton height="20rem" />}>
        {(s) => (
          <>
            {firstUnlockedAt(
              s.privileges,
              s.levels.map((l) => l.level),
            ).map((g) => (
              <section key={g.level} className="h5-card vip-level-group" data-testid="level-group">
                <h2 className="vip-section-title">
                  <bdi>{levelName(s.levels, g.level)}</bdi>
                </h2>
                <ul className="vip-privileges">
                  {g.privileges.map((p) => (
                    <PrivilegeRow
                      key={p.id}
                      p={p}
                      unlocked={isUnlocked(p.min_level, mine)}
                      levelName={levelName(s.levels, p.min_level)}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </Async>
      <Goods title="Effects" r={effects} levels={levels} mine={mine} testId="effects" />
      <Goods title="MV templates" r={templates} levels={levels} mine={mine} testId="templates" />
      <VipMenu />
    </Page>
  );
}

function Goods({
  title,
  r,
  levels,
  mine,
  testId,
}: {
  title: string;
  r: ReturnType<typeof useResource<{ list: VipGoods[] }>>;
  levels: VipLevel[];
  mine: number;
  testId: string;
}) {
  return (
    <section className="h5-card" aria-label={t(title)}>
      <h2 className="vip-section-title">{t(title)}</h2>
      <Async
        r={r}
        placeholder={<Skeleton height="6rem" />}
        isEmpty={(d) => d.list.length === 0}
        empty={t('Nothing here yet')}
      >
        {(d) => (
          <ul className="vip-goods" data-testid={testId}>
            {d.list.map((g) => (
              <li key={g.id} className="vip-good" data-unlocked={isUnlocked(g.min_level, mine)}>
                <Img src={g.preview} alt={g.name} width={72} height={72} className="vip-good-preview" />
                <bdi className="vip-good-name">{g.name}</bdi>
                <bdi className="vip-good-level">{levelName(levels, g.min_level)}</bdi>
              </li>
            ))}
          </ul>
        )}
      </Async>
    </section>
  );
}
