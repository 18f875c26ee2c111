import { readWith } from '@h5/ui-kit/reads';
import { defineRoutes, type RouteDecl } from '@h5/ui-kit/routes';
import {
  AWARDS_READ,
  COLLABS_READ,
  COMMENTS_READ,
  PLAYLIST_READ,
  PROFILE_READ,
  RECORDING_READ,
  ROOM_READ,
  SHARER_DETAIL_READ,
} from './reads.ts';

/** The reads the recording page makes as it shows (reads.ts). */
const RECORDING_READS = [RECORDING_READ, SHARER_DETAIL_READ, COMMENTS_READ, AWARDS_READ, COLLABS_READ];

/** A shared profile's page: the singer of `user_id`. */
const profile = (path: string): RouteDecl => ({
  path,
  screen: 'profile',
  noLimit: true,
  reads: [PROFILE_READ],
});

/** A shared room's page, live or KTV. */
const room = (path: string, screen: string, kind: 'live' | 'ktv'): RouteDecl => ({
  path,
  screen,
  noLimit: true,
  reads: [readWith(ROOM_READ, { kind })],
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
      reads: [PLAYLIST_READ],
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
