// Spec 2 /v/annual-honor-wall/{user,room,civil-war}?promotion_id=…: the singers, rooms and
// countries crowned at past ceremonies, stage by stage (the honor-wall block).

import { AsyncHonorWall } from '@h5/blocks/honor-wall';
import { PromotionPage } from '@h5/blocks/promotion';
import { HONOR_KINDS, type HonorKind } from '@h5/core-api/contracts/annualCeremony';
import { api, Link, Page, route, type ScreenProps, t, useResource, useSignals } from '@h5/ui-kit';
import { BackToCeremony } from '../components/BackToCeremony.tsx';
import { HONOR_WALL_READ } from '../reads.ts';
import { HONOR_LABELS, HONOR_PAGE_TEXTS, TITLES } from '../texts.ts';

export function HonorWalls({ query }: ScreenProps) {
  return (
    <PromotionPage query={query} title={t(TITLES.honor)} className="ac-page">
      {({ id }) => <Wall promotionId={id} />}
    </PromotionPage>
  );
}

function Wall({ promotionId }: { promotionId: string }) {
  useSignals();
  const last = (route.value?.path ?? '').split('/').pop() ?? '';
  const kind: HonorKind = HONOR_KINDS.find((k) => k === last) ?? 'user';
  const wall = useResource(
    () => api().call(HONOR_WALL_READ.call, { promotion_id: promotionId, kind }),
    [promotionId, kind],
  );
  return (
    <Page title={t(TITLES.honor)} className="ac-page">
      <h1 className="ac-title ac-title-page">{t(TITLES.honor)}</h1>
      <p className="h5-muted ac-intro">{t(HONOR_PAGE_TEXTS.intro)}</p>
      <nav className="ac-nav" aria-label={t(TITLES.honor)}>
        {HONOR_KINDS.map((k) => (
          <Link
            key={k}
            to={`/v/annual-honor-wall/${k}`}
            query={{ promotion_id: promotionId }}
            className={k === kind ? 'h5-chip ac-nav-on' : 'h5-chip'}
            testId={`honor-${k}`}
          >
            {t(HONOR_LABELS[k])}
          </Link>
        ))}
      </nav>
      <section className="h5-card" data-kind={kind}>
        <AsyncHonorWall
          r={wall}
          stages={(d) =>
            d.stages.map((s) => ({
              key: s.key,
              label: s.label,
              start: s.start * 1000,
              end: s.end * 1000,
              entries: s.entries.map((e) => ({
                uid: e.id,
                rank: e.rank,
                name: e.name,
                avatar: e.avatar,
                award: e.award,
              })),
            }))
          }
          testId="honor-wall"
        />
      </section>
      <BackToCeremony promotionId={promotionId} />
    </Page>
  );
}
