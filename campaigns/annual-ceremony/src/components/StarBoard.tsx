// The stages' rankings by list type, day and level (the national war's leagues), paged on by
// cursor as the user scrolls, and sending a star: one intent per star, asked in the confirm sheet
// (one star spent, starlight for the target, the stars after); a double tap sends once. On
// success the rule of spec 4 updates the count and the user's own entry. The goddess list has its
// search; a country opens its war, a guild its live hosts (sheets loaded when first opened).

import { ConfirmSheet } from '@h5/blocks/confirm-sheet';
import { type RankEntry, RankList } from '@h5/blocks/rank-list';
import {
  type Carnival,
  getStageList,
  type StageEntry,
  type StageList,
  type StageType,
  sendStar,
} from '@h5/core-api/contracts/annualCeremony';
import { formatDate, formatNumber, isolate } from '@h5/i18n';
import {
  Async,
  api,
  failureText,
  language,
  PagerEnd,
  Tabs,
  t,
  toast,
  useMoneyAction,
  usePager,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { afterStarSent, canSendStar, cursorPages, DETAILS_OF, starBody, TARGET_OF } from '../rules.ts';
import { HOME_TEXTS, STAGE_LABELS, STARS } from '../texts.ts';

const GoddessPanel = lazy(() => import('./GoddessPanel.tsx').then((m) => ({ default: m.GoddessPanel })));
const DetailsSheet = lazy(() => import('./DetailsSheet.tsx').then((m) => ({ default: m.DetailsSheet })));

const TYPES = Object.keys(STAGE_LABELS) as StageType[];

export function StarBoard({
  promotionId,
  carnival,
  stars,
  onStars,
}: {
  promotionId: string;
  carnival: Carnival;
  stars: number;
  onStars: (n: number) => void;
}) {
  useSignals();
  const lang = language.value;
  const [type, setType] = useState<StageType>(carnival.activity_type);
  const [day, setDay] = useState<string>(carnival.rank_day[0] ?? '');
  // The level asked for; undefined lets the server answer the list's first.
  const [level, setLevel] = useState<number | undefined>(undefined);
  const chooseType = (k: StageType) => {
    setType(k);
    setLevel(undefined);
  };
  const asked = { promotion_id: promotionId, type, rank_day: day, level };
  const list = useResource(
    () => api().call(getStageList, { ...asked, page: 1, cursor: '' }),
    [promotionId, type, day, level],
    { keepOnError: true },
  );
  const first = list.data.value;
  // Cursors are the loader's own: one loader per first page, so page 3 finds page 2's cursor.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new first page is a new list (asked is its question)
  const pages = useMemo(
    () => cursorPages((cursor, page) => api().call(getStageList, { ...asked, page, cursor }), first),
    [first],
  );
  const more = usePager(pages, {
    resetKey: first,
    shown: { hasMore: Boolean(first?.has_more && first.next_cursor) },
    keyOf: (e) => e.id,
  });
  const [details, setDetails] = useState<{ of: 'national-war' | 'guild'; entry: StageEntry } | null>(null);
  const [self, setSelf] = useState<StageEntry | null>(null);
  useEffect(() => setSelf(list.data.value?.self_data ?? null), [list.data.value]);
  const [target, setTarget] = useState<StageEntry | null>(null);
  const [run, pending] = useMoneyAction(
    (e: StageEntry) => `annual-star:${promotionId}:${type}:${e.id}:${stars}`,
    (idempotencyKey, e: StageEntry) =>
      api().call(sendStar, { promotion_id: promotionId, ...starBody(type, e) }, { idempotencyKey }),
  );
  const offer = canSendStar(stars, carnival.no_send);
  const confirm = async () => {
    if (!target) return;
    const outcome = await run(target);
    if (!outcome) return;
    setTarget(null);
    if (outcome.kind !== 'done') return toast(failureText(outcome.message));
    const toSelf = self !== null && self.id === target.id;
    const next = afterStarSent({ star: stars, self }, outcome.result, toSelf);
    onStars(next.star);
    setSelf(next.self);
    toast(t(HOME_TEXTS.sent, { name: isolate(target.name) }));
    void list.load();
  };
  const days = carnival.rank_day.slice(0, 4);
  const toRank = (e: StageEntry, d: StageList): RankEntry => ({
    uid: e.id,
    rank: e.rank,
    name: e.name,
    avatar: e.avatar,
    score: e.starlight,
    detail: (
      <span className="ac-entry-line">
        {e.members !== undefined ? (
          <span className="h5-muted">{t(HOME_TEXTS.members, { n: e.members })}</span>
        ) : null}
        {DETAILS_OF[d.type] ? (
          <button
            type="button"
            className="h5-chip ac-details"
            data-testid="entry-details"
            onClick={() => setDetails({ of: DETAILS_OF[d.type]!, entry: e })}
          >
            {t(HOME_TEXTS.details)}
          </button>
        ) : null}
        <button
          type="button"
          className="h5-chip ac-send"
          data-testid="send-star"
          data-target={TARGET_OF[d.type]}
          disabled={offer !== 'open' || pending || starBody(d.type, e) === null}
          onClick={() => setTarget(e)}
        >
          <span className="ac-star-icon" aria-hidden="true" />
          {t(HOME_TEXTS.send)}
        </button>
      </span>
    ),
  });
  return (
    <section className="h5-card ac-board" aria-labelledby="ac-rankings">
      <h2 id="ac-rankings">{t(HOME_TEXTS.rankings)}</h2>
      <div className="ac-scroll">
        <Tabs
          tabs={TYPES.map((k) => ({ key: k, label: t(STAGE_LABELS[k]) }))}
          active={type}
          onChange={chooseType}
          label={t(HOME_TEXTS.rankings)}
        />
      </div>
      {days.length > 1 ? (
        <div className="ac-days">
          {days.map((d, i) => (
            <button
              key={d}
              type="button"
              className={d === day ? 'h5-chip ac-day ac-day-on' : 'h5-chip ac-day'}
              aria-pressed={d === day}
              onClick={() => setDay(d)}
              data-testid="rank-day"
            >
              {i === 0 ? t(HOME_TEXTS.today) : dayLabel(lang, d)}
            </button>
          ))}
        </div>
      ) : null}
      {offer !== 'open' ? (
        <p className="ac-note" role="status" data-testid="send-closed" data-offer={offer}>
          {t(offer === 'closed' ? HOME_TEXTS.closed : HOME_TEXTS.noStars)}
        </p>
      ) : null}
      <Async r={list} height="12rem">
        {(d) => {
          const ranking = (entries: StageEntry[]) => (
            <RankList
              entries={entries.map((e) => toRank(e, d))}
              me={self ? toRank(self, d) : null}
              podium={0}
              empty={HOME_TEXTS.empty}
              renderScore={(n) => (
                <span data-testid="starlight" data-n={n}>
                  {t(HOME_TEXTS.starlight, { n: formatNumber(lang, n) })}
                </span>
              )}
              testId="stage-list"
            />
          );
          const full = (
            <>
              {ranking([...d.list, ...more.items])}
              <PagerEnd
                pager={more}
                label={HOME_TEXTS.more}
                auto
                className="h5-chip ac-more"
                testId="more-ranks"
              />
            </>
          );
          return (
            <>
              {d.levels.length > 1 ? (
                <div className="ac-days" data-testid="rank-levels">
                  {d.levels.map((l) => (
                    <button
                      key={l.level}
                      type="button"
                      className={l.level === d.level ? 'h5-chip ac-day ac-day-on' : 'h5-chip ac-day'}
                      aria-pressed={l.level === d.level}
                      onClick={() => setLevel(l.level)}
                      data-testid="rank-level"
                    >
                      <bdi>{l.name}</bdi>
                    </button>
                  ))}
                </div>
              ) : null}
              {d.type === 'goddess' ? (
                <Suspense fallback={full}>
                  <GoddessPanel
                    promotionId={promotionId}
                    ranking={d}
                    renderList={(entries) => ranking(entries)}
                  >
                    {full}
                  </GoddessPanel>
                </Suspense>
              ) : (
                full
              )}
            </>
          );
        }}
      </Async>
      {details ? (
        <Suspense fallback={null}>
          <DetailsSheet
            promotionId={promotionId}
            of={details.of}
            entry={details.entry}
            onClose={() => setDetails(null)}
          />
        </Suspense>
      ) : null}
      <ConfirmSheet
        open={target !== null}
        title={target ? t(HOME_TEXTS.sendTitle, { name: isolate(target.name) }) : ''}
        spend={t(STARS, { n: 1 })}
        receive={target ? t(HOME_TEXTS.sendReceive, { name: isolate(target.name) }) : ''}
        balanceAfter={t(STARS, { n: Math.max(0, stars - 1) })}
        confirmLabel={t(HOME_TEXTS.send)}
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
      />
    </section>
  );
}

function dayLabel(lang: string, ymd: string): string {
  const d = new Date(Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8))));
  return formatDate(lang, d, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
