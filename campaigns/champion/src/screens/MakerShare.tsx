// One entry, as a shared link opens it: listen, vote (a visitor is invited to sign in), and share
// it on. Sharing one's own entry grants the champion wheel's entry spin. Without an entry_id the
// page shows the user's own entry.

import { PromotionPage } from '@h5/blocks/promotion';
import { CHAMPION_CODES, type Entry, voteEntry } from '@h5/core-api/contracts/champion';
import type { Promotion } from '@h5/core-api/contracts/general';
import {
  Async,
  api,
  currentUser,
  LinkButtons,
  type NotFoundProps,
  Page,
  type Resource,
  type ScreenProps,
  SendButton,
  SignInPrompt,
  serverClock,
  t,
  useResource,
  useSignals,
  useSingleFlight,
} from '@h5/ui-kit';
import { useState } from 'react';
import { EntryCard } from '../components/EntryCard.tsx';
import { Hero } from '../components/Hero.tsx';
import { NoEntry } from '../components/NoEntry.tsx';
import { Problem, problemText } from '../components/Problem.tsx';
import { ShareEntry } from '../components/ShareEntry.tsx';
import { entryIdOf } from '../query.ts';
import { CONTEST_READ, ENTRY_READ } from '../reads.ts';
import { PATHS, TITLES } from '../routes.ts';
import { stageOpen } from '../stage.ts';
import { useUserRead } from '../useUserRead.ts';
import { VOTE_TEXTS, voteState } from '../vote.ts';

export function MakerShare({ query }: ScreenProps) {
  const entryId = entryIdOf(query.get('entry_id'));
  return (
    <PromotionPage query={query} title={t(TITLES.share)} className="ch-page">
      {({ id, promotion }) => (
        <Page title={t(TITLES.share)} className="ch-page">
          <Hero promotion={promotion} />
          {entryId ? (
            <ById promotionId={id} entryId={entryId} promotion={promotion} />
          ) : (
            <Mine promotionId={id} promotion={promotion} />
          )}
        </Page>
      )}
    </PromotionPage>
  );
}

function Mine({ promotionId, promotion }: { promotionId: string; promotion: Resource<Promotion> }) {
  const [contest, signedIn] = useUserRead(
    () => api().call(CONTEST_READ.call, { promotion_id: promotionId }),
    [promotionId],
  );
  if (signedIn === false) return <SignInPrompt />;
  return (
    <Async r={contest} height="5rem">
      {(c) =>
        c.my_entry ? (
          <EntryView
            promotionId={promotionId}
            initial={c.my_entry}
            open={stageOpen(c.stages, serverClock().now())}
            promotion={promotion}
          />
        ) : (
          <NoEntry />
        )
      }
    </Async>
  );
}

export const NO_SUCH_ENTRY = 'This entry does not exist. See the others in the contest.';

/** An entry the contest does not know (withdrawn, or a mistyped link): the way to the contest. */
const ENTRY_GONE: NotFoundProps = {
  codes: [CHAMPION_CODES.noSuchEntry],
  text: NO_SUCH_ENTRY,
  wayOn: { to: PATHS.index, label: 'Back to the contest' },
};

function ById({
  promotionId,
  entryId,
  promotion,
}: {
  promotionId: string;
  entryId: number;
  promotion: Resource<Promotion>;
}) {
  useSignals();
  const [entry, _signedIn] = useUserRead(
    () => api().call(ENTRY_READ.call, { promotion_id: promotionId, entry_id: entryId }),
    [promotionId, entryId],
  );
  const contest = useResource(
    () => api().call(CONTEST_READ.call, { promotion_id: promotionId }),
    [promotionId],
  );
  return (
    <Async r={entry} height="5rem" notFound={ENTRY_GONE}>
      {(e) => (
        <EntryView
          key={e.id}
          promotionId={promotionId}
          initial={e}
          open={contest.data.value ? stageOpen(contest.data.value.stages, serverClock().now()) : false}
          promotion={promotion}
        />
      )}
    </Async>
  );
}

function EntryView({
  promotionId,
  initial,
  open,
  promotion,
}: {
  promotionId: string;
  initial: Entry;
  open: boolean;
  promotion: Resource<Promotion>;
}) {
  useSignals();
  const [entry, setEntry] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const user = currentUser.value;
  const myUid = user && !user.is_anonymous ? user.uid : null;
  const state = voteState(entry, myUid, open);
  const [vote, voting] = useSingleFlight(async () => {
    setProblem(null);
    try {
      setEntry(await api().call(voteEntry, { promotion_id: promotionId, entry_id: entry.id }));
    } catch (e) {
      setProblem(problemText(e));
    }
  }, 'contest_vote');
  return (
    <>
      <EntryCard entry={entry}>
        {state === 'visitor' ? null : (
          <SendButton
            pending={voting}
            disabled={state !== 'can'}
            onClick={() => void vote()}
            block={false}
            testId="vote"
          >
            {t(VOTE_TEXTS[state])}
          </SendButton>
        )}
        <ShareEntry promotionId={promotionId} promotion={promotion} entry={entry} myUid={myUid} />
      </EntryCard>
      <Problem text={problem} />
      {state === 'visitor' ? <SignInPrompt /> : null}
      <LinkButtons
        className="ch-more"
        links={[{ to: PATHS.index, label: 'See the whole contest', secondary: true, testId: 'to-index' }]}
      />
    </>
  );
}
