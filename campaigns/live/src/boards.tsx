// The event boards: one ranking with my row pinned, the segment tab's board per tier (each with
// its own ranking and my row), and the hot ranking's line saying when it was made and when the
// next one comes, with the re-read on the server's clock that keeps it current.

import { RankList } from '@h5/blocks/rank-list';
import { appScreenLink } from '@h5/core-api';
import type { BoardRefresh, EventRow, EventSegment } from '@h5/core-api/contracts/live';
import {
  Countdown,
  language,
  openAppScreen,
  SignInPrompt,
  serverClock,
  Tabs,
  t,
  useSignals,
  useSignedIn,
} from '@h5/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { EVENT_TEXTS, unitText } from './eventTexts.ts';
import { clockTime, HOT_TEXTS, isDue, refreshDelay } from './refresh.ts';

const SEGMENT_TEXTS = {
  tiers: 'Segments',
  yours: 'You rank in the {name}.',
} as const;

export function OpenButton({ row }: { row: EventRow }) {
  const label = row.opens === 'ktv_room' ? EVENT_TEXTS.enterRoom : EVENT_TEXTS.watch;
  return (
    <button
      type="button"
      className="h5-button h5-button-secondary lv-small"
      onClick={() => openAppScreen(appScreenLink(row.opens, { id: row.id }))}
      data-testid="open-entry"
    >
      {t(label)}
    </button>
  );
}

const entry = (r: EventRow) => ({
  uid: r.id,
  rank: r.rank,
  name: r.name,
  avatar: r.avatar,
  score: r.score,
  detail: (
    <span className="lv-detail">
      {r.detail ? <bdi>{r.detail}</bdi> : null}
      <OpenButton row={r} />
    </span>
  ),
});

export function Board({
  list,
  me,
  unit,
  before,
  notMine,
}: {
  list: EventRow[];
  me: EventRow | null;
  unit: string;
  before: boolean;
  /** Said in the pinned row of a signed-in user ranked elsewhere. */
  notMine?: React.ReactNode;
}) {
  const signedIn = useSignedIn();
  return (
    <RankList
      entries={list.map(entry)}
      me={me ? entry(me) : null}
      meFallback={signedIn === false ? <SignInPrompt compact /> : notMine}
      podium={0}
      renderScore={(n) => t(unitText(unit), { n })}
      empty={before ? EVENT_TEXTS.notYet : EVENT_TEXTS.empty}
      testId="board"
    />
  );
}

/** One board per segment, the user's own first shown; the others a tab away. */
export function Segments({
  segments,
  unit,
  before,
}: {
  segments: EventSegment[];
  unit: string;
  before: boolean;
}) {
  const own = segments.find((s) => s.me);
  const [key, setKey] = useState(own?.key ?? segments[0]?.key ?? '');
  const seg = segments.find((s) => s.key === key) ?? segments[0];
  if (!seg) return null;
  return (
    <div className="lv-segments" data-testid="segments" data-segment={seg.key}>
      <Tabs
        tabs={segments.map((s) => ({ key: s.key, label: s.name }))}
        active={seg.key}
        onChange={setKey}
        label={t(SEGMENT_TEXTS.tiers)}
      />
      <Board
        list={seg.list}
        me={seg.me}
        unit={unit}
        before={before}
        notMine={
          own ? (
            <button
              type="button"
              className="h5-chip"
              onClick={() => setKey(own.key)}
              data-testid="my-segment"
            >
              {t(SEGMENT_TEXTS.yours, { name: own.name })}
            </button>
          ) : undefined
        }
      />
    </div>
  );
}

/**
 * Reads the board again just after each remake the server announces, on its clock: one read at a
 * time, none while the page is hidden, at once when shown again after a missed remake. `read`
 * resolves to the board's refresh after the read, or null when it failed.
 */
export function useServerRefresh(
  refresh: BoardRefresh | undefined,
  read: () => Promise<BoardRefresh | null | undefined>,
) {
  const readRef = useRef(read);
  readRef.current = read;
  const at = refresh?.updated_at;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new board (its time) starts a new schedule
  useEffect(() => {
    if (!refresh) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let misses = 0;
    let busy = false;
    let stopped = false;
    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && !document.hidden)
        timer = setTimeout(fire, refreshDelay(refresh, serverClock().now(), misses));
    };
    const fire = async () => {
      if (busy || stopped || document.hidden) return;
      busy = true;
      const next = await readRef.current();
      busy = false;
      // A newer board restarts the schedule from its own times; a failed or stale read waits longer.
      if (next && next.updated_at !== refresh.updated_at) return;
      misses += 1;
      schedule();
    };
    const onShow = () => {
      if (document.hidden) clearTimeout(timer);
      else if (isDue(refresh, serverClock().now())) void fire();
      else schedule();
    };
    document.addEventListener('visibilitychange', onShow);
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [at]);
}

/** "Updated at 14:05 · Next update in 03:12". */
export function RefreshLine({ refresh }: { refresh: BoardRefresh }) {
  useSignals();
  return (
    <p className="lv-refresh h5-muted" data-testid="refresh-line" data-updated={refresh.updated_at}>
      <span>{t(HOT_TEXTS.updated, { time: clockTime(language.value, refresh.updated_at * 1000) })}</span>
      <span>
        {t(HOT_TEXTS.next)} <Countdown targetMs={refresh.next_refresh_at * 1000} />
      </span>
    </p>
  );
}
