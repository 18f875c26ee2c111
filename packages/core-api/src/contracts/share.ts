// Share pages (campaigns/share): a shared recording with its comments, collabs and awards, a
// shared profile, playlist, live or KTV room, and the browser report of a visitor's device.
//
// Spec 7 names the recording calls; the profile, playlist and room calls are not from the spec
// (docs/api-gaps.md, section "share").

import { defineCall } from '../call.ts';
import type { Paged } from '../paged.ts';

// ---- the recording (spec 3: "Share recording") ----

/**
 * Spec 3: the media types; `audio_collab_invite` and `video_collab_invite` mark a chorus invite
 * (the other part is still to be sung).
 */
export type MediaType =
  | 'audio'
  | 'video'
  | 'audio_collab'
  | 'video_collab'
  | 'audio_collab_invite'
  | 'video_collab_invite';

/** Spec 3 `container_type`: how the recording was made. */
export type ContainerType = 'solo' | 'duet' | 'chorus';

export interface ShareSong {
  id: number;
  name: string;
  artist: string;
}

export interface ShareRecording {
  id: string;
  cover_image: string;
  /** The singer's own words about the recording. */
  recording_desc: string;
  media_type: MediaType;
  /** The short media the page plays (audio, or video with the cover as poster). */
  media_url: string;
  duration_ms: number;
  listen_num: number;
  like_num: number;
}

export interface ShareUser {
  id: number;
  name: string;
  profile_image: string;
  is_verified: boolean;
}

export interface RecordingShare {
  container_type: ContainerType;
  song: ShareSong;
  recording: ShareRecording;
  user: ShareUser;
}

/** A recording as the lists of a share page show it (covers, popular, trending, collabs, playlists). */
export interface RecordCard {
  id: string;
  cover_image: string;
  song_name: string;
  media_type: MediaType;
  listen_num: number;
  user: ShareUser;
}

export interface ShareCompetition {
  id: number;
  title: string;
  /** The recording's place in it, 0 when not ranked. */
  rank: number;
}

export interface ShareFamilyInfo {
  id: number;
  name: string;
  member_num: number;
}

/** Spec 3: what the share page shows around the recording. */
export interface SmShareDetail {
  /** The page's headline above the recording (server text in the page's language). */
  top_title: string;
  competions: ShareCompetition[];
  coversList: RecordCard[];
  popular: RecordCard[];
  trending: RecordCard[];
  /** Who shared the link (may differ from the singer); null when unknown. */
  share_user: ShareUser | null;
  share_channel: string;
  shareFamilyInfo: ShareFamilyInfo | null;
}

export interface ShareComment {
  id: string;
  user: ShareUser;
  content: string;
  like_num: number;
  /** Seconds since the epoch. */
  create_time: number;
}

/** Spec 3: comments, hot ones apart, with the recording's total. */
export interface ShareComments {
  hot_items: ShareComment[];
  items: ShareComment[];
  comment_num: number;
  has_more: boolean;
}

export interface ShareAward {
  id: number;
  title: string;
  icon: string;
  /** When it was won, seconds since the epoch. */
  time: number;
}

export interface ShareAwards {
  awardsInfo: ShareAward[];
}

/** The server's code for a recording, user, playlist or room that does not exist (any more). */
export const SHARE_NOT_FOUND = 404;

export const getRecordingShare = defineCall<{ id: string }, RecordingShare>({
  name: 'share.recording',
  method: 'GET',
  host: 'api',
  path: '/api/recordings/{id}/share/detail',
});

export const getSmShareDetail = defineCall<
  { recording_id: string; share_user_id?: string; share_channel?: string },
  SmShareDetail
>({
  name: 'share.smDetail',
  method: 'GET',
  host: 'api',
  path: '/web/sm/share/detail',
});

export const getShareCollabs = defineCall<{ recording_id: string; page: number }, Paged<RecordCard>>({
  name: 'share.collabs',
  method: 'GET',
  host: 'api',
  path: '/web/sm/share/collabs',
});

export const getShareComments = defineCall<{ recording_id: string; page: number }, ShareComments>({
  name: 'share.comments',
  method: 'GET',
  host: 'api',
  path: '/web/comment/comments',
});

export const getShareAwards = defineCall<{ recording_id: string }, ShareAwards>({
  name: 'share.awards',
  method: 'GET',
  host: 'api',
  path: '/web/share/get-awards',
});

/** Spec 7: a browser visitor's device, reported once per visit of a share page. */
export const reportBrowserDevice = defineCall<
  { device_id: string; page: string; os: string; lang: string },
  { ok: boolean }
>({
  name: 'share.deviceChrome',
  method: 'POST',
  host: 'api',
  path: '/web/device/chrome',
});

// ---- profile, playlist, live and KTV rooms: not from the spec ----

export interface ProfileShare {
  user: ShareUser;
  /** The singer's own words about themselves. */
  bio: string;
  followers: number;
  following: number;
  recordings_num: number;
  recordings: RecordCard[];
}

/** Not from the spec: a shared profile, with its latest recordings (share-profile, /d/profileinfo). */
export const getProfileShare = defineCall<{ uid: string }, ProfileShare>({
  name: 'share.profile',
  method: 'GET',
  host: 'api',
  path: '/web/share/profile',
});

export interface PlaylistShare {
  id: string;
  title: string;
  cover_image: string;
  owner: ShareUser;
  records: RecordCard[];
}

/** Not from the spec: a shared playlist and its recordings (/playlist/share). */
export const getPlaylistShare = defineCall<{ id: string }, PlaylistShare>({
  name: 'share.playlist',
  method: 'GET',
  host: 'api',
  path: '/web/share/playlist',
});

export type RoomKind = 'live' | 'ktv';

export interface RoomShare {
  id: string;
  kind: RoomKind;
  /** The room's name, as its host wrote it. */
  title: string;
  cover_image: string;
  host: ShareUser;
  online_num: number;
  /** Whether the room is open now; a closed room still shows its host. */
  is_open: boolean;
}

/** Not from the spec: a shared live or KTV room (/live/share, /ktv/share). */
export const getRoomShare = defineCall<{ kind: RoomKind; room_id: string }, RoomShare>({
  name: 'share.room',
  method: 'GET',
  host: 'api',
  path: '/web/share/room',
});
