import { defineRoutes, type RouteDecl } from '@h5/ui-kit/routes';
import {
  CHANNEL,
  NUMERIC_ID,
  PLAYLIST_KEYS,
  RECORDING_ID,
  RECORDING_KEYS,
  ROOM_KEYS,
  USER_KEYS,
} from './shareLink.ts';

/** A shared link's id under any of its names (`shareLink.ts`), the first one the query gives. */
const idOf = (keys: readonly string[]) => `$query.${keys.join('|')}`;
/** Read only when the id is a number: the page says the link is incomplete otherwise. */
const idGiven = (keys: readonly string[], pattern = NUMERIC_ID) => ({ value: idOf(keys), pattern });
const RECORDING = idOf(RECORDING_KEYS);
const RECORDING_GIVEN = idGiven(RECORDING_KEYS, RECORDING_ID);

/**
 * The reads the recording page makes as it shows, declared so the HTML starts them before any
 * JavaScript: the recording itself (its cover is the largest paint) and what surrounds it, with
 * the sharer's detail, which carries the link's sharer and channel when it names them.
 */
const RECORDING_READS: RouteDecl['reads'] = [
  { call: 'share.recording', params: { id: RECORDING }, when: RECORDING_GIVEN },
  {
    call: 'share.smDetail',
    params: {
      recording_id: RECORDING,
      share_user_id: '$query.share_user_id?',
      share_channel: '$query.share_channel|share_type?',
    },
    patterns: { share_user_id: NUMERIC_ID, share_channel: CHANNEL },
    when: RECORDING_GIVEN,
  },
  { call: 'share.comments', params: { recording_id: RECORDING, page: 1 }, when: RECORDING_GIVEN },
  { call: 'share.awards', params: { recording_id: RECORDING }, when: RECORDING_GIVEN },
  { call: 'share.collabs', params: { recording_id: RECORDING, page: 1 }, when: RECORDING_GIVEN },
];

/** A shared profile's page: the singer of `user_id`. */
const profile = (path: string): RouteDecl => ({
  path,
  screen: 'profile',
  noLimit: true,
  reads: [{ call: 'share.profile', params: { uid: idOf(USER_KEYS) }, when: idGiven(USER_KEYS) }],
});

/** A shared room's page, live or KTV. */
const room = (path: string, screen: string, kind: 'live' | 'ktv'): RouteDecl => ({
  path,
  screen,
  noLimit: true,
  reads: [{ call: 'share.room', params: { kind, room_id: idOf(ROOM_KEYS) }, when: idGiven(ROOM_KEYS) }],
});

/** Every page that shows a shared recording: the app has shared it under many addresses. */
const recording = (path: string): RouteDecl => ({
  path,
  screen: 'recording',
  noLimit: true,
  reads: RECORDING_READS,
});

export default defineRoutes({
  campaign: 'share',
  title:
    'Share pages: a shared recording (with chorus invites, comments and playback), profile, playlist, live and KTV room, each with a way into the app.',
  routes: [
    recording('/v/share'),
    recording('/v/share-chilla'),
    recording('/v/solo-share'),
    { path: '/v/T24156', redirect: { to: '/v/solo-share' } },
    recording('/v/share-image'),
    recording('/v/share-image-whatsapp'),
    recording('/v/chat-share'),
    recording('/v/share-leadsinger'),
    {
      path: '/v/share-landing-page',
      redirect: { to: 'record' },
      children: [recording('record'), recording('detail')],
    },
    recording('/share'),
    recording('/d/playrecording'),
    profile('/v/share-profile'),
    profile('/d/profileinfo'),
    {
      path: '/playlist/share',
      screen: 'playlist',
      noLimit: true,
      reads: [{ call: 'share.playlist', params: { id: idOf(PLAYLIST_KEYS) }, when: idGiven(PLAYLIST_KEYS) }],
    },
    room('/live/share', 'liveRoom', 'live'),
    room('/ktv/share', 'ktvRoom', 'ktv'),
  ],
  examples: [
    '/v/share?recording_id=880001',
    '/v/share-chilla?recording_id=880002',
    '/v/solo-share?recording_id=880006',
    '/v/T24156?recording_id=880009',
    '/v/share-image?recording_id=880002',
    '/v/share-image-whatsapp?recording_id=880010&share_type=whatsapp',
    '/v/chat-share?id=880005',
    '/v/share-leadsinger?recording_id=880003',
    '/v/share-landing-page/record?recording_id=880004',
    '/v/share-landing-page/detail?recording_id=880001',
    '/v/share-landing-page?recording_id=880007',
    '/share?recording_id=880001&share_user_id=7301&share_channel=whatsapp',
    '/d/playrecording?work_id=880008&share_user_id=7301&share_type=whatsapp',
    '/v/share-profile?user_id=7300',
    '/d/profileinfo?uid=7301',
    '/playlist/share?playlist_id=3301',
    '/live/share?room_id=5501',
    '/ktv/share?room_id=6601',
  ],
});
