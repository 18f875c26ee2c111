// An entry of the contest: the singer, the song, the votes and the recording to play, with the
// actions a screen gives it (vote, share).

import { AudioPlayer } from '@h5/blocks/audio-player';
import type { Entry } from '@h5/core-api/contracts/champion';
import { formatNumber } from '@h5/i18n';
import { language, t, useSignals } from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import type { ReactNode } from 'react';
import { VOTES } from '../vote.ts';
import { SongLine } from './SongLine.tsx';

export function EntryCard({
  entry,
  children,
  testId = 'entry',
}: {
  entry: Entry;
  children?: ReactNode;
  testId?: string;
}) {
  useSignals();
  const lang = language.value;
  return (
    <section className="h5-card ch-entry" data-testid={testId} data-entry={entry.id}>
      <div className="ch-entry-head">
        <Avatar src={entry.user.avatar} size={52} />
        <span className="ch-entry-who">
          <UserName name={entry.user.stage_name} className="ch-entry-name" />
          <span className="h5-muted" data-testid="entry-votes">
            {t(VOTES, { n: entry.votes })}
            {entry.rank > 0 ? ` · ${t('No. {rank}', { rank: formatNumber(lang, entry.rank) })}` : ''}
          </span>
        </span>
        <AudioPlayer
          id={String(entry.recording.id)}
          src={entry.recording.audio}
          title={entry.recording.song.title}
          className="ch-player-large"
        />
      </div>
      <SongLine song={entry.recording.song} />
      {children ? <div className="ch-entry-actions">{children}</div> : null}
    </section>
  );
}
