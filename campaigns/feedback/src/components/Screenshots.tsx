// Up to three screenshots: each is checked (type, size, count) before any byte is sent, then
// uploads at once in chunks with its progress on the tile; a failed one can be tried again or
// removed, and the form sends only when every kept one has arrived.

import { startUpload, uploadChunk } from '@h5/core-api/contracts/feedback';
import { api, errorText, t } from '@h5/ui-kit';
import { CloseIcon } from '@h5/ui-kit/icon';
import { useEffect, useRef, useState } from 'react';
import { IMAGE_ACCEPT, imageProblem, MAX_IMAGES, type Problem, roomForImages } from '../limits.ts';
import { shrinkImage } from '../shrink.ts';
import { uploadImage } from '../upload.ts';

export interface Shot {
  key: number;
  file: File;
  preview: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  uploadId?: string;
  /** Why its upload failed, as shown. */
  error?: string;
}

const calls = {
  start: (mime: string, size: number) => api().call(startUpload, { mime, size }),
  chunk: (upload_id: string, index: number, data: string) =>
    api().call(uploadChunk, { upload_id, index, data }),
};

let nextKey = 1;

export function useScreenshots() {
  const [shots, setShots] = useState<Shot[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );
  const patch = (key: number, p: Partial<Shot>) => {
    if (live.current) setShots((all) => all.map((s) => (s.key === key ? { ...s, ...p } : s)));
  };
  const send = (shot: Shot) => {
    patch(shot.key, { state: 'uploading', progress: 0, error: undefined });
    shrinkImage(shot.file)
      .then((picture) => uploadImage(picture, calls, (progress) => patch(shot.key, { progress })))
      .then(
        (up) => patch(shot.key, { state: 'done', progress: 1, uploadId: up.id }),
        (e) => patch(shot.key, { state: 'failed', error: errorText(e) }),
      );
  };
  const add = (files: File[]) => {
    const { take, problem: tooMany } = roomForImages(shots.length, files.length);
    let first: Problem | null = tooMany;
    const fresh: Shot[] = [];
    for (const file of files.slice(0, take)) {
      const wrong = imageProblem(file);
      if (wrong) {
        first ??= wrong;
        continue;
      }
      fresh.push({
        key: nextKey++,
        file,
        preview: URL.createObjectURL(file),
        progress: 0,
        state: 'uploading',
      });
    }
    setProblem(first);
    setShots((all) => [...all, ...fresh]);
    for (const s of fresh) send(s);
  };
  const remove = (key: number) => {
    setShots((all) => {
      const gone = all.find((s) => s.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return all.filter((s) => s.key !== key);
    });
    setProblem(null);
  };
  return {
    shots,
    problem,
    add,
    remove,
    retry: send,
    ready: shots.every((s) => s.state === 'done'),
    ids: shots.flatMap((s) => (s.uploadId ? [s.uploadId] : [])),
  };
}

export function Screenshots({ s }: { s: ReturnType<typeof useScreenshots> }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="h5-field fb-shots">
      <span className="fb-label">{t('Screenshots (optional, up to {max})', { max: MAX_IMAGES })}</span>
      <ul className="fb-shot-list">
        {s.shots.map((shot) => (
          <li key={shot.key} className={`fb-shot fb-shot-${shot.state}`} data-testid="shot">
            <img src={shot.preview} alt={t('Screenshot')} />
            {shot.state === 'uploading' ? (
              <span
                className="fb-shot-progress"
                role="progressbar"
                aria-label={t('Uploading')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(shot.progress * 100)}
              >
                <span style={{ inlineSize: `${Math.round(shot.progress * 100)}%` }} />
                <b>{t('{n}%', { n: Math.round(shot.progress * 100) })}</b>
              </span>
            ) : null}
            {shot.state === 'failed' ? (
              <button type="button" className="fb-shot-retry" onClick={() => s.retry(shot)}>
                {t('Try again')}
              </button>
            ) : null}
            <button
              type="button"
              className="fb-shot-remove"
              aria-label={t('Remove screenshot')}
              onClick={() => s.remove(shot.key)}
            >
              <CloseIcon />
            </button>
          </li>
        ))}
        {s.shots.length < MAX_IMAGES ? (
          <li>
            <button
              type="button"
              className="fb-shot-add"
              onClick={() => input.current?.click()}
              data-testid="add-shot"
            >
              <span aria-hidden="true">+</span>
              {t('Add')}
            </button>
          </li>
        ) : null}
      </ul>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        hidden
        data-testid="shot-input"
        onChange={(e) => {
          s.add(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      {s.problem ? (
        <p className="h5-field-error" role="alert" data-testid="shot-problem">
          {t(s.problem.key, s.problem.vars)}
        </p>
      ) : null}
      {s.shots.find((x) => x.error) ? (
        <p className="h5-field-error" role="alert">
          {s.shots.find((x) => x.error)!.error}
        </p>
      ) : null}
    </div>
  );
}
