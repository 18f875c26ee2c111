// Share pages (campaigns/share): the shared recording with its surroundings, comments (hot apart,
// latest paged), collabs and awards; shared profiles, a playlist, live and KTV rooms; the device
// reports of browser visitors. Recordings play generated media and show generated covers (media.ts).

import {
  getPlaylistShare,
  getProfileShare,
  getRecordingShare,
  getRoomShare,
  getShareAwards,
  getShareCollabs,
  getShareComments,
  getSmShareDetail,
  type RecordCard,
  reportBrowserDevice,
  SHARE_NOT_FOUND,
  type ShareUser,
} from '@h5/core-api/contracts/share';
import { defineArea, fail, int, on, str } from '../../area.ts';
import { pageOf } from '../../kit/paging.ts';
import { coverUrl, mediaRoutes } from './media.ts';
import {
  AWARDS,
  COMPETITIONS,
  cardOf,
  FAMILY,
  recordingMedia,
  type SeedRecording,
  type ShareState,
  seedShare,
  TEXTS,
  TOP_TITLE,
  userOf,
} from './seed.ts';

export type { ShareState } from './seed.ts';

/** Hot comments: the most liked, shown apart on the first page. */
export const HOT_COMMENTS = 3;
export const COMMENTS_PAGE = 10;
const COLLABS_PAGE = 6;
const LIST_SIZE = 4;

function recordingOf(state: ShareState, id: unknown): SeedRecording {
  const rec = state.recordings.find((r) => r.id === str(id));
  if (!rec) fail(SHARE_NOT_FOUND, TEXTS.recordingGone);
  return rec;
}

function others(state: ShareState, rec: SeedRecording, pick: (r: SeedRecording) => boolean): RecordCard[] {
  return state.recordings
    .filter((r) => r.id !== rec.id && pick(r))
    .slice(0, LIST_SIZE)
    .map((r) => cardOf(state, r));
}

export const shareArea = defineArea<ShareState>({
  name: 'share',
  seed: seedShare,
  handlers: [
    on(getRecordingShare, ({ state }, p) => {
      const rec = recordingOf(state, p.id);
      return {
        container_type: rec.container_type,
        song: rec.song,
        recording: {
          id: rec.id,
          recording_desc: rec.desc,
          media_type: rec.media_type,
          listen_num: rec.listen_num,
          like_num: rec.like_num,
          ...recordingMedia(rec.id),
        },
        user: userOf(state, rec.singer) as ShareUser,
      };
    }),
    on(getSmShareDetail, ({ state }, p) => {
      const rec = recordingOf(state, p.recording_id);
      const sharer = int(p.share_user_id);
      return {
        top_title: TOP_TITLE,
        competions: rec.competitions.map((id, i) => ({
          id,
          title: COMPETITIONS[id] ?? '',
          rank: i + 3,
        })),
        coversList: others(state, rec, (r) => r.song.id === rec.song.id),
        popular: others(state, rec, (r) => r.listen_num > 9000),
        trending: others(state, rec, (r) => r.listen_num <= 9000),
        share_user: sharer === undefined ? null : (userOf(state, sharer) ?? null),
        share_channel: str(p.share_channel) ?? '',
        shareFamilyInfo: rec.id === state.recordings[0]?.id ? FAMILY : null,
      };
    }),
    on(getShareCollabs, ({ state }, p) => {
      const rec = recordingOf(state, p.recording_id);
      // The joined parts of a chorus invite, or the invite a duet joined.
      const joined = state.recordings.filter(
        (r) =>
          r.id !== rec.id &&
          r.song.id === rec.song.id &&
          (r.partner === rec.singer || rec.partner === r.singer || r.media_type.endsWith('_invite')),
      );
      return pageOf(
        joined.map((r) => cardOf(state, r)),
        p,
        { size: COLLABS_PAGE },
      );
    }),
    on(getShareComments, ({ state }, p) => {
      const rec = recordingOf(state, p.recording_id);
      const all = [...(state.comments[rec.id] ?? [])].sort((a, b) => b.create_time - a.create_time);
      const latest = pageOf(all, p, { size: COMMENTS_PAGE });
      const first = (int(p.page) ?? 1) <= 1;
      return {
        hot_items: first
          ? [...all]
              .sort((a, b) => b.like_num - a.like_num)
              .filter((c) => c.like_num > 0)
              .slice(0, HOT_COMMENTS)
          : [],
        items: latest.list,
        comment_num: all.length,
        has_more: latest.has_more,
      };
    }),
    on(getShareAwards, ({ state }, p) => {
      const rec = recordingOf(state, p.recording_id);
      return {
        awardsInfo: rec.awards.map((id, i) => ({
          id,
          title: AWARDS[id] ?? '',
          icon: coverUrl(`award${id}`),
          time: 1_760_000_000 + i * 86_400,
        })),
      };
    }),
    on(reportBrowserDevice, ({ state, clock }, p) => {
      const device_id = str(p.device_id)?.trim() ?? '';
      if (!device_id) fail(400, TEXTS.noDevice);
      state.deviceReports.push({
        device_id,
        page: str(p.page) ?? '',
        os: str(p.os) ?? '',
        lang: str(p.lang) ?? '',
        at: clock.now(),
      });
      return { ok: true };
    }),
    on(getProfileShare, ({ state }, p) => {
      const user = userOf(state, int(p.uid) ?? -1);
      const own = user ? state.recordings.filter((r) => r.singer === user.id) : [];
      if (!user || own.length === 0) fail(SHARE_NOT_FOUND, TEXTS.userGone);
      return {
        user,
        bio: state.bios[user.id] ?? '',
        followers: 1200 + (user.id % 97) * 31,
        following: 40 + (user.id % 13),
        recordings_num: own.length,
        recordings: own.map((r) => cardOf(state, r)),
      };
    }),
    on(getPlaylistShare, ({ state }, p) => {
      const list = state.playlists.find((l) => l.id === str(p.id));
      if (!list) fail(SHARE_NOT_FOUND, TEXTS.playlistGone);
      return {
        id: list.id,
        title: list.title,
        cover_image: coverUrl(`playlist${list.id}`),
        owner: userOf(state, list.owner) as ShareUser,
        records: list.records
          .map((id) => state.recordings.find((r) => r.id === id))
          .filter((r): r is SeedRecording => r !== undefined)
          .map((r) => cardOf(state, r)),
      };
    }),
    on(getRoomShare, ({ state }, p) => {
      const room = state.rooms.find((r) => r.id === str(p.room_id) && r.kind === str(p.kind));
      if (!room) fail(SHARE_NOT_FOUND, TEXTS.roomGone);
      return {
        id: room.id,
        kind: room.kind,
        title: room.title,
        cover_image: coverUrl(`room${room.id}`),
        host: userOf(state, room.host) as ShareUser,
        online_num: room.is_open ? room.online_num : 0,
        is_open: room.is_open,
      };
    }),
  ],
  raw: mediaRoutes<ShareState>(),
  switches: {
    /** The device reports received so far, for tests. */
    deviceReports: (state) => state.deviceReports,
  },
});
