// The recording plays in the page (spec: never a download): its cover, large, with one play
// button; audio plays behind the cover, video over it with the cover as poster. Playback starts
// only on a tap (phones refuse sound before one, and slow networks should not pay for it).
import type { ShareRecording } from '@h5/core-api/contracts/share';
import { t } from '@h5/ui-kit';
import { PauseIcon, PlayIcon } from '@h5/ui-kit/icon';
import { useRef, useState } from 'react';
import { isVideo } from '../mediaType.ts';

const PLAY = 'Play';
const PAUSE = 'Pause';
const CANNOT_PLAY = 'This recording cannot play right now. Open it in the app to listen.';

type State = 'idle' | 'loading' | 'playing' | 'paused' | 'failed';

export function Player({ recording }: { recording: ShareRecording }) {
  const ref = useRef<HTMLMediaElement | null>(null);
  const [state, setState] = useState<State>('idle');
  const [progress, setProgress] = useState(0);
  const video = isVideo(recording.media_type);

  const toggle = () => {
    const el = ref.current;
    if (!el) return;
    if (state === 'playing' || state === 'loading') {
      el.pause();
      return;
    }
    setState('loading');
    el.play().catch(() => setState('failed'));
  };

  const events = {
    onPlaying: () => setState('playing'),
    onPause: () => setState((s) => (s === 'failed' ? s : 'paused')),
    onEnded: () => {
      setState('idle');
      setProgress(0);
    },
    onError: () => setState('failed'),
    onTimeUpdate: (e: { currentTarget: HTMLMediaElement }) => {
      const el = e.currentTarget;
      setProgress(el.duration ? el.currentTime / el.duration : 0);
    },
  };

  const playing = state === 'playing' || state === 'loading';
  return (
    <div className="sh-player" data-state={state} data-testid="player">
      {video ? (
        <video
          ref={(el) => {
            ref.current = el;
          }}
          className="sh-cover-media"
          src={recording.media_url}
          poster={recording.cover_image}
          preload="none"
          playsInline
          {...events}
        />
      ) : (
        <>
          <img
            className="sh-cover-media"
            src={recording.cover_image}
            alt=""
            width={360}
            height={360}
            fetchPriority="high"
          />
          <audio
            ref={(el) => {
              ref.current = el;
            }}
            src={recording.media_url}
            preload="none"
            {...events}
          />
        </>
      )}
      <button
        type="button"
        className="sh-play"
        onClick={toggle}
        aria-label={t(playing ? PAUSE : PLAY)}
        aria-pressed={playing}
        data-testid="play"
      >
        {playing ? <PauseIcon size={28} fill="currentColor" /> : <PlayIcon size={28} fill="currentColor" />}
      </button>
      <span className="sh-progress" aria-hidden="true">
        <span style={{ inlineSize: `${Math.round(progress * 100)}%` }} />
      </span>
      {state === 'failed' ? (
        <p className="sh-player-failed" role="status">
          {t(CANNOT_PLAY)}
        </p>
      ) : null}
    </div>
  );
}
