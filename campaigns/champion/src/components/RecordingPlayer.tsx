// A recording played in the page: a real <audio> element on the recording's audio, behind one
// styled play button. Only one plays at a time (playing.ts); nothing downloads before the tap.

import type { Recording } from '@h5/core-api/contracts/champion';
import { t, toast, useSignals } from '@h5/ui-kit';
import { useEffect, useRef } from 'react';
import { CANNOT_PLAY, playingAudioId, stoppedPlaying, togglePlaying } from '../playing.ts';

export function RecordingPlayer({
  recording,
  size = 'small',
}: {
  recording: Recording;
  size?: 'small' | 'large';
}) {
  useSignals();
  const audio = useRef<HTMLAudioElement>(null);
  const playing = playingAudioId.value === recording.id;
  useEffect(() => {
    const a = audio.current;
    if (!a) return;
    if (!playing) {
      a.pause();
      return;
    }
    a.play().catch((e: unknown) => {
      // A pause before the start resolves as an abort: not a failure to report.
      if (e instanceof DOMException && e.name === 'AbortError') return;
      stoppedPlaying(recording.id);
      toast(t(CANNOT_PLAY));
    });
  }, [playing, recording.id]);
  return (
    <span className={`ch-player ch-player-${size}`}>
      <button
        type="button"
        className={playing ? 'ch-play ch-playing' : 'ch-play'}
        aria-pressed={playing}
        aria-label={playing ? t('Pause') : t('Play')}
        onClick={() => togglePlaying(recording.id)}
        data-testid="play"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          {playing ? (
            <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
          ) : (
            <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
          )}
        </svg>
      </button>
      {/* biome-ignore lint/a11y/useMediaCaption: a singer's recording has no words to caption */}
      <audio
        ref={audio}
        src={recording.audio}
        preload="none"
        onEnded={() => stoppedPlaying(recording.id)}
        onError={() => {
          if (playingAudioId.value !== recording.id) return;
          stoppedPlaying(recording.id);
          toast(t(CANNOT_PLAY));
        }}
        data-testid="recording-audio"
      />
    </span>
  );
}
