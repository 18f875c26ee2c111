// Ranking: top gamers by what their settled bets won, and the user's own position pinned.

import '../screens.css';
import { type RankEntry, RankList } from '@h5/blocks/rank-list';
import type { TopGamer } from '@h5/core-api/contracts/betting';
import { Async, api, Page, type ScreenProps, SignInPrompt, t, useResource, useSignedIn } from '@h5/ui-kit';
import { Coins } from '../components/Coins.tsx';
import { TOP_READ } from '../reads.ts';

export const RANKING_SIZE = 50;
export const NOT_RANKED_YET = 'You are not ranked yet. Bets count once their game is settled.';
export const WINS_OF_BETS =
  '{wins, plural, one {# win} other {# wins}} of {bets, plural, one {# bet} other {# bets}}';

export function toRankEntry(g: TopGamer): RankEntry {
  return {
    uid: g.uid,
    rank: g.rank,
    name: g.stage_name,
    avatar: g.avatar,
    score: g.net_won,
    detail: t(WINS_OF_BETS, { wins: g.wins, bets: g.bets }),
  };
}

export function Ranking(_: ScreenProps) {
  const top = useResource(() => api().call(TOP_READ.call, { limit: RANKING_SIZE }));
  const signedIn = useSignedIn();
  return (
    <Page title={t('Ranking')} className="agq-page">
      <Async r={top} height="8rem">
        {(d) => (
          <RankList
            testId="ranking"
            entries={d.list.map(toRankEntry)}
            me={d.me ? toRankEntry(d.me) : null}
            // A visitor is invited to sign in, not told they are unranked.
            meFallback={
              signedIn === false ? <SignInPrompt onSignedIn={() => void top.load()} /> : t(NOT_RANKED_YET)
            }
            renderScore={(score) => <Coins value={score} signed />}
            empty="No results yet."
          />
        )}
      </Async>
    </Page>
  );
}
