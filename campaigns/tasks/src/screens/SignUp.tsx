// Spec 2 /v/sign-up?promotion_id=…: the campaign's categories, how many have signed up, and the
// user's own sign-up. Signing up cannot be changed, so it asks first.

import { ConfirmAction } from '@h5/blocks/confirm-sheet';
import { PhaseBanner } from '@h5/blocks/phase-banner';
import { type PromotionContext, PromotionPage } from '@h5/blocks/promotion';
import { type SignUpInfo, signUp } from '@h5/core-api/contracts/tasks';
import { Async, api, Page, type ScreenProps, t, useResource, useSignals } from '@h5/ui-kit';
import { useState } from 'react';
import { useAskThenSend } from '../askThenSend.ts';
import { SIGN_UP_READ } from '../reads.ts';
import { TITLES } from '../routes.ts';

export const SIGN_UP_TEXTS = {
  entrants: '{n, plural, one {# singer has signed up} other {# singers have signed up}}',
  choose: 'Choose your category',
  send: 'Sign up',
  ask: 'Sign up as {category}?',
  final: 'You cannot change your category after signing up.',
  done: 'You are signed up as {category}. Good luck!',
  closed: 'Sign-up has closed.',
} as const;

export function SignUp({ query }: ScreenProps) {
  return (
    <PromotionPage query={query} title={t(TITLES.signUp)}>
      {(ctx) => <Form ctx={ctx} />}
    </PromotionPage>
  );
}

function Form({ ctx: { id, promotion, phase } }: { ctx: PromotionContext }) {
  useSignals();
  const info = useResource(() => api().call(SIGN_UP_READ.call, { promotion_id: id }), [id], {
    keepOnError: true,
  });
  const promo = promotion.data.value;
  return (
    <Page title={t(TITLES.signUp)} className="tsk-page">
      <section className="tsk-hero">
        <h1>{promo ? <bdi>{promo.title}</bdi> : t(TITLES.signUp)}</h1>
        <PhaseBanner phase={phase} className="tsk-phase" />
      </section>
      <Async r={info} height="6rem">
        {(d) => <Choose id={id} info={d} closed={phase?.phase === 'ended'} onDone={(v) => info.set(v)} />}
      </Async>
    </Page>
  );
}

function Choose({
  id,
  info,
  closed,
  onDone,
}: {
  id: string;
  info: SignUpInfo;
  closed: boolean;
  onDone: (v: SignUpInfo) => void;
}) {
  useSignals();
  const [picked, setPicked] = useState<number | null>(null);
  const mine = info.categories.find((c) => c.id === info.signed_up);
  const chosen = info.categories.find((c) => c.id === picked);
  const { asking, ask, cancel, confirm, pending } = useAskThenSend(
    (c: SignUpInfo['categories'][number]) => api().call(signUp, { promotion_id: id, category_id: c.id }),
    onDone,
    'sign_up',
  );
  return (
    <section className="h5-card">
      <p className="tsk-count" data-testid="entrants">
        {t(SIGN_UP_TEXTS.entrants, { n: info.entrants })}
      </p>
      {mine ? (
        <p className="tsk-done" role="status" data-testid="signed-up">
          {t(SIGN_UP_TEXTS.done, { category: mine.name })}
        </p>
      ) : closed ? (
        <p className="h5-state">{t(SIGN_UP_TEXTS.closed)}</p>
      ) : (
        <fieldset className="tsk-choices">
          <legend>{t(SIGN_UP_TEXTS.choose)}</legend>
          {info.categories.map((c) => (
            <label key={c.id} className="tsk-choice">
              <input
                type="radio"
                name="category"
                checked={picked === c.id}
                onChange={() => setPicked(c.id)}
              />
              <span>
                <bdi className="tsk-choice-name">{c.name}</bdi>
                <bdi className="tsk-choice-note">{c.description}</bdi>
              </span>
            </label>
          ))}
          <button
            type="button"
            className="h5-button tsk-send"
            disabled={!chosen}
            onClick={() => chosen && ask(chosen)}
            data-testid="sign-up"
          >
            {t(SIGN_UP_TEXTS.send)}
          </button>
        </fieldset>
      )}
      <ConfirmAction
        open={asking !== null}
        title={asking ? t(SIGN_UP_TEXTS.ask, { category: asking.name }) : ''}
        confirmLabel={t(SIGN_UP_TEXTS.send)}
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      >
        <p>{t(SIGN_UP_TEXTS.final)}</p>
      </ConfirmAction>
    </section>
  );
}
