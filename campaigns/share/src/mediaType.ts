// Spec 3: what a recording's media type means for the page.
import type { MediaType } from '@h5/core-api/contracts/share';

/** Spec 3: audio_collab_invite and video_collab_invite mark a chorus invite. */
const CHORUS_INVITE_TYPES: readonly MediaType[] = ['audio_collab_invite', 'video_collab_invite'];

export function isChorusInvite(type: MediaType): boolean {
  return CHORUS_INVITE_TYPES.includes(type);
}

/** Video recordings play in a video element with their cover as poster; the others as audio. */
export function isVideo(type: MediaType): boolean {
  return type.startsWith('video');
}
