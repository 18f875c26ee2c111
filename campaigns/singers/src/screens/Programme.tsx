// A singer programme (each of PROGRAMMES): what it is, who qualifies with my standing against
// each requirement, my application's state, and the way to apply: a short introduction sent once,
// or an audio track to upload. A visitor reads it all and is invited to sign in to apply.

import { appScreenLink, newIdempotencyKey } from '@h5/core-api';
import { applyProgramme, INTRO_MAX, type Programme as P } from '@h5/core-api/contracts/singers';
import {
  Async,
  api,
  errorText,
  Link,
  openAppScreen,
  Page,
  route,
  type ScreenProps,
  SendButton,
  SignInPrompt,
  t,
  useResource,
  useSignals,
  useSignedIn,
  useSingleFlight,
} from '@h5/ui-kit';
import { CheckIcon } from '@h5/ui-kit/icon';
import { useId, useState } from 'react';
import { introProblem, qualifies } from '../apply.ts';
import { ApplicationCard, Head } from '../components.tsx';
import { type ProgrammePage, programmeAt } from '../programmes.ts';
import { PROGRAMME_READ } from '../reads.ts';

export function Programme(_: ScreenProps) {
  useSignals();
  const page = programmeAt(route.value?.path ?? '');
  const r = useResource(() => api().call(PROGRAMME_READ.call, { programme: page.key }), [page.key]);
  return (
    <Page title={t(page.title)} className={`sg-page sg-theme-${page.theme}`}>
      <Head title={page.title} tagline={page.tagline} theme={page.theme} />
      <section className="h5-card" data-testid="about">
        <h2>{t('What it is')}</h2>
        {page.about.map((a) => (
          <p key={a}>{t(a)}</p>
        ))}
      </section>
      <Async r={r} height="10rem">
        {(p) => <Standing p={p} page={page} reload={() => void r.load()} />}
      </Async>
    </Page>
  );
}

/** The way on for a singer who does not qualify yet. */
export const SING_NOW = 'Sing a song now';

function Standing({ p, page, reload }: { p: P; page: ProgrammePage; reload: () => void }) {
  const signedIn = useSignedIn();
  const ok = qualifies(p.requirements);
  return (
    <>
      <section className="h5-card" data-testid="requirements">
        <h2>{t('Who qualifies')}</h2>
        <ul className="sg-reqs">
          {p.requirements.map((q) => (
            <li
              key={q.key}
              className={q.have >= q.need ? 'sg-req sg-met' : 'sg-req'}
              data-testid="requirement"
              data-met={q.have >= q.need}
            >
              <span className="sg-req-mark" aria-hidden="true">
                {q.have >= q.need ? <CheckIcon /> : '•'}
              </span>
              <bdi className="sg-req-label">{q.label}</bdi>
              {signedIn ? (
                <span className="sg-req-count">{t('{have} of {need}', { have: q.have, need: q.need })}</span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {p.application ? (
        <ApplicationCard application={p.application} />
      ) : signedIn === false ? (
        <section className="h5-card">
          <SignInPrompt onSignedIn={reload} />
        </section>
      ) : !ok ? (
        // Not a dead end: singing in the app is how the missing followers and recordings come.
        <section className="h5-card h5-state" data-testid="not-qualified">
          <p>{t('You do not meet every requirement yet. Keep singing and come back!')}</p>
          <button
            type="button"
            className="h5-button"
            onClick={() => openAppScreen(appScreenLink('sing'))}
            data-testid="go-sing"
          >
            {t(SING_NOW)}
          </button>
        </section>
      ) : p.apply_with === 'track' ? (
        <section className="h5-card h5-state">
          <p>{t('Apply with a track of your own song.')}</p>
          <Link to={`/v/upload-audio-track?programme=${page.key}`} className="h5-button" testId="to-upload">
            {t('Upload your track')}
          </Link>
        </section>
      ) : (
        <ApplyForm programme={page.key} onDone={reload} />
      )}
    </>
  );
}

export function ApplyForm({
  programme,
  trackId,
  onDone,
}: {
  programme: string;
  trackId?: string;
  onDone: () => void;
}) {
  const [intro, setIntro] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [clientKey] = useState(newIdempotencyKey);
  const id = useId();
  const problem = introProblem(intro);
  const [send, sending] = useSingleFlight(async () => {
    setTried(true);
    setFailure(null);
    if (problem) return;
    try {
      await api().call(applyProgramme, {
        programme,
        intro: intro.trim(),
        track_id: trackId,
        client_key: clientKey,
      });
      onDone();
    } catch (e) {
      setFailure(errorText(e));
    }
  }, 'singer_apply');
  return (
    <form
      className="h5-card sg-form"
      noValidate
      data-testid="apply-form"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <div className="h5-field">
        <label htmlFor={id}>{t('About you and your singing')}</label>
        <textarea
          id={id}
          rows={4}
          maxLength={INTRO_MAX + 20}
          value={intro}
          onChange={(e) => setIntro(e.currentTarget.value)}
          data-testid="intro"
        />
        <p className="h5-field-error h5-field-error-line" role={tried && problem ? 'alert' : undefined}>
          {tried && problem ? t(problem) : null}
        </p>
      </div>
      {failure ? (
        <p className="h5-field-error" role="alert" data-testid="failure">
          {failure}
        </p>
      ) : null}
      <SendButton type="submit" pending={sending} testId="apply">
        {t('Apply')}
      </SendButton>
    </form>
  );
}
