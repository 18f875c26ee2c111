// Honor walls and award lists (the CATEGORIES events): for each category, the past weeks' winners
// and this week's contenders; the honor wall's list of everyone it honored, paged.

import { AsyncHonorWall } from '@h5/blocks/honor-wall';
import { getBoard, getHonor, getHonoredUsers, type HonoredUser } from '@h5/core-api/contracts/rankings';
import {
  Async,
  api,
  InfiniteList,
  Page,
  pagesOf,
  type ScreenProps,
  t,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { BoardList } from '../components/BoardList.tsx';
import { currentPath, EventHead, EventNav, StageLine } from '../components/EventHead.tsx';
import { CATEGORIES, type CategoryEvent, eventAt } from '../events.ts';
import { toStage } from './Weekly.tsx';

function useCategoryEvent(): { e: CategoryEvent; category: string } {
  useSignals();
  const path = currentPath();
  const e = eventAt(CATEGORIES, path) ?? CATEGORIES[0]!;
  const last = path.split('/').pop() ?? '';
  const category = e.categories.find((c) => c.route === last)?.route ?? e.categories[0]!.route;
  return { e, category };
}

function Head({ e }: { e: CategoryEvent }) {
  const links = e.categories.map((c) => ({ to: `${e.path}/${c.route}`, label: c.label }));
  if (e.userList) links.push({ to: `${e.path}/${e.userList}`, label: 'All honored' });
  return (
    <EventHead title={e.title} theme={e.theme}>
      <EventNav links={links} />
    </EventHead>
  );
}

export function CategoryHonor(_: ScreenProps) {
  const { e, category } = useCategoryEvent();
  const honor = useResource(() => api().call(getHonor, { event: e.event, category }), [e.event, category]);
  const board = useResource(() => api().call(getBoard, { event: e.event, category }), [e.event, category]);
  return (
    <Page title={t(e.title)} className={`rk-page rk-theme-${e.theme}`}>
      <Head e={e} />
      <section className="h5-card">
        <h2>{t('Winners')}</h2>
        <AsyncHonorWall r={honor} stages={(h) => h.stages.map(toStage)} testId="honor-wall" />
      </section>
      <section className="h5-card">
        <h2>{t('This week’s contenders')}</h2>
        <Async r={board} height="8rem">
          {(b) => (
            <>
              <StageLine stage={b.stage} onEnd={() => void board.load()} />
              <BoardList board={b} mine={b.me !== null} />
            </>
          )}
        </Async>
      </section>
    </Page>
  );
}

export function HonoredUsers(_: ScreenProps) {
  const { e } = useCategoryEvent();
  return (
    <Page title={t(e.title)} className={`rk-page rk-theme-${e.theme}`}>
      <Head e={e} />
      <section className="h5-card">
        <h2>{t('Everyone on the honor wall')}</h2>
        <InfiniteList<HonoredUser>
          load={pagesOf(getHonoredUsers, { event: e.event })}
          itemKey={(u, i) => `${u.uid}-${i}`}
          className="rk-honored"
          empty={t('Nobody has been honored yet.')}
          renderItem={(u) => (
            <div className="rk-honored-row" data-testid="honored">
              <Avatar src={u.avatar} size={40} />
              <span className="rk-honored-who">
                <UserName name={u.stage_name} />
                <span className="h5-muted">
                  <bdi>{u.award}</bdi> · <bdi>{u.stage}</bdi>
                </span>
              </span>
            </div>
          )}
        />
      </section>
    </Page>
  );
}
