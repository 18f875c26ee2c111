// The leader's edits (spec 6): the cover (an upload, checked before it is sent), the name (the
// last one tried kept in local storage and offered back, spec 3) and the slogan. Each is sent
// once and a refusal shows as the server's sentence, with the text still in its field.

import {
  editFamilyInfo,
  FAMILY_NAME_MAX,
  FAMILY_SLOGAN_MAX,
  type FamilyInfo,
  newUpload,
  UPLOAD_TYPES,
} from '@h5/core-api/contracts/family';
import { api, CharCount, holdToChars, Link, navigate, type ScreenProps, SendButton, t } from '@h5/ui-kit';
import { ForwardIcon } from '@h5/ui-kit/icon';
import { useId, useRef, useState } from 'react';
import { say, useFamilyAction } from '../actions.ts';
import { Cover, FamilyTitle } from '../components/FamilyRow.tsx';
import { nameProblem, sloganProblem } from '../familyText.ts';
import { clearUpdateName, lastUpdateName, saveUpdateName } from '../updateName.ts';
import { MAX_UPLOAD_KB, readAsDataUrl, UPLOAD_UNREADABLE, uploadProblem } from '../upload.ts';
import { LeaderOnly } from './LeaderOnly.tsx';

export const SAVED = 'Saved.';

export function Edit({ params }: ScreenProps) {
  return (
    <LeaderOnly params={params} title={t('Edit family')}>
      {(f, r) => (
        <>
          <CoverPicker f={f} onSaved={(next) => r.set(next)} />
          <nav className="h5-card fm-edit-rows">
            <Link to={`/v/family/editname/${f.family_id}`} className="fm-edit-row" testId="edit-name">
              <span>{t('Family name')}</span>
              <FamilyTitle title={f.family_title} />
              <ForwardIcon className="fm-chevron" />
            </Link>
            <Link to={`/v/family/editslogan/${f.family_id}`} className="fm-edit-row" testId="edit-slogan">
              <span>{t('Slogan')}</span>
              {f.slogan ? (
                <bdi className="h5-muted fm-ellipsis" translate="no">
                  {f.slogan}
                </bdi>
              ) : (
                <span className="h5-muted">{t('No slogan yet.')}</span>
              )}
              <ForwardIcon className="fm-chevron" />
            </Link>
          </nav>
        </>
      )}
    </LeaderOnly>
  );
}

function CoverPicker({ f, onSaved }: { f: FamilyInfo; onSaved: (f: FamilyInfo) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [send, sending] = useFamilyAction(
    async (file: File) => {
      const { url } = await api().call(newUpload, { image: await readAsDataUrl(file) });
      return api().call(editFamilyInfo, { family_id: f.family_id, family_cover: url });
    },
    (next) => {
      say(SAVED);
      onSaved(next);
    },
  );
  return (
    <section className="h5-card fm-cover-edit">
      <Cover src={f.family_cover} size={96} />
      <div className="fm-row-text">
        <strong>{t('Family cover')}</strong>
        <span className="h5-muted">{t('JPEG, PNG or WebP, up to {size} KB.', { size: MAX_UPLOAD_KB })}</span>
        <button
          type="button"
          className="h5-button h5-button-secondary fm-small-button"
          disabled={sending}
          aria-busy={sending}
          onClick={() => input.current?.click()}
          data-testid="pick-cover"
        >
          {sending ? t('Uploading…') : t('Change cover')}
        </button>
        <input
          ref={input}
          type="file"
          accept={UPLOAD_TYPES.join(',')}
          className="fm-sr"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="cover-file"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (!file) return;
            const p = uploadProblem(file);
            setProblem(p);
            if (!p) void send(file).catch(() => setProblem(UPLOAD_UNREADABLE));
          }}
        />
        <p className="h5-field-error-line" role={problem ? 'alert' : undefined} data-testid="cover-problem">
          {problem ? t(problem, { size: MAX_UPLOAD_KB }) : ''}
        </p>
      </div>
    </section>
  );
}

export function EditName({ params }: ScreenProps) {
  return (
    <LeaderOnly params={params} title={t('Family name')}>
      {(f) => <NameForm f={f} />}
    </LeaderOnly>
  );
}

function NameForm({ f }: { f: FamilyInfo }) {
  const [offer] = useState(() => lastUpdateName(f.family_title));
  return (
    <TextForm
      f={f}
      label="Family name"
      initial={f.family_title}
      testId="name"
      check={(v) => nameProblem(v, f.family_title)}
      // Kept before it is sent: a refusal or a dropped connection loses nothing.
      beforeSend={saveUpdateName}
      send={(v) => api().call(editFamilyInfo, { family_id: f.family_id, family_title: v })}
      saved={clearUpdateName}
      max={FAMILY_NAME_MAX}
      hint={t('2 to {max} characters.', { max: FAMILY_NAME_MAX })}
      offer={offer}
    />
  );
}

export function EditSlogan({ params }: ScreenProps) {
  return (
    <LeaderOnly params={params} title={t('Family slogan')}>
      {(f) => (
        <TextForm
          f={f}
          label="Slogan"
          initial={f.slogan}
          testId="slogan"
          multiline
          check={sloganProblem}
          send={(v) => api().call(editFamilyInfo, { family_id: f.family_id, slogan: v })}
          max={FAMILY_SLOGAN_MAX}
        />
      )}
    </LeaderOnly>
  );
}

type Problem = { key: string; vars?: Record<string, number> } | null;

/**
 * One text of the family edited: checked before it is sent, sent once, the server's refusal
 * shown with the text still in its field; saved, back to the edit screen.
 */
function TextForm(p: {
  f: FamilyInfo;
  label: string;
  initial: string;
  testId: string;
  multiline?: boolean;
  check: (value: string) => Problem;
  beforeSend?: (value: string) => void;
  send: (value: string) => Promise<unknown>;
  saved?: () => void;
  /** Held while typing: the field takes no more characters than its rule allows. */
  max: number;
  hint?: string;
  offer?: string | null;
}) {
  const [value, setValue] = useState(p.initial);
  const [problem, setProblem] = useState<Problem>(null);
  const id = useId();
  const [save, saving] = useFamilyAction(p.send, () => {
    p.saved?.();
    say(SAVED);
    return navigate(`/v/family/edit/${p.f.family_id}`, { replace: true });
  });
  const field = {
    id,
    value,
    'aria-invalid': problem ? true : undefined,
    'data-testid': `${p.testId}-input`,
    translate: 'no' as const,
    dir: 'auto',
  };
  return (
    <form
      className="h5-card fm-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = p.check(value);
        setProblem(found);
        if (found) return;
        p.beforeSend?.(value);
        void save(value.trim());
      }}
    >
      <div className="h5-field">
        <label htmlFor={id}>{t(p.label)}</label>
        {p.multiline ? (
          <textarea {...field} rows={3} onChange={(e) => setValue(holdToChars(e.target.value, p.max))} />
        ) : (
          <input {...field} onChange={(e) => setValue(holdToChars(e.target.value, p.max))} />
        )}
        <CharCount value={value} max={p.max} />
      </div>
      <p
        className="h5-field-error-line"
        role={problem ? 'alert' : undefined}
        data-testid={`${p.testId}-problem`}
      >
        {problem ? t(problem.key, problem.vars) : ''}
      </p>
      {p.offer ? (
        <button
          type="button"
          className="fm-offer"
          onClick={() => setValue(p.offer ?? '')}
          data-testid={`${p.testId}-offer`}
        >
          {t('Use the name you tried last:')} <bdi translate="no">{p.offer}</bdi>
        </button>
      ) : null}
      {p.hint ? <p className="h5-muted">{p.hint}</p> : null}
      <SendButton type="submit" pending={saving} testId="save">
        {t('Save')}
      </SendButton>
    </form>
  );
}
