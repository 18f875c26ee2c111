// One seasonal page, configured by its entry in seasonPages.ts: its own hero (art, the season's
// name where it is not the page's title already, phase and share); how to climb (what the ranking
// counts, the steps, the actions that open the app where points are won); the season's rewards
// by rank, ranking (the user's place pinned under it) and rules, all server text in the page's
// language.

import { AudioPlayer } from '@h5/blocks/audio-player';
import { Climb } from '@h5/blocks/climb';
import { PhaseBanner } from '@h5/blocks/phase-banner';
import { type PromotionContext, PromotionPage } from '@h5/blocks/promotion';
import { saysMore } from '@h5/blocks/promotion/says-more';
import { RankList } from '@h5/blocks/rank-list';
import { ShareButton } from '@h5/blocks/share';
import type { Season, SeasonEntry } from '@h5/core-api/contracts/seasonal';
import { formatNumber } from '@h5/i18n';
import {
  Async,
  api,
  language,
  Page,
  SignInPrompt,
  t,
  useResource,
  useSignals,
  useSignedIn,
} from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { SeasonArt } from '../art/heroes.tsx';
import { seasonActions } from '../climbActions.ts';
import { SEASON_RANKING_READ, SEASON_READ } from '../reads.ts';
import { rankLabel } from '../rewardRanks.ts';
import type { SeasonPage } from '../seasonPages.ts';

const SEASON_TEXTS = {
  rewards: 'Rewards',
  ranking: 'Ranking',
  rules: 'Rules',
  empty: 'Nobody is ranked yet. Be the first!',
  cheer: 'Cheer your team',
} as const;

export function SeasonScreen({ page, query }: { page: SeasonPage; query: URLSearchParams }) {
  return (
    <PromotionPage query={query} title={t(page.title)}>
      {(ctx) => <SeasonBody page={page} ctx={ctx} />}
    </PromotionPage>
  );
}

function SeasonBody({ page, ctx: { id, promotion, phase } }: { page: SeasonPage; ctx: PromotionContext }) {
  useSignals();
  const season = useResource(() => api().call(SEASON_READ.call, { promotion_id: id }), [id]);
  const ranking = useResource(() => api().call(SEASON_RANKING_READ.call, { promotion_id: id }), [id]);
  const signedIn = useSignedIn();
  const promo = promotion.data.value;
  const s = season.data.value;
  return (
    <Page title={t(page.title)} className={`ssn-page ssn-${page.theme} ssn-${page.screen}`}>
      <section className="ssn-hero" data-testid="season-hero" data-art={page.screen}>
        <SeasonArt screen={page.screen} />
        <div className="ssn-hero-words">
          {promo && saysMore(promo.title, t(page.title)) ? (
            <p className="ssn-name">
              <bdi>{promo.title}</bdi>
            </p>
          ) : null}
          <h1 className="ssn-title">{t(page.tagline)}</h1>
          <PhaseBanner phase={phase} className="ssn-phase" />
          <ShareButton promotion={promo} className="h5-chip ssn-share" />
        </div>
      </section>
      {/* At once, in the shell too: what a visitor reads first; the season's parts as they come. */}
      <Climb
        rankedBy={s ? <bdi>{s.score_name}</bdi> : null}
        steps={page.steps}
        choicesLabel={page.teams ? t(SEASON_TEXTS.cheer) : undefined}
        actions={
          s
            ? seasonActions(page, id, s).map((a) => ({
                label: a.server ? <bdi>{a.label}</bdi> : t(a.label),
                link: a.link,
                primary: a.primary,
              }))
            : null
        }
      />
      <section className="h5-card">
        <h2>{t(SEASON_TEXTS.rewards)}</h2>
        {/* Two rows of rewards, a season's usual four: the cards below stay where the shell put them. */}
        <Async r={season} height="5.6rem">
          {(s) => <Rewards season={s} />}
        </Async>
      </section>
      <section className="h5-card">
        <h2>
          {t(SEASON_TEXTS.ranking)}
          <Async r={season} height="0.4rem">
            {(s) => <bdi className="ssn-score-name">{s.score_name}</bdi>}
          </Async>
        </h2>
        <Async r={ranking} height="8rem">
          {(r) => (
            <RankList
              entries={r.entries.map(toEntry)}
              me={signedIn === false ? null : r.me ? toEntry(r.me) : null}
              meFallback={
                signedIn === false ? (
                  <SignInPrompt compact onSignedIn={() => void ranking.load()} />
                ) : undefined
              }
              renderScore={(n) => formatNumber(language.value, n)}
              empty={SEASON_TEXTS.empty}
              testId="ranking"
            />
          )}
        </Async>
      </section>
      <section className="h5-card">
        <h2>{t(SEASON_TEXTS.rules)}</h2>
        <Async r={season} height="3rem">
          {(s) => (
            <ol className="ssn-rules" data-testid="season-rules">
              {s.rules.map((rule) => (
                <li key={rule}>
                  <bdi>{rule}</bdi>
                </li>
              ))}
            </ol>
          )}
        </Async>
      </section>
    </Page>
  );
}

function toEntry(e: SeasonEntry) {
  const player = e.recording?.media_url ? (
    <AudioPlayer id={e.recording.id} src={e.recording.media_url} title={e.recording.song} />
  ) : null;
  return {
    uid: e.uid,
    rank: e.rank,
    name: e.stage_name,
    avatar: e.avatar,
    score: e.score,
    detail: e.recording ? (
      <span className="ssn-recording">
        {player}
        <bdi translate="no" data-testid="recording">
          {e.recording.song}
        </bdi>
      </span>
    ) : undefined,
    play: player,
  };
}

function Rewards({ season }: { season: Season }) {
  useSignals();
  const lang = language.value;
  return (
    <ul className="ssn-rewards" data-testid="rewards">
      {season.rewards.map((r) => {
        const label = rankLabel(r.rank_from, r.rank_to);
        const vars = Object.fromEntries(
          Object.entries(label.vars).map(([k, v]) => [k, formatNumber(lang, v)]),
        );
        return (
          <li key={r.rank_from} className="ssn-reward">
            <Img src={r.icon} alt="" width={48} height={48} />
            <span className="ssn-reward-rank">{t(label.key, vars)}</span>
            <bdi className="ssn-reward-name">{r.name}</bdi>
          </li>
        );
      })}
    </ul>
  );
}
