// The weekly family star: this week's family ranking on server time with the time left, the
// user's family and its state in the campaign (spec 4: actStatus, the level's tab, semi-final,
// finished), the family tasks, the semi-final standings; last week's winners; the rules.

import { NOT_PROMOTED, WAR_OVER } from '@h5/blocks/family-war';
import { RankList } from '@h5/blocks/rank-list';
import type { WeeklyFamilyRow, WeeklyFamilyStar } from '@h5/core-api/contracts/family';
import { Async, api, Countdown, Link, Page, type ScreenProps, Tabs, t, useResource } from '@h5/ui-kit';
import { useState } from 'react';
import { type CampaignState, campaignState } from '../campaignState.ts';
import { Cover, FamilyTitle } from '../components/FamilyRow.tsx';
import { TaskBars } from '../components/TaskBars.tsx';
import { dateOf, num } from '../format.ts';
import { LAST_WEEK_READ, WEEKLY_STAR_READ } from '../reads.ts';

/** Said when the server publishes no rules for the campaign. */
export const NO_WEEKLY_RULES = 'The rules of the weekly family star are not published yet.';

/** The weekly star's tabs; a level above 4 opens on the semi-final (spec 4). */
type CampaignTab = 1 | 2 | 3;
const TAB_LABELS: Record<CampaignTab, string> = { 1: 'This week', 2: 'Family tasks', 3: 'Semi-final' };

export function WeeklyIndex(_: ScreenProps) {
  const r = useResource(() => api().call(WEEKLY_STAR_READ.call, {}));
  return (
    <Page title={t('Weekly family star')} className="fm-weekly">
      <Async r={r} height="10rem">
        {(w) => <Weekly w={w} reload={() => void r.load()} />}
      </Async>
    </Page>
  );
}

function Weekly({ w, reload }: { w: WeeklyFamilyStar; reload: () => void }) {
  const state = campaignState({
    promotionLevel: w.userGroup?.promotion_level,
    level: w.userGroup?.curLevel,
    endDate: w.end_date,
    serverTime: w.server_time,
  });
  const [tab, setTab] = useState<CampaignTab>(state.tab);
  return (
    <>
      <section className="h5-card fm-weekly-head fm-art" data-testid="weekly-head">
        <p className="fm-week">{t('Week {n}', { n: num(w.week) })}</p>
        <p className="fm-dates">
          {dateOf(w.week_start)} – {dateOf(w.week_end - 1)}
        </p>
        {state.actStatus === WAR_OVER ? (
          <p className="fm-ended" data-testid="season-ended">
            {t('This season is finished. See you next season!')}
          </p>
        ) : (
          <p className="fm-left">
            {t('Ends in')} <Countdown targetMs={w.week_end} onEnd={reload} />
          </p>
        )}
        <nav className="fm-head-links">
          <Link to="/v/weekly-family-star/rule" className="h5-chip" testId="rules-link">
            {t('Rules')}
          </Link>
          <Link to="/v/weekly-family-star/lastWeek" className="h5-chip" testId="last-week-link">
            {t('Last week')}
          </Link>
        </nav>
      </section>
      <MyFamily w={w} state={state} />
      <Tabs
        tabs={([1, 2, 3] as const).map((k) => ({ key: String(k), label: t(TAB_LABELS[k]) }))}
        active={String(tab)}
        onChange={(k) => setTab(Number(k) as CampaignTab)}
        label={t('Weekly family star')}
      />
      <section className="h5-card" role="tabpanel" data-testid={`tab-panel-${tab}`}>
        {tab === 1 ? (
          <Ranking rows={w.list} me={w.my_row} empty="No family has starlight this week yet." />
        ) : tab === 2 ? (
          w.familyInfo ? (
            <TaskBars tasks={w.familyInfo.all_task} />
          ) : (
            <NoFamily />
          )
        ) : (
          <Ranking rows={w.semi_list} me={null} empty="The semi-final has no families yet." semi />
        )}
      </section>
    </>
  );
}

function MyFamily({ w, state }: { w: WeeklyFamilyStar; state: CampaignState }) {
  const f = w.familyInfo;
  if (!f) {
    return (
      <section className="h5-card" data-testid="my-weekly-family">
        <NoFamily />
      </section>
    );
  }
  return (
    <section
      className="h5-card fm-my-weekly"
      data-testid="my-weekly-family"
      data-act-status={state.actStatus}
    >
      <Link to={`/v/family/detail/${f.family_id}`} className="fm-row-main">
        <Cover src={f.family_cover} size={56} />
        <span className="fm-row-text">
          <FamilyTitle title={f.family_title} />
          <span className="h5-muted">
            {t('Score {n}', { n: num(w.my_row?.score ?? f.score) })}
            {w.my_row ? ` · ${t('Rank {n}', { n: num(w.my_row.rank) })}` : ''}
          </span>
        </span>
      </Link>
      <p className="fm-stage" data-testid="campaign-stage">
        {t(stageText(state), { level: num(state.level), group: w.userGroup?.group ?? '' })}
      </p>
    </section>
  );
}

/** What the family's state in the season reads as (English keys). */
export function stageText(s: CampaignState): string {
  if (s.actStatus === NOT_PROMOTED) return 'Your family is not promoted this season.';
  if (s.finished) return 'The season is finished.';
  if (s.semiFinal) return 'Semi-final: level {level}';
  if (s.level === 0) return 'Waiting for the next round.';
  return 'Group {group}, level {level}';
}

function NoFamily() {
  return (
    <div className="h5-state">
      <p>{t('Join a family to take part.')}</p>
      <Link to="/v/family/search" className="h5-button">
        {t('Find a family')}
      </Link>
    </div>
  );
}

function Ranking({
  rows,
  me,
  empty,
  semi,
}: {
  rows: WeeklyFamilyRow[];
  me: WeeklyFamilyRow | null;
  empty: string;
  semi?: boolean;
}) {
  const entry = (r: WeeklyFamilyRow) => ({
    uid: r.family_id,
    rank: r.rank,
    name: r.family_title,
    avatar: r.family_cover,
    score: r.score,
  });
  return (
    <RankList
      entries={rows.map(entry)}
      me={semi ? undefined : me ? entry(me) : null}
      meFallback={t('Your family is not ranked this week.')}
      empty={empty}
      testId={semi ? 'semi-list' : 'weekly-list'}
    />
  );
}

/** The rules as the campaign publishes them (server text), so a new season never shows the last one's. */
export function WeeklyRule(_: ScreenProps) {
  const r = useResource(() => api().call(WEEKLY_STAR_READ.call, {}));
  return (
    <Page title={t('Weekly family star rules')} className="fm-rules">
      <section className="h5-card">
        <Async r={r} height="8rem">
          {(w) =>
            w.rules.length ? (
              <ol className="fm-rule-list" data-testid="rules">
                {w.rules.map((rule) => (
                  <li key={rule}>
                    <bdi>{rule}</bdi>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="h5-state" data-testid="no-rules">
                {t(NO_WEEKLY_RULES)}
              </p>
            )
          }
        </Async>
      </section>
      <Link to="/v/weekly-family-star/index" className="h5-button h5-button-block fm-cta">
        {t('See this week’s ranking')}
      </Link>
    </Page>
  );
}

export function WeeklyLastWeek(_: ScreenProps) {
  const r = useResource(() => api().call(LAST_WEEK_READ.call, {}));
  return (
    <Page title={t('Last week’s winners')} className="fm-last-week">
      <Async r={r} height="8rem">
        {(l) => (
          <section className="h5-card" data-testid="last-week">
            <p className="fm-dates">
              {t('Week {n}', { n: num(l.week) })} · {dateOf(l.week_start)} – {dateOf(l.week_end - 1)}
            </p>
            <RankList
              entries={l.winners.map((w) => ({
                uid: w.family_id,
                rank: w.rank,
                name: w.family_title,
                avatar: w.family_cover,
                score: w.score,
                detail: w.award ? <bdi>{w.award}</bdi> : undefined,
              }))}
              empty="Last week has no winners: the season started this week."
              testId="last-week-list"
            />
          </section>
        )}
      </Async>
    </Page>
  );
}
