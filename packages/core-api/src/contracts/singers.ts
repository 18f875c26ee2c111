// Singer programmes (campaigns/singers): popular singer, verified singer, India star and original
// song, each saying what it is, who qualifies and taking applications (a short form, or an audio
// track uploaded in chunks); and the verified singers' home with their posts and the list of all
// verified singers. The spec names the routes (section 2) and none of their calls: each call
// below is the smallest a server of this app would offer. Texts come in the request's language.

import { defineCall } from '../call.ts';
import type { Paged } from '../paged.ts';

/** How a programme takes applications: a short introduction, or an audio track. */
export type ApplyWith = 'form' | 'track';

export interface Requirement {
  key: string;
  /** Server text: "Followers", "Recordings posted". */
  label: string;
  need: number;
  have: number;
}

export type ApplicationState = 'pending' | 'approved' | 'rejected';

export interface Application {
  id: string;
  state: ApplicationState;
  /** Server ms. */
  submitted_at: number;
  /** Server text: why it was rejected, or what happens next. */
  note: string;
}

export interface Programme {
  programme: string;
  apply_with: ApplyWith;
  requirements: Requirement[];
  /** The signed-in user's application; null when they have not applied (or are a visitor). */
  application: Application | null;
}

/** Not from the spec: the audio a track upload takes, checked by the page and again by the server. */
export const TRACK_TYPES = [
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/wav',
  'audio/x-wav',
] as const;
export const TRACK_MAX_BYTES = 10 * 1024 * 1024;
export const TRACK_MIN_SECONDS = 30;
export const TRACK_MAX_SECONDS = 300;
/** Not from the spec: an introduction's length, in characters. */
export const INTRO_MIN = 10;
export const INTRO_MAX = 300;

/** Refusal codes of the singers server (their texts come with them, in the page's language). */
export const SINGERS_CODES = {
  unknownProgramme: 4501,
  notQualified: 4502,
  alreadyApplied: 4503,
  badTrack: 4504,
  badIntro: 4505,
  unknownSinger: 4506,
} as const;

export interface VerifiedSinger {
  uid: number;
  stage_name: string;
  avatar: string;
  /** Server text. */
  bio: string;
  followers: number;
  posts: number;
  /** Server ms. */
  verified_since: number;
}

export interface SingerPost {
  id: string;
  /** Server text: the song's title. */
  song: string;
  cover: string;
  /** Not from the spec (docs/api-gaps.md, "Singer programmes"): where the post plays from. */
  audio: string;
  plays: number;
  created_at: number;
}

// ---- calls ----

/** Not from the spec: a programme's requirements with my standing, and my application. */
export const getProgramme = defineCall<{ programme: string }, Programme>({
  name: 'singers.programme',
  method: 'GET',
  host: 'api',
  path: '/web/singers/programmes/{programme}',
});

/**
 * Not from the spec: apply to a programme, with an introduction or an uploaded track. `client_key`
 * (one per form) makes a double tap or a resent request one application.
 */
export const applyProgramme = defineCall<
  { programme: string; intro: string; track_id?: string; client_key: string },
  { application: Application }
>({
  name: 'singers.apply',
  method: 'POST',
  host: 'api',
  path: '/web/singers/programmes/{programme}/apply',
});

/** Not from the spec: starts a track upload; type, size and length are refused before any byte. */
export const startTrackUpload = defineCall<
  { mime: string; size: number; seconds: number },
  { upload_id: string; chunk_size: number }
>({
  name: 'singers.uploadStart',
  method: 'POST',
  host: 'api',
  path: '/web/singers/tracks',
});

/** Not from the spec: one chunk of a track (base64); the last one answers the track's id. */
export const sendTrackChunk = defineCall<
  { upload_id: string; index: number; data: string },
  { received: number; done: boolean; track_id: string }
>({
  name: 'singers.uploadChunk',
  method: 'POST',
  host: 'api',
  path: '/web/singers/tracks/{upload_id}',
});

/** Not from the spec: a verified singer's home (`uid` 0: the signed-in user's own). */
export const getVerifiedSinger = defineCall<{ uid: number }, VerifiedSinger>({
  name: 'singers.verified',
  method: 'GET',
  host: 'api',
  path: '/web/singers/verified/{uid}',
});

/** Not from the spec: a verified singer's posts, newest first, paged. */
export const getSingerPosts = defineCall<{ uid: number; page: number }, Paged<SingerPost>>({
  name: 'singers.posts',
  method: 'GET',
  host: 'api',
  path: '/web/singers/verified/{uid}/posts',
});

/** Not from the spec: every verified singer, most followed first, paged. */
export const getVerifiedSingers = defineCall<{ page: number }, Paged<VerifiedSinger>>({
  name: 'singers.allVerified',
  method: 'GET',
  host: 'api',
  path: '/web/singers/verified',
});
