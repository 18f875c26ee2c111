// The stages' rankings by list type and day, and sending a star: one intent per star, asked in
// the confirm sheet (one star spent, starlight for the target, the stars after); a double tap
// sends once. On success the rule of spec 4 updates the count and the user's own entry.

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
import { formatNumber } from '@h5/i18n';
import { Async, api, language, Tabs, t, toast, useMoneyAction, useResource, useSignals } from '@h5/ui-kit';
import { useEffect, useState } from 'react';
import { afterStarSent, canSendStar, starBody, TARGET_OF } from '../rules.ts';
import { HOME_TEXTS, STAGE_LABELS, STARS } from '../texts.ts';

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
  const list = useResource(
    () => api().call(getStageList, { promotion_id: promotionId, type, rank_day: day, page: 1 }),
    [promotionId, type, day],
    { keepOnError: true },
  );
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
    if (outcome.kind !== 'done') return toast(t(outcome.message));
    const toSelf = self !== null && self.id === target.id;
    const next = afterStarSent({ star: stars, self }, outcome.result, toSelf);
    onStars(next.star);
    setSelf(next.self);
    toast(t(HOME_TEXTS.sent, { name: target.name }));
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
          onChange={setType}
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
        {(d) => (
          <RankList
            entries={d.list.map((e) => toRank(e, d))}
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
        )}
      </Async>
      <ConfirmSheet
        open={target !== null}
        title={target ? t(HOME_TEXTS.sendTitle, { name: target.name }) : ''}
        spend={t(STARS, { n: 1 })}
        receive={target ? t(HOME_TEXTS.sendReceive, { name: target.name }) : ''}
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
  return new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(d);
}
