import { defineRoutes, type RouteDecl } from '@h5/ui-kit/routes';

/** A shared link's id, read only when it is a number (`shareLink.ts`: the page says the link is incomplete otherwise). */
const idGiven = (key: string) => ({ value: `$query.${key}`, pattern: /^\d{1,20}$/ });
const RECORDING_GIVEN = idGiven('recording_id');

/**
 * The reads the recording page makes as it shows, declared so the HTML starts them before any
 * JavaScript: the recording itself (its cover is the largest paint) and what surrounds it. The
 * sharer's detail (`share.smDetail`) is not among them: it carries the link's optional sharer and
 * channel, which a read started from the HTML cannot leave out when absent.
 */
const RECORDING_READS: RouteDecl['reads'] = [
  { call: 'share.recording', params: { id: '$query.recording_id' }, when: RECORDING_GIVEN },
  { call: 'share.comments', params: { recording_id: '$query.recording_id', page: 1 }, when: RECORDING_GIVEN },
  { call: 'share.awards', params: { recording_id: '$query.recording_id' }, when: RECORDING_GIVEN },
  { call: 'share.collabs', params: { recording_id: '$query.recording_id', page: 1 }, when: RECORDING_GIVEN },
];

/** A shared profile's page: the singer of `user_id`. */
const profile = (path: string): RouteDecl => ({
  path,
  screen: 'profile',
  noLimit: true,
  reads: [{ call: 'share.profile', params: { uid: '$query.user_id' }, when: idGiven('user_id') }],
});

/** A shared room's page, live or KTV. */
const room = (path: string, screen: string, kind: 'live' | 'ktv'): RouteDecl => ({
  path,
  screen,
  noLimit: true,
  reads: [{ call: 'share.room', params: { kind, room_id: '$query.room_id' }, when: idGiven('room_id') }],
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
      reads: [{ call: 'share.playlist', params: { id: '$query.playlist_id' }, when: idGiven('playlist_id') }],
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
    '/v/chat-share?recording_id=880005',
    '/v/share-leadsinger?recording_id=880003',
    '/v/share-landing-page/record?recording_id=880004',
    '/v/share-landing-page/detail?recording_id=880001',
    '/v/share-landing-page?recording_id=880007',
    '/share?recording_id=880001&share_user_id=7301&share_channel=whatsapp',
    '/d/playrecording?recording_id=880008',
    '/v/share-profile?user_id=7300',
    '/d/profileinfo?user_id=7301',
    '/playlist/share?playlist_id=3301',
    '/live/share?room_id=5501',
    '/ktv/share?room_id=6601',
  ],
});
