// /v/valentine-card: make a card (or edit one's own, `?card_id=`: editCard): choose a template and
// one of my recordings, write a message, save; the saved card opens at its own link to share.

import { appScreenLink } from '@h5/core-api';
import {
  getCard,
  MESSAGE_MAX,
  messageError,
  type Recording,
  saveCard,
  TEMPLATE_TYPES,
  type TemplateType,
} from '@h5/core-api/contracts/valentine';
import {
  Async,
  allOf,
  api,
  navigate,
  openAppScreen,
  Page,
  type ScreenProps,
  SendButton,
  TextField,
  t,
  toastError,
  useResource,
  useSingleFlight,
} from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { useState } from 'react';
import { RECORDINGS_READ } from '../reads.ts';
import { TITLES } from '../routes.ts';
import { TEMPLATES } from '../templates.ts';

export const MAKE_TEXTS = {
  hero: 'Make your own card',
  template: 'Choose a template',
  recording: 'Choose one of your recordings',
  message: 'Your message',
  save: 'Save card',
  noRecordings: 'You have no recordings yet. Sing a song in the app, then come back to make your card.',
  sing: 'Sing a song',
  count: '{n} of {max}',
} as const;

interface Draft {
  template: TemplateType;
  recording: string | null;
  message: string;
}

export function MakeCard({ query }: ScreenProps) {
  const editing = query.get('card_id')?.trim() || null;
  const recordings = useResource(() => api().call(RECORDINGS_READ.call, {}), []);
  const existing = useResource(
    () => (editing ? api().call(getCard, { id: editing }) : Promise.resolve(null)),
    [editing],
  );
  return (
    <Page title={t(TITLES.make)} className="val-page">
      {/* The first screen's art, one size in the page's first-paint shell, loading and loaded. */}
      <header className="val-hero">
        <p className="val-hero-title">{t(MAKE_TEXTS.hero)}</p>
      </header>
      <Async r={allOf(recordings, existing)} height="9rem">
        {([r, card]) =>
          r.list.length === 0 ? (
            <div className="h5-state" data-testid="no-recordings">
              <p>{t(MAKE_TEXTS.noRecordings)}</p>
              <button
                type="button"
                className="h5-button"
                onClick={() => openAppScreen(appScreenLink('sing'))}
              >
                {t(MAKE_TEXTS.sing)}
              </button>
            </div>
          ) : (
            <Form
              recordings={r.list}
              cardId={card?.mine ? card.card_id : null}
              start={
                card?.mine
                  ? { template: card.template_type, recording: card.recording.id, message: card.message }
                  : { template: 1, recording: r.list[0]?.id ?? null, message: '' }
              }
            />
          )
        }
      </Async>
    </Page>
  );
}

function Form({
  recordings,
  cardId,
  start,
}: {
  recordings: Recording[];
  cardId: string | null;
  start: Draft;
}) {
  const [draft, setDraft] = useState<Draft>(start);
  const [tried, setTried] = useState(false);
  const error = messageError(draft.message);
  const [save, pending] = useSingleFlight(async () => {
    setTried(true);
    if (error || !draft.recording) return;
    try {
      const saved = await api().call(saveCard, {
        template_type: draft.template,
        recording_id: draft.recording,
        message: draft.message.trim(),
        ...(cardId ? { card_id: cardId } : {}),
      });
      await navigate(`/v/valentine-card/card/${encodeURIComponent(saved.card_id)}`);
    } catch (e) {
      toastError(e);
    }
  }, 'valentine_save');
  return (
    <form
      className="val-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <fieldset className="val-templates">
        <legend>{t(MAKE_TEXTS.template)}</legend>
        {TEMPLATE_TYPES.map((type) => (
          <label key={type} className={`val-template ${TEMPLATES[type].className}`}>
            <input
              type="radio"
              name="template"
              checked={draft.template === type}
              onChange={() => setDraft({ ...draft, template: type })}
            />
            <span>{t(TEMPLATES[type].name)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="val-recordings">
        <legend>{t(MAKE_TEXTS.recording)}</legend>
        {recordings.map((r) => (
          <label key={r.id} className="val-recording" data-testid="recording">
            <input
              type="radio"
              name="recording"
              checked={draft.recording === r.id}
              onChange={() => setDraft({ ...draft, recording: r.id })}
            />
            <Img src={r.cover_image} alt="" width={44} height={44} />
            <span className="val-recording-text">
              <b translate="no">{r.song.title}</b>
              <bdi data-user-text="">{r.recording_desc}</bdi>
            </span>
          </label>
        ))}
      </fieldset>
      <TextField
        id="val-message"
        label={MAKE_TEXTS.message}
        value={draft.message}
        onChange={(message) => setDraft({ ...draft, message })}
        error={tried ? error : null}
        maxLength={MESSAGE_MAX}
        testId="message"
      />
      <p className="val-count">
        {t(MAKE_TEXTS.count, { n: [...draft.message.trim()].length, max: MESSAGE_MAX })}
      </p>
      <SendButton type="submit" pending={pending} testId="save-card">
        {t(MAKE_TEXTS.save)}
      </SendButton>
    </form>
  );
}
