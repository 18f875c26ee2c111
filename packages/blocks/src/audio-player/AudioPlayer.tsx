// One player for every recording a page plays (spec 3 "playing audio id"): a play button that
// shows loading while the clip arrives, pause while it plays, and a retry with a message when it
// cannot play. One clip plays at a time in the page: starting another stops the one playing, as
// all share one <audio> element. Nothing downloads before the tap.

import { signal, t, useSignals } from '@h5/ui-kit';
import { LoadingIcon, PauseIcon, PlayIcon, ReplayIcon } from '@h5/ui-kit/icon';

/** Said beside a recording that cannot be played (a network or format failure). */
export const CANNOT_PLAY = 'This recording cannot be played right now. Tap to try again.';

export const PLAYER_LABELS = {
  play: 'Play',
  pause: 'Pause',
  loading: 'Loading',
  retry: 'Try again',
} as const;

export type PlayPhase = 'loading' | 'playing' | 'error';

/** The clip the page plays, by the id its player was given, and where it is. */
export const nowPlaying = signal<{ id: string; phase: PlayPhase } | null>(null);

let element: HTMLAudioElement | null = null;

function setPhase(id: string, phase: PlayPhase | null) {
  if (nowPlaying.value?.id !== id) return;
  nowPlaying.value = phase ? { id, phase } : null;
}

/** The page's one audio element, made at the first tap. */
function audio(): HTMLAudioElement {
  if (element) return element;
  const a = new Audio();
  a.preload = 'none';
  const current = () => nowPlaying.value?.id ?? '';
  a.addEventListener('playing', () => setPhase(current(), 'playing'));
  a.addEventListener('waiting', () => setPhase(current(), 'loading'));
  a.addEventListener('ended', () => setPhase(current(), null));
  a.addEventListener('error', () => {
    // An emptied source (a stop) is not a failure of the clip.
    if (a.getAttribute('src')) setPhase(current(), 'error');
  });
  element = a;
  return a;
}

/** Plays `src` as `id` (stopping any other clip), or stops it when it is the one playing or loading. */
export function toggleAudio(id: string, src: string): void {
  const a = audio();
  const now = nowPlaying.value;
  if (now?.id === id && now.phase !== 'error') {
    stopAudio();
    return;
  }
  a.pause();
  nowPlaying.value = { id, phase: 'loading' };
  a.src = src;
  const started = a.play();
  // Old engines answer undefined; a pause before the start rejects with AbortError, not a failure.
  started?.catch((e: unknown) => {
    if (e instanceof DOMException && e.name === 'AbortError') return;
    setPhase(id, 'error');
  });
}

/** Stops whatever plays. */
export function stopAudio(): void {
  nowPlaying.value = null;
  if (!element) return;
  element.pause();
  element.removeAttribute('src');
}

export interface AudioPlayerProps {
  /** The recording's id: one player per id on a page. */
  id: string;
  src: string;
  /** What plays, for a screen reader ("Play Perfect"). */
  title: string;
  className?: string;
}

export function AudioPlayer({ id, src, title, className }: AudioPlayerProps) {
  useSignals();
  const now = nowPlaying.value;
  const phase = now?.id === id ? now.phase : null;
  const label =
    phase === 'playing'
      ? t(PLAYER_LABELS.pause)
      : phase === 'loading'
        ? t(PLAYER_LABELS.loading)
        : phase === 'error'
          ? t(PLAYER_LABELS.retry)
          : t(PLAYER_LABELS.play);
  return (
    <span className={`h5-player${className ? ` ${className}` : ''}`} data-phase={phase ?? 'idle'}>
      <button
        type="button"
        className="h5-player-button"
        aria-label={`${label}: ${title}`}
        aria-pressed={phase === 'playing' || phase === 'loading'}
        aria-busy={phase === 'loading'}
        onClick={() => toggleAudio(id, src)}
        data-testid="play"
      >
        {phase === 'playing' ? (
          <PauseIcon fill="currentColor" />
        ) : phase === 'loading' ? (
          <LoadingIcon className="h5-player-spin" />
        ) : phase === 'error' ? (
          <ReplayIcon />
        ) : (
          <PlayIcon fill="currentColor" />
        )}
      </button>
      {phase === 'error' ? (
        <span className="h5-player-error" role="alert">
          {t(CANNOT_PLAY)}
        </span>
      ) : null}
    </span>
  );
}
