// Spec 2 `entry`: the war on server time (its level, the time left in it), the user's family with
// its score, members, tasks and tickets, where it stands (spec 4: actStatus, level, semi-final,
// finished), and the three tabs, opened on the one the level asks for (spec 4: above 4, tab 3).

import { FINISHED, NOT_PROMOTED, TAB_GLOBAL, TAB_REGIONAL } from '@h5/blocks/family-war';
import type { PromotionContext } from '@h5/blocks/promotion';
import { RankList } from '@h5/blocks/rank-list';
import {
  type FamilyTask,
  getTicket,
  type WarPageInfo,
  type WarUserGroup,
} from '@h5/core-api/contracts/powerfulFamily';
import {
  Async,
  allOf,
  api,
  Countdown,
  LineSkeleton,
  Link,
  Page,
  type ScreenProps,
  Tabs,
  t,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { Avatar } from '@h5/ui-kit/identity';
import { useState } from 'react';
import { Cover, FamilyName, FamilyRows } from '../components/FamilyRow.tsx';
import { LevelName, levelText } from '../components/LevelName.tsx';
import { WarPage } from '../components/WarPage.tsx';
import { num, when } from '../format.ts';
import { FINAL_RANK_READ, HEROES_READ, REGIONAL_READ, TOTAL_PAGE_READ, USER_GROUP_READ } from '../reads.ts';
import { statusLine } from '../stages.ts';
import { TAB_HERO, type WarState, type WarTab, warState } from '../warState.ts';

const TITLE = 'Global Family War';
const TAB_LABELS: Record<WarTab, string> = {
  [TAB_REGIONAL]: 'Regional rounds',
  [TAB_HERO]: 'Heroes',
  [TAB_GLOBAL]: 'Global final',
};
const HERO_PREVIEW = 5;
/** A region's row in the preview, rem (styles.css .pf-region), so its placeholder holds its place. */
const REGION_ROW_REM = 2.1;
const REGIONS_SHOWN = 4;

export function Entry({ query }: ScreenProps) {
  return (
    <WarPage query={query} title={TITLE} className="pf-entry">
      {(promo, ctx) => <War promo={promo} ctx={ctx} />}
    </WarPage>
  );
}

function War({ promo, ctx }: { promo: string; ctx: PromotionContext }) {
  useSignals();
  const r = allOf(
    useResource(() => api().call(TOTAL_PAGE_READ.call, { promo }), [promo]),
    useResource(() => api().call(USER_GROUP_READ.call, { promo }), [promo]),
  );
  const reload = () => void r.load();
  const loaded = r.data.value;
  const state = loaded ? stateOf(loaded[0], loaded[1]) : null;
  return (
    <Page title={t(TITLE)} className="pf-entry">
      <Hero ctx={ctx} info={loaded?.[0]} state={state} reload={reload} />
      <Async r={r} height="14rem">
        {([info, group]) => <Loaded promo={promo} info={info} state={state ?? stateOf(info, group)} />}
      </Async>
    </Page>
  );
}

function stateOf(info: WarPageInfo, group: WarUserGroup): WarState {
  return warState({
    userGroup: group.userGroup,
    serverLevel: info.now_level,
    endDate: info.end_date,
    serverTime: info.server_time,
  });
}

/** The war's head: drawn at once (the first paint's art), its level and time left once known. */
function Hero({
  ctx,
  info,
  state,
  reload,
}: {
  ctx: PromotionContext;
  info: WarPageInfo | undefined;
  state: WarState | null;
  reload: () => void;
}) {
  useSignals();
  const title = ctx.promotion.data.value?.title;
  const stage = info?.stages.find((s) => s.level === info.now_level);
  return (
    <section className="pf-hero h5-on-art" data-testid="war-head" data-level={state?.realLevel}>
      <h2 className="pf-title">{title ? <bdi>{title}</bdi> : t(TITLE)}</h2>
      <p className="pf-stage" data-testid={state ? 'war-stage' : undefined}>
        {state ? <LevelName level={state.realLevel} /> : <LineSkeleton />}
      </p>
      <p className="pf-left">
        {!info || !state ? (
          <LineSkeleton />
        ) : state.realLevel === FINISHED ? (
          t('The war is finished.')
        ) : info.now_level === 0 ? (
          <>
            {t('Begins in')} <Countdown targetMs={info.begin_time} onEnd={reload} />
          </>
        ) : stage ? (
          <>
            {t('This round ends in')} <Countdown targetMs={stage.end} onEnd={reload} />
          </>
        ) : null}
      </p>
      <Link to="/v/powerful-family/rule" className="h5-chip pf-chip" testId="rules-link">
        {t('Rules')}
      </Link>
    </section>
  );
}

function Loaded({ promo, info, state }: { promo: string; info: WarPageInfo; state: WarState }) {
  const [tab, setTab] = useState<WarTab>(state.curTab);
  return (
    <>
      <MyFamily promo={promo} info={info} state={state} />
      <Tabs
        tabs={([TAB_REGIONAL, TAB_HERO, TAB_GLOBAL] as const).map((k) => ({
          key: String(k),
          label: t(TAB_LABELS[k]),
        }))}
        active={String(tab)}
        onChange={(k) => setTab(Number(k) as WarTab)}
        label={t(TITLE)}
      />
      <section className="h5-card pf-panel" role="tabpanel" data-testid={`tab-panel-${tab}`}>
        {tab === TAB_REGIONAL ? (
          <RegionsPreview promo={promo} />
        ) : tab === TAB_HERO ? (
          <HeroPreview promo={promo} />
        ) : (
          <FinalPreview promo={promo} />
        )}
      </section>
    </>
  );
}

function MyFamily({ promo, info, state }: { promo: string; info: WarPageInfo; state: WarState }) {
  const f = info.familyInfo;
  const status = statusLine(state, f !== null);
  const vars = { group: state.curGroup, level: levelText(state.actLevel) };
  if (!f) {
    return (
      <section className="h5-card pf-mine" data-testid="my-family" data-act-status={state.actStatus}>
        <p className="pf-status" data-testid="war-status">
          {t(status, vars)}
        </p>
        {state.finished || state.actStatus === NOT_PROMOTED ? null : (
          <Link to="/v/family/search" className="h5-button" testId="find-family">
            {t('Find a family')}
          </Link>
        )}
      </section>
    );
  }
  return (
    <section
      className="h5-card pf-mine"
      data-testid="my-family"
      data-act-status={state.actStatus}
      data-level={state.actLevel}
      data-tab={state.curTab}
    >
      <div className="pf-mine-head">
        <Cover src={f.family_cover} size={64} />
        <span className="pf-row-text">
          <FamilyName name={f.family_title} />
          <span className="pf-muted">
            {t('{n}/{max} members', { n: num(f.member_num), max: num(f.max_member_num) })}
          </span>
        </span>
        <Avatar src={f.leader_image} size={36} />
      </div>
      <p className="pf-score-big">
        {t('War points')} <strong data-testid="family-score">{num(f.score)}</strong>
      </p>
      <p className="pf-status" data-testid="war-status">
        {t(status, vars)}
      </p>
      <Tickets promo={promo} />
      <Tasks title="Family tasks" tasks={f.all_task} />
      <Tasks title="My tasks" tasks={f.one_task} />
      <Link
        to="/v/powerful-family/regional-detail"
        query={{ family_id: f.family_id }}
        className="h5-button h5-button-block"
        testId="my-family-link"
      >
        {t('See my family in the war')}
      </Link>
    </section>
  );
}

function Tickets({ promo }: { promo: string }) {
  const r = useResource(() => api().call(getTicket, { promo }), [promo]);
  return (
    <Async r={r} height="0.44rem" compact>
      {(tk) => (
        <p className="pf-tickets" data-testid="tickets">
          {t('{n, plural, one {# ticket} other {# tickets}}', { n: tk.total })} ·{' '}
          {t('{n} today', { n: num(tk.today) })} ·{' '}
          {t('each worth {points} points', { points: num(tk.points_each) })}
        </p>
      )}
    </Async>
  );
}

function Tasks({ title, tasks }: { title: string; tasks: FamilyTask[] }) {
  if (tasks.length === 0) return null;
  return (
    <div className="pf-tasks">
      <h3>{t(title)}</h3>
      <ul>
        {tasks.map((task) => (
          <li key={task.id} data-testid="task">
            <span className="pf-task-head">
              <bdi>{task.title}</bdi>
              <span>
                {num(Math.min(task.done, task.target))}/{num(task.target)}
              </span>
            </span>
            <progress className="pf-bar" max={task.target} value={Math.min(task.done, task.target)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function RegionsPreview({ promo }: { promo: string }) {
  const r = useResource(() => api().call(REGIONAL_READ.call, { promo }), [promo]);
  return (
    <>
      <Async r={r} height={`${REGION_ROW_REM * REGIONS_SHOWN}rem`}>
        {(d) => (
          <ul className="pf-regions" data-testid="regions">
            {d.list.map((region) => (
              <li key={region.region_id}>
                <Link
                  to="/v/powerful-family/regional"
                  query={{ region_id: region.region_id }}
                  className="pf-region"
                >
                  <bdi className="pf-region-name">{region.name}</bdi>
                  <span className="pf-muted">
                    {t('{alive} of {n} families still in', {
                      alive: num(region.alive),
                      n: num(region.family_count),
                    })}
                  </span>
                  {region.top ? (
                    <span className="pf-region-top">
                      <Cover src={region.top.family_cover} size={28} />
                      <FamilyName name={region.top.family_title} />
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Async>
      <Link to="/v/powerful-family/regional" className="h5-button h5-button-block" testId="to-regional">
        {t('See the regional rounds')}
      </Link>
    </>
  );
}

function HeroPreview({ promo }: { promo: string }) {
  const r = useResource(() => api().call(HEROES_READ.call, { promo, page: 1 }), [promo]);
  return (
    <>
      <Async r={r} height="12rem">
        {(d) => (
          <RankList
            entries={d.list.slice(0, HERO_PREVIEW).map((h) => ({
              uid: h.uid,
              rank: h.rank,
              name: h.stage_name,
              avatar: h.avatar,
              score: h.score,
            }))}
            empty="No hero has points yet."
            testId="hero-preview"
          />
        )}
      </Async>
      <Link to="/v/powerful-family/hero" className="h5-button h5-button-block" testId="to-hero">
        {t('See all heroes')}
      </Link>
    </>
  );
}

function FinalPreview({ promo }: { promo: string }) {
  const r = useResource(() => api().call(FINAL_RANK_READ.call, { promo }), [promo]);
  return (
    <>
      <Async r={r} height="10rem">
        {(d) =>
          d.list.length ? (
            <FamilyRows rows={d.list.slice(0, 4)} empty="" testId="final-preview" />
          ) : (
            <p className="h5-state" data-testid="final-not-begun">
              {t('The global rounds begin on {date}.', { date: when(d.final_start) })}
            </p>
          )
        }
      </Async>
      <Link to="/v/powerful-family/global" className="h5-button h5-button-block" testId="to-global">
        {t('See the global final')}
      </Link>
    </>
  );
}
