// Spec 3 "playing audio id": one recording plays at a time in the page; starting another stops
// the one playing, and a recording that ends or fails is no longer the playing one.

import { signal } from '@h5/ui-kit';

export const playingAudioId = signal<number | null>(null);

/** Plays `id` (stopping any other), or stops it when it is the one playing. */
export function togglePlaying(id: number): void {
  playingAudioId.value = playingAudioId.value === id ? null : id;
}

/** `id` stopped by itself (ended, failed): nothing plays, unless another was started since. */
export function stoppedPlaying(id: number): void {
  if (playingAudioId.value === id) playingAudioId.value = null;
}

/** Said when a recording cannot be played (a network or format failure). */
export const CANNOT_PLAY = 'This recording cannot be played right now. Try again later.';
