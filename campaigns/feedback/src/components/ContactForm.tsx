// Contact us: what it is about, the text (with its counter), a guided question's own fields,
// screenshots, and the app and device details attached. Sent once: one key per form, so a double
// tap or a retry after a dropped answer makes one submission; then the user sees it in history.

import { deviceId, newIdempotencyKey } from '@h5/core-api';
import { type GuidedField, getContactCategories, submitFeedback } from '@h5/core-api/contracts/feedback';
import {
  Async,
  api,
  appInfo,
  DatePicker,
  errorText,
  language,
  localDay,
  navigate,
  SignInPrompt,
  serverClock,
  t,
  toast,
  useResource,
  useSignals,
  useSignedIn,
  useSingleFlight,
} from '@h5/ui-kit';
import { useId, useMemo, useState } from 'react';
import { deviceDetails } from '../device.ts';
import {
  CHOOSE_CATEGORY_MESSAGE,
  CONTENT_MAX,
  contentProblem,
  FILL_FIELD_MESSAGE,
  GUIDED_DATE_YEARS,
  WAIT_FOR_UPLOADS_MESSAGE,
} from '../limits.ts';
import { Choices } from './Choices.tsx';
import { DeviceList } from './DeviceList.tsx';
import { FormFoot } from './FormFoot.tsx';
import { Screenshots, useScreenshots } from './Screenshots.tsx';
import { TextBox } from './TextBox.tsx';

const SENT_MESSAGE = 'Thank you! We got your feedback and will reply in My feedback.';

export function ContactForm(props: { categoryId?: string; questionId?: string; fields?: GuidedField[] }) {
  const signedIn = useSignedIn();
  if (signedIn === null) return <div className="h5-skeleton" style={{ height: '4rem' }} />;
  if (!signedIn) return <SignInPrompt />;
  return <SignedInForm {...props} />;
}

function SignedInForm({
  categoryId,
  questionId,
  fields = [],
}: {
  categoryId?: string;
  questionId?: string;
  fields?: GuidedField[];
}) {
  useSignals();
  const categories = useResource(() => api().call(getContactCategories, {}), []);
  const [category, setCategory] = useState<string | null>(categoryId ?? null);
  const [text, setText] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shots = useScreenshots();
  // One key for this form: whatever the taps and retries, the server makes one submission.
  const [clientKey] = useState(newIdempotencyKey);
  const device = useMemo(
    () =>
      deviceDetails(appInfo(), {
        userAgent: navigator.userAgent,
        lang: language.value,
        width: screen.width,
        height: screen.height,
        deviceId: deviceId(),
      }),
    [],
  );

  const textProblem = contentProblem(text);
  const missing = fields.filter((f) => f.required && !(values[f.key] ?? '').trim()).map((f) => f.key);
  const [send, sending] = useSingleFlight(async () => {
    setTried(true);
    setFailure(null);
    if (!category || textProblem || missing.length) return;
    if (!shots.ready) {
      setFailure(t(WAIT_FOR_UPLOADS_MESSAGE));
      return;
    }
    try {
      const { id } = await api().call(submitFeedback, {
        category_id: category,
        question_id: questionId,
        content: text.trim(),
        images: shots.ids,
        fields: fields.length ? values : undefined,
        device,
        client_key: clientKey,
      });
      toast(t(SENT_MESSAGE));
      await navigate(`/v/feedback/detail/${encodeURIComponent(id)}`, { replace: true });
    } catch (e) {
      setFailure(errorText(e));
    }
  });

  return (
    <form
      className="fb-form"
      data-testid="contact-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      {categoryId ? null : (
        <div className="h5-field">
          <span className="fb-label">{t('What is it about?')}</span>
          <Async r={categories} height="2.2rem" compact>
            {({ categories: list }) => (
              <Choices
                label={t('What is it about?')}
                choices={list.map((c) => ({ id: c.id, text: c.title }))}
                value={category}
                onChange={setCategory}
                testId="categories"
              />
            )}
          </Async>
          {tried && !category ? (
            <span className="h5-field-error" role="alert">
              {t(CHOOSE_CATEGORY_MESSAGE)}
            </span>
          ) : null}
        </div>
      )}
      {fields.map((f) => (
        <GuidedInput
          key={f.key}
          field={f}
          value={values[f.key] ?? ''}
          onChange={(v) => setValues((all) => ({ ...all, [f.key]: v }))}
          error={tried && missing.includes(f.key)}
        />
      ))}
      <TextBox
        label={t('Tell us what happened')}
        value={text}
        onChange={setText}
        max={CONTENT_MAX}
        placeholder={t('What did you do, and what went wrong?')}
        problem={tried ? textProblem : null}
        testId="content"
      />
      <Screenshots s={shots} />
      <DeviceList device={device} summary="Sent with your message: app and phone details" />
      <FormFoot failure={failure} sending={sending} />
    </form>
  );
}

function GuidedInput({
  field,
  value,
  onChange,
  error,
}: {
  field: GuidedField;
  value: string;
  onChange: (v: string) => void;
  error: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const label = (
    <>
      <bdi>{field.label}</bdi>
      {field.required ? null : <span className="h5-muted"> {t('(optional)')}</span>}
    </>
  );
  return (
    <div className="h5-field">
      {field.kind === 'date' ? (
        <>
          {/* Names the group of three pickers: a label belongs to one control. */}
          <span className="fb-label" id={`${id}-label`}>
            {label}
          </span>
          <GuidedDate
            labelledBy={`${id}-label`}
            value={value}
            onChange={onChange}
            error={error ? errorId : null}
            testId={`field-${field.key}`}
          />
        </>
      ) : (
        <>
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            type="text"
            inputMode={field.kind === 'number' ? 'decimal' : undefined}
            maxLength={100}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={error || undefined}
            aria-describedby={error ? errorId : undefined}
            data-testid={`field-${field.key}`}
          />
        </>
      )}
      {error ? (
        <span className="h5-field-error" role="alert" id={errorId}>
          {t(FILL_FIELD_MESSAGE)}
        </span>
      ) : null}
    </div>
  );
}

/** A guided question's day (the day it was paid, the last login): one that has passed. */
function GuidedDate({
  labelledBy,
  value,
  onChange,
  error,
  testId,
}: {
  labelledBy: string;
  value: string;
  onChange: (v: string) => void;
  /** The id of the error line, while there is one. */
  error: string | null;
  testId: string;
}) {
  // Today on the phone's calendar, at the server's time: no day after it is offered.
  const [today] = useState(() => localDay(serverClock().now()));
  const earliest = `${Number(today.slice(0, 4)) - GUIDED_DATE_YEARS + 1}-01-01`;
  return (
    <DatePicker
      labelledBy={labelledBy}
      value={value}
      onChange={onChange}
      min={earliest}
      max={today}
      invalid={error !== null}
      describedBy={error ?? undefined}
      testId={testId}
    />
  );
}
