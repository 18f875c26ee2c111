// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { playingAudioId, stoppedPlaying, togglePlaying } from './playing.ts';

describe('playing audio id', () => {
  beforeEach(() => {
    playingAudioId.value = null;
  });

  it('plays one recording at a time', () => {
    togglePlaying(1);
    expect(playingAudioId.value).toBe(1);
    togglePlaying(2);
    expect(playingAudioId.value).toBe(2);
  });

  it('stops the one playing when tapped again', () => {
    togglePlaying(1);
    togglePlaying(1);
    expect(playingAudioId.value).toBeNull();
  });

  it('forgets a recording that ended, but not one started after it', () => {
    togglePlaying(1);
    stoppedPlaying(1);
    expect(playingAudioId.value).toBeNull();
    togglePlaying(2);
    stoppedPlaying(1);
    expect(playingAudioId.value).toBe(2);
  });
});
