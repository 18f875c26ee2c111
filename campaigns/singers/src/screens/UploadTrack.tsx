// Upload an audio track for a programme (original song by default): the file's type, size and
// length checked before any byte is sent, a progress bar while it goes, then the application
// with the track, sent once.

import { sendTrackChunk, startTrackUpload } from '@h5/core-api/contracts/singers';
import { Async, api, errorText, Page, type ScreenProps, t, useResource, useSingleFlight } from '@h5/ui-kit';
import { useState } from 'react';
import { ApplicationCard, Head } from '../components.tsx';
import { trackProgramme } from '../programmes.ts';
import { PROGRAMME_READ } from '../reads.ts';
import { fileProblem, lengthProblem, readSeconds, sendTrack } from '../track.ts';
import { ApplyForm } from './Programme.tsx';

const CALLS = {
  start: (mime: string, size: number, seconds: number) =>
    api().call(startTrackUpload, { mime, size, seconds }),
  chunk: (upload_id: string, index: number, data: string) =>
    api().call(sendTrackChunk, { upload_id, index, data }),
};

export function UploadTrack({ query }: ScreenProps) {
  const page = trackProgramme(query);
  const r = useResource(() => api().call(PROGRAMME_READ.call, { programme: page.key }), [page.key]);
  return (
    <Page title={t('Upload your track')} className={`sg-page sg-theme-${page.theme}`}>
      <Head title="Upload your track" tagline={page.title} theme={page.theme} />
      <Async r={r} height="8rem">
        {(p) =>
          p.application ? (
            <ApplicationCard application={p.application} />
          ) : (
            <Uploader programme={page.key} onDone={() => void r.load()} />
          )
        }
      </Async>
    </Page>
  );
}

function Uploader({ programme, onDone }: { programme: string; onDone: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [share, setShare] = useState<number | null>(null);
  const [trackId, setTrackId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [pick, picking] = useSingleFlight(async (file: File) => {
    setProblem(null);
    setTrackId(null);
    setName(file.name);
    const bad = fileProblem(file) ?? lengthProblem(await readSeconds(file));
    if (bad) {
      setProblem(t(bad));
      return;
    }
    try {
      setTrackId(await sendTrack(file, await readSeconds(file), CALLS, setShare));
    } catch (e) {
      setShare(null);
      setProblem(errorText(e));
    }
  }, 'track_upload');
  return (
    <>
      <section className="h5-card sg-upload" data-testid="uploader">
        <p>{t('MP3, M4A, AAC or WAV, 30 seconds to 5 minutes, up to 10 MB.')}</p>
        <label className={picking ? 'h5-button sg-pick sg-busy' : 'h5-button sg-pick'}>
          {t(trackId ? 'Choose another file' : 'Choose a file')}
          <input
            type="file"
            accept="audio/*"
            className="sg-file"
            disabled={picking}
            data-testid="file"
            onChange={(e) => {
              const f = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (f) void pick(f);
            }}
          />
        </label>
        {name ? (
          <p className="sg-file-name" data-user-text>
            <bdi>{name}</bdi>
          </p>
        ) : null}
        {share !== null && !problem ? (
          <div
            className="sg-progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(share * 100)}
            data-testid="progress"
          >
            <span style={{ inlineSize: `${Math.round(share * 100)}%` }} />
          </div>
        ) : null}
        {problem ? (
          <p className="h5-field-error" role="alert" data-testid="track-problem">
            {problem}
          </p>
        ) : null}
        {trackId ? <p data-testid="track-ready">{t('Your track is uploaded.')}</p> : null}
      </section>
      {trackId ? <ApplyForm programme={programme} trackId={trackId} onDone={onDone} /> : null}
    </>
  );
}
