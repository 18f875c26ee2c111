// A question's answer and "did this help?": a vote anyone may give (a visitor's counts by device),
// and after a "no", the way to write to the team.

import { deviceId } from '@h5/core-api';
import { type QuestionAnswer, voteQuestion } from '@h5/core-api/contracts/feedback';
import {
  api,
  errorText,
  LinkButtons,
  Page,
  type ScreenProps,
  t,
  toast,
  useResource,
  useSingleFlight,
} from '@h5/ui-kit';
import { useState } from 'react';
import { GUIDED_TYPE } from '../components/help.tsx';
import { Read } from '../components/Read.tsx';
import { QUESTION_READ } from '../reads.ts';

export const NO_SUCH_QUESTION = 'This question was not found.';
export const THANKS_FOR_VOTE = 'Thank you for telling us.';

export function Question({ params }: ScreenProps) {
  const id = params.id ?? '';
  const q = useResource(() => api().call(QUESTION_READ.call, { id }), [id]);
  return (
    <Page title={t('Answer')} className="fb-page">
      <Read r={q} height="8rem" missing={NO_SUCH_QUESTION}>
        {(data) => <Answer q={data} />}
      </Read>
    </Page>
  );
}

export function AnswerText({ q }: { q: QuestionAnswer }) {
  return (
    <>
      <h2 className="fb-h fb-title" data-testid="question-title">
        <bdi>{q.title}</bdi>
      </h2>
      <div className="fb-answer" data-testid="answer">
        {q.paragraphs.map((p) => (
          <p key={p}>
            <bdi>{p}</bdi>
          </p>
        ))}
      </div>
    </>
  );
}

function Answer({ q }: { q: QuestionAnswer }) {
  const [vote, setVote] = useState(q.my_vote);
  const [send, sending] = useSingleFlight(async (v: 'yes' | 'no') => {
    try {
      const r = await api().call(voteQuestion, { id: q.id, vote: v, device_id: deviceId() });
      setVote(r.my_vote);
      toast(t(THANKS_FOR_VOTE));
    } catch (e) {
      toast(errorText(e));
    }
  });
  return (
    <article className="h5-card fb-card">
      <AnswerText q={q} />
      {q.type === GUIDED_TYPE ? (
        <LinkButtons
          links={[{ to: `/v/feedback/typeTenQuestion/${encodeURIComponent(q.id)}`, label: 'Tell us more' }]}
        />
      ) : null}
      <div className="fb-vote" data-testid="vote">
        <span>{t('Did this help?')}</span>
        {(['yes', 'no'] as const).map((v) => (
          <button
            key={v}
            type="button"
            className={vote === v ? 'fb-vote-button fb-vote-on' : 'fb-vote-button'}
            aria-pressed={vote === v}
            disabled={sending}
            onClick={() => void send(v)}
          >
            {v === 'yes' ? t('Yes') : t('No')}
          </button>
        ))}
      </div>
      {vote === 'no' ? (
        <div className="fb-after-no" data-testid="after-no">
          <p className="h5-muted">{t('Sorry about that. Tell the team what you need.')}</p>
          <LinkButtons links={[{ to: '/v/feedback/index', query: { contact: 1 }, label: 'Write to us' }]} />
        </div>
      ) : null}
    </article>
  );
}
