// Song search feedback: a missing or wrong song from search, the searched song filled in; a
// visitor may send it. Sent once per form.

import { newIdempotencyKey } from '@h5/core-api';
import { reportSong, type SongProblem } from '@h5/core-api/contracts/feedback';
import { api, errorText, Page, type ScreenProps, t, useSingleFlight } from '@h5/ui-kit';
import { useId, useState } from 'react';
import { Choices } from '../components/Choices.tsx';
import { FormFoot } from '../components/FormFoot.tsx';
import { Sent } from '../components/Sent.tsx';
import { TextBox } from '../components/TextBox.tsx';
import { NOTE_MAX, noteProblem } from '../limits.ts';
import { SONG_NAME_MISSING, SONG_PROBLEMS, SONG_SENT, SONG_TEXT_MAX, songFromQuery } from '../song.ts';

export function SongFeedback({ query }: ScreenProps) {
  const [problem, setProblem] = useState<SongProblem>('missing');
  const [song, setSong] = useState(() => songFromQuery(query));
  const [artist, setArtist] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [clientKey] = useState(newIdempotencyKey);
  const songId = useId();
  const artistId = useId();
  const noteWrong = noteProblem(note);
  const [send, sending] = useSingleFlight(async () => {
    setTried(true);
    setFailure(null);
    if (!song.trim() || noteWrong) return;
    try {
      await api().call(reportSong, {
        problem,
        song: song.trim(),
        artist: artist.trim(),
        note: note.trim(),
        client_key: clientKey,
      });
      setSent(true);
    } catch (e) {
      setFailure(errorText(e));
    }
  });
  if (sent) return <Sent title="Song feedback" text={SONG_SENT} />;
  return (
    <Page title={t('Song feedback')} className="fb-page">
      <form
        className="h5-card fb-card fb-form"
        noValidate
        data-testid="song-form"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <span className="fb-label">{t('What is wrong?')}</span>
        <Choices
          label={t('What is wrong?')}
          choices={SONG_PROBLEMS.map(([id, label]) => ({ id, text: t(label) }))}
          value={problem}
          onChange={(id) => setProblem(id as SongProblem)}
        />
        <div className="h5-field">
          <label htmlFor={songId}>{t('Song name')}</label>
          <input
            id={songId}
            value={song}
            maxLength={SONG_TEXT_MAX}
            onChange={(e) => setSong(e.target.value)}
            data-testid="song"
          />
          {tried && !song.trim() ? (
            <span className="h5-field-error" role="alert">
              {t(SONG_NAME_MISSING)}
            </span>
          ) : null}
        </div>
        <div className="h5-field">
          <label htmlFor={artistId}>
            {t('Singer')} <span className="h5-muted">{t('(optional)')}</span>
          </label>
          <input
            id={artistId}
            value={artist}
            maxLength={SONG_TEXT_MAX}
            onChange={(e) => setArtist(e.target.value)}
          />
        </div>
        <TextBox
          label={t('Anything else? (optional)')}
          value={note}
          onChange={setNote}
          max={NOTE_MAX}
          problem={tried ? noteWrong : null}
        />
        <FormFoot failure={failure} sending={sending} />
      </form>
    </Page>
  );
}
