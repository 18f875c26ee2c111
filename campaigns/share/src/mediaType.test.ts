// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isChorusInvite, isVideo } from './mediaType.ts';

describe('media types', () => {
  it('marks exactly the two collab-invite types as chorus invites', () => {
    expect(isChorusInvite('audio_collab_invite')).toBe(true);
    expect(isChorusInvite('video_collab_invite')).toBe(true);
    for (const t of ['audio', 'video', 'audio_collab', 'video_collab'] as const)
      expect(isChorusInvite(t)).toBe(false);
  });

  it('plays video types as video', () => {
    expect(isVideo('video_collab_invite')).toBe(true);
    expect(isVideo('video')).toBe(true);
    expect(isVideo('audio_collab')).toBe(false);
  });
});
