// Model and college families: what they are and what they get, the families that are one, who
// may become one (the requirements, met or not for the user's family), and the leader's
// application, sent once.

import { applySpecialFamily, type SpecialFamilyInfo, type SpecialKind } from '@h5/core-api/contracts/family';
import { Async, api, Link, Page, type ScreenProps, SendButton, t, useResource } from '@h5/ui-kit';
import { useState } from 'react';
import { say, useFamilyAction } from '../actions.ts';
import { FamilyRow, FamilyTitle } from '../components/FamilyRow.tsx';
import { SPECIAL_READ } from '../reads.ts';
import { specialStanding } from '../specialStanding.ts';

const TITLES: Record<SpecialKind, { about: string; become: string; none: string }> = {
  model: { about: 'Model families', become: 'Become a model family', none: 'No model families yet.' },
  college: { about: 'College families', become: 'Become a college family', none: 'No college families yet.' },
};

export const SPECIAL_APPLIED = 'Application sent. The team answers within a week.';
export const NOTE_MAX = 200;

export function ModelFamily(_: ScreenProps) {
  return <About kind="model" />;
}
export function CollegeFamily(_: ScreenProps) {
  return <About kind="college" />;
}
export function BecomeModelFamily(_: ScreenProps) {
  return <Become kind="model" />;
}
export function BecomeCollegeFamily(_: ScreenProps) {
  return <Become kind="college" />;
}

function useSpecial(kind: SpecialKind) {
  return useResource(() => api().call(SPECIAL_READ.call, { kind }), [kind]);
}

function About({ kind }: { kind: SpecialKind }) {
  const r = useSpecial(kind);
  const titles = TITLES[kind];
  return (
    <Page title={t(titles.about)} className={`fm-special fm-special-${kind}`}>
      <Async r={r} height="8rem">
        {(s) => (
          <>
            <Intro s={s} />
            <Requirements s={s} />
            <Link
              to={`/v/become-${kind}-family`}
              className="h5-button h5-button-block fm-cta"
              testId="become"
            >
              {t(titles.become)}
            </Link>
            <section className="h5-card" data-testid="special-families">
              <h2>{t(titles.about)}</h2>
              {s.families.length === 0 ? (
                <p className="h5-state">{t(titles.none)}</p>
              ) : (
                <ul className="h5-list">
                  {s.families.map((f) => (
                    <li key={f.family_id}>
                      <FamilyRow f={f} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </Async>
    </Page>
  );
}

function Intro({ s }: { s: SpecialFamilyInfo }) {
  return (
    <section className="h5-card fm-art fm-intro" data-testid="special-intro">
      <span className={`fm-emblem fm-emblem-${s.kind}`} aria-hidden="true" />
      {s.intro.map((p) => (
        <p key={p}>
          <bdi>{p}</bdi>
        </p>
      ))}
      <h2>{t('What the family gets')}</h2>
      <ul className="fm-ticks">
        {s.benefits.map((b) => (
          <li key={b}>
            <bdi>{b}</bdi>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Requirements({ s }: { s: SpecialFamilyInfo }) {
  return (
    <section className="h5-card" data-testid="requirements">
      <h2>{t('Who can apply')}</h2>
      <ul className="fm-checks">
        {s.requirements.map((r) => (
          <li key={r.id} className={r.met ? 'fm-check fm-met' : 'fm-check'} data-met={r.met}>
            <span className="fm-check-mark" aria-hidden="true" />
            <bdi>{r.text}</bdi>
            <span className="fm-sr">{r.met ? t('Met') : t('Not met yet')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Become({ kind }: { kind: SpecialKind }) {
  const r = useSpecial(kind);
  return (
    <Page title={t(TITLES[kind].become)} className={`fm-special fm-special-${kind}`}>
      <Async r={r} height="8rem">
        {(s) => (
          <>
            <Requirements s={s} />
            <Application s={s} onSent={() => r.load()} />
          </>
        )}
      </Async>
    </Page>
  );
}

function Application({ s, onSent }: { s: SpecialFamilyInfo; onSent: () => Promise<unknown> }) {
  const [note, setNote] = useState('');
  const standing = specialStanding(s);
  const [send, sending] = useFamilyAction(
    () =>
      api().call(applySpecialFamily, {
        kind: s.kind,
        family_id: s.my_family?.family_id ?? 0,
        note: note.trim(),
      }),
    () => {
      say(SPECIAL_APPLIED);
      return onSent();
    },
  );
  if (standing.kind !== 'can-apply') {
    return (
      <section className="h5-card fm-standing" data-testid="standing" data-standing={standing.kind}>
        {s.my_family ? <FamilyTitle title={s.my_family.family_title} /> : null}
        <p>{t(standing.message)}</p>
        {standing.kind === 'no-family' ? (
          <Link to="/v/family/search" className="h5-button">
            {t('Find a family')}
          </Link>
        ) : null}
      </section>
    );
  }
  return (
    <form
      className="h5-card fm-form"
      data-testid="special-form"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <FamilyTitle title={s.my_family!.family_title} className="fm-big" />
      <label className="h5-field">
        <span>{t(s.kind === 'college' ? 'Your college and a few words' : 'Why your family?')}</span>
        <textarea
          value={note}
          rows={3}
          maxLength={NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
          dir="auto"
          data-testid="special-note"
        />
      </label>
      <SendButton type="submit" pending={sending} testId="special-apply">
        {t('Apply')}
      </SendButton>
    </form>
  );
}
