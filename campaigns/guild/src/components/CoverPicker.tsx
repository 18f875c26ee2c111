// Choosing a cover: the file is checked (type, size) before it is sent, uploaded at once, and
// shown as the server serves it back.

import { uploadImage } from '@h5/core-api/contracts/guild';
import { api, t } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { type ChangeEvent, useId, useState } from 'react';
import { IMAGE_MESSAGES, IMAGE_TYPES, imageProblem, readAsDataUrl } from '../image.ts';
import { Problem, useGuildAction } from './actions.tsx';

export function CoverPicker({
  value,
  onChange,
  missing,
}: {
  value: string;
  onChange: (url: string) => void;
  /** An English key, when the form was sent without a cover. */
  missing?: string | undefined;
}) {
  const id = useId();
  const [local, setLocal] = useState<string | null>(null);
  const upload = useGuildAction((image: string) => api().call(uploadImage, { image }));
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const bad = imageProblem(file);
    if (bad) {
      setLocal(t(bad));
      return;
    }
    setLocal(null);
    let image: string;
    try {
      image = await readAsDataUrl(file);
    } catch {
      setLocal(t(IMAGE_MESSAGES.unreadable));
      return;
    }
    const r = await upload.run(image);
    if (r) onChange(r.url);
  };
  return (
    <div className="h5-field gd-cover-field">
      <span id={`${id}-label`}>{t('Cover image')}</span>
      <div className="gd-cover-pick">
        {value ? (
          <Img className="gd-cover-preview" src={value} alt={t('Cover image')} width={128} height={80} />
        ) : (
          <span className="gd-cover-empty" aria-hidden="true" />
        )}
        <label className="h5-button h5-button-secondary gd-file">
          {upload.pending ? t('Uploading…') : value ? t('Change the cover') : t('Choose a cover')}
          <input
            type="file"
            accept={IMAGE_TYPES.join(',')}
            onChange={(e) => void pick(e)}
            disabled={upload.pending}
            aria-labelledby={`${id}-label`}
            data-testid="cover-input"
          />
        </label>
      </div>
      <p className="h5-muted gd-hint">
        {t('Image types:')}{' '}
        <bdi dir="ltr" translate="no">
          PNG, JPEG, WebP
        </bdi>{' '}
        · {t('Up to 512 KB.')}
      </p>
      <Problem text={local ?? upload.problem} testId="cover-problem" />
      {missing && !value ? <span className="h5-field-error">{t(missing)}</span> : null}
    </div>
  );
}
