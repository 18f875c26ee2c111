// Choose one of my recordings to enter the contest. Entering is once per contest and cannot be
// undone, so the page asks first; a recording of a song outside the contest says why it cannot
// enter. Once entered, the page leads to the entry's share page.

import { AudioPlayer } from '@h5/blocks/audio-player';
import { PromotionPage } from '@h5/blocks/promotion';
import { enterContest, getMyRecordings, type Recording } from '@h5/core-api/contracts/champion';
import {
  Async,
  api,
  Dialog,
  InfiniteList,
  LinkButtons,
  navigate,
  Page,
  pagesOf,
  type ScreenProps,
  SendButton,
  serverClock,
  t,
  useResource,
  useSingleFlight,
  withVisitQuery,
} from '@h5/ui-kit';
import { useMemo, useState } from 'react';
import { Problem, problemText } from '../components/Problem.tsx';
import { SongLine } from '../components/SongLine.tsx';
import { CONTEST_READ } from '../reads.ts';
import { PATHS, TITLES } from '../routes.ts';
import { stageOpen } from '../stage.ts';

export const ENTER_ONCE = 'You can enter the contest once, with one recording. This cannot be changed later.';
export const NOT_A_CONTEST_SONG = 'Not a contest song';

type Choice = Recording & { eligible: boolean };

export function ChooseRecord({ query }: ScreenProps) {
  return (
    <PromotionPage query={query} title={t(TITLES.chooseRecord)} className="ch-page">
      {({ id }) => (
        <Page title={t(TITLES.chooseRecord)} className="ch-page">
          <Choose promotionId={id} />
        </Page>
      )}
    </PromotionPage>
  );
}

function Choose({ promotionId }: { promotionId: string }) {
  const contest = useResource(
    () => api().call(CONTEST_READ.call, { promotion_id: promotionId }),
    [promotionId],
  );
  return (
    <Async r={contest} height="6rem">
      {(c) =>
        c.my_entry ? (
          <div className="h5-card h5-state" data-testid="already-entered">
            <p>{t('You have entered the contest.')}</p>
            <LinkButtons
              links={[{ to: PATHS.share, query: { entry_id: c.my_entry.id }, label: 'See my entry' }]}
            />
          </div>
        ) : !stageOpen(c.stages, serverClock().now()) ? (
          <div className="h5-card h5-state" data-testid="entries-closed">
            <p>{t('No stage of the contest is open for entries right now.')}</p>
            <LinkButtons links={[{ to: PATHS.index, label: 'Back to the contest', secondary: true }]} />
          </div>
        ) : (
          <Recordings promotionId={promotionId} />
        )
      }
    </Async>
  );
}

function Recordings({ promotionId }: { promotionId: string }) {
  const load = useMemo(() => pagesOf(getMyRecordings, { promotion_id: promotionId }), [promotionId]);
  const [chosen, setChosen] = useState<Choice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [enter, pending] = useSingleFlight(async (r: Choice) => {
    setProblem(null);
    try {
      const entry = await api().call(enterContest, { promotion_id: promotionId, recording_id: r.id });
      setChosen(null);
      await navigate(withVisitQuery(PATHS.share, { entry_id: entry.id }), { replace: true });
    } catch (e) {
      setChosen(null);
      setProblem(problemText(e));
    }
  }, 'contest_enter');
  return (
    <>
      <p className="ch-lead">{t('Choose the recording you want to enter.')}</p>
      <Problem text={problem} />
      <InfiniteList<Choice>
        load={load}
        itemKey={(r) => r.id}
        className="h5-card h5-list ch-recordings"
        empty={
          <div className="h5-state">
            <p>{t('You have no recordings yet. Sing a contest song in the app first.')}</p>
            <LinkButtons links={[{ to: PATHS.search, label: 'Find a song to sing' }]} />
          </div>
        }
        renderItem={(r) => (
          <div className="ch-song-row" data-testid="recording">
            <AudioPlayer id={String(r.id)} src={r.audio} title={r.song.title} />
            <SongLine song={r.song} />
            {r.eligible ? (
              <button
                type="button"
                className="h5-button ch-sing"
                onClick={() => setChosen(r)}
                data-testid="choose"
              >
                {t('Enter')}
              </button>
            ) : (
              <span className="ch-ineligible">{t(NOT_A_CONTEST_SONG)}</span>
            )}
          </div>
        )}
      />
      <Dialog
        open={chosen !== null}
        title={t('Enter the contest?')}
        onClose={() => setChosen(null)}
        actions={
          <>
            <button type="button" className="h5-button h5-button-secondary" onClick={() => setChosen(null)}>
              {t('Cancel')}
            </button>
            <SendButton pending={pending} onClick={() => chosen && void enter(chosen)} testId="confirm-enter">
              {t('Enter')}
            </SendButton>
          </>
        }
      >
        {chosen ? <SongLine song={chosen.song} /> : null}
        <p>{t(ENTER_ONCE)}</p>
      </Dialog>
    </>
  );
}
