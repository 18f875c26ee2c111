// Past stages' winners: a row of stage chips (a season, a week, a round), and for the chosen
// stage its dates and its top entries with avatar, isolated name and what each was awarded.

import { formatDate, formatDateRange, formatNumber } from '@h5/i18n';
import { Async, language, type Resource, Tabs, t, useSignals } from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { Img } from '@h5/ui-kit/image';
import { useState } from 'react';
import './styles.css';

export const HONOR_TEXTS = {
  stages: 'Past stages',
  empty: 'No winners were named for this stage.',
  none: 'No past stages yet.',
} as const;

export interface HonorEntry {
  uid: number | string;
  /** 1 for the first. */
  rank: number;
  name: string;
  avatar?: string | null;
  /** Server text: the title, prize or badge they won. */
  award: string;
  awardIcon?: string | null;
}

export interface HonorStage {
  key: string;
  /** Server text: "Week 3", "Season of spring". */
  label: string;
  /** When the stage ran, in ms. */
  start?: number;
  end?: number;
  entries: HonorEntry[];
}

export interface HonorWallProps {
  stages: HonorStage[];
  /** The stage shown first (the latest by default: the first given). */
  initial?: string;
  /** How many of each stage's entries show. */
  top?: number;
  /** English keys for a stage without winners and for no stages at all. */
  empty?: string;
  none?: string;
  testId?: string;
}

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/** The stage's dates in the page's language, as one range ("3 – 9 Mar 2026"), or '' when unknown. */
export function stageDates(lang: string, start?: number, end?: number): string {
  if (start !== undefined && end !== undefined) return formatDateRange(lang, start, end, DATE_OPTIONS);
  const one = start ?? end;
  return one === undefined ? '' : formatDate(lang, one, DATE_OPTIONS);
}

export function HonorWall({ stages, initial, top = 10, empty, none, testId }: HonorWallProps) {
  useSignals();
  const lang = language.value;
  const [chosen, setChosen] = useState(initial);
  if (stages.length === 0) return <p className="h5-state">{t(none ?? HONOR_TEXTS.none)}</p>;
  const stage = stages.find((s) => s.key === chosen) ?? stages[0]!;
  const dates = stageDates(lang, stage.start, stage.end);
  const entries = [...stage.entries].sort((a, b) => a.rank - b.rank).slice(0, top);
  return (
    <section className="blk-honor" data-testid={testId}>
      {stages.length > 1 ? (
        <Tabs
          tabs={stages.map((s) => ({ key: s.key, label: s.label }))}
          active={stage.key}
          onChange={setChosen}
          label={t(HONOR_TEXTS.stages)}
        />
      ) : null}
      <div className="blk-honor-stage" role="tabpanel" data-testid="honor-stage">
        <p className="blk-honor-head">
          <bdi className="blk-honor-label">{stage.label}</bdi>
          {dates ? <time className="blk-honor-dates">{dates}</time> : null}
        </p>
        {entries.length === 0 ? (
          <p className="h5-state">{t(empty ?? HONOR_TEXTS.empty)}</p>
        ) : (
          <ol className="blk-honor-list">
            {entries.map((e) => (
              <li
                key={e.uid}
                className={`blk-honor-entry blk-honor-${Math.min(e.rank, 4)}`}
                data-testid="honor-entry"
              >
                <span className="blk-honor-rank">{formatNumber(lang, e.rank)}</span>
                <Avatar src={e.avatar} size={e.rank === 1 ? 56 : 44} />
                <span className="blk-honor-who">
                  <UserName name={e.name} className="blk-honor-name" />
                  <span className="blk-honor-award">
                    {e.awardIcon ? <Img src={e.awardIcon} alt="" width={20} height={20} /> : null}
                    <bdi>{e.award}</bdi>
                  </span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

/** The wall over a read: a placeholder of its height, the error with retry, then the wall. */
export function AsyncHonorWall<T>({
  r,
  stages,
  ...rest
}: Omit<HonorWallProps, 'stages'> & { r: Resource<T>; stages: (data: T) => HonorStage[] }) {
  return (
    <Async r={r} height="6rem" compact>
      {(d) => <HonorWall stages={stages(d)} {...rest} />}
    </Async>
  );
}
