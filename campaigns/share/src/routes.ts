import { defineRoutes, type RouteDecl } from '@h5/ui-kit/routes';

/**
 * The reads the recording page makes as it shows, declared so the HTML starts them before any
 * JavaScript: the recording itself (its cover is the largest paint) and what surrounds it.
 */
const RECORDING_READS: RouteDecl['reads'] = [
  {
    call: 'share.recording',
    params: { id: '$query.recording_id' },
    when: { value: '$query.recording_id', pattern: /^\d{1,20}$/ },
  },
];

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
    { path: '/v/share-profile', screen: 'profile', noLimit: true },
    { path: '/d/profileinfo', screen: 'profile', noLimit: true },
    { path: '/playlist/share', screen: 'playlist', noLimit: true },
    { path: '/live/share', screen: 'liveRoom', noLimit: true },
    { path: '/ktv/share', screen: 'ktvRoom', noLimit: true },
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
