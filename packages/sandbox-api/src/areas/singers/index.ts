// Singer programmes and verified singers: the sandbox side of campaigns/singers. Programmes are
// configuration (what qualifies, how to apply); a user's standing is derived from their uid;
// applications and track uploads are stored per user; verified singers and their posts are seeded.

import {
  type Application,
  applyProgramme,
  getProgramme,
  getSingerPosts,
  getVerifiedSinger,
  getVerifiedSingers,
  INTRO_MAX,
  INTRO_MIN,
  SINGERS_CODES,
  type SingerPost,
  sendTrackChunk,
  startTrackUpload,
  TRACK_MAX_BYTES,
  TRACK_MAX_SECONDS,
  TRACK_MIN_SECONDS,
  TRACK_TYPES,
  type VerifiedSinger,
} from '@h5/core-api/contracts/singers';
import { defineArea, fail, int, on, str } from '../../area.ts';
import { pageOf } from '../../kit/index.ts';
import { type Localizable, localized } from '../../kit/localized.ts';
import { CROWD, SIGNED_IN_USERS } from '../../users.ts';
import { PROGRAMMES, REFUSALS, SONGS, standing } from './programmes.ts';

const CHUNK_SIZE = 64 * 1024;
const PAGE_SIZE = 10;
const DAY = 86_400_000;

interface Upload {
  uid: number;
  size: number;
  received: number;
  head: Buffer | null;
  trackId: string | null;
}

export interface SingersState {
  applications: Map<string, Localizable<Application>>;
  /** `uid:client_key` -> application: a form sent twice applies once. */
  sent: Map<string, Localizable<Application>>;
  uploads: Map<string, Upload>;
  /** Track ids uploaded, by uid. */
  tracks: Map<string, number>;
  verified: Array<Localizable<VerifiedSinger>>;
  nextId: number;
}

/** Whether the first bytes look like audio: ID3 or an MPEG frame, RIFF/WAVE, or an MP4 box. */
export function looksLikeAudio(head: Buffer): boolean {
  if (head.length < 12) return false;
  if (head.subarray(0, 3).toString('latin1') === 'ID3') return true;
  if (head[0] === 0xff && (head[1]! & 0xe0) === 0xe0) return true;
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WAVE')
    return true;
  return head.subarray(4, 8).toString('latin1') === 'ftyp';
}

function seedVerified(now: number): Array<Localizable<VerifiedSinger>> {
  const people = [SIGNED_IN_USERS[1]!, ...CROWD.slice(0, 22)];
  return people
    .map((u, i) => ({
      uid: u.uid,
      stage_name: u.stage_name,
      avatar: u.avatar,
      bio: localized({
        en: `Singing since ${2012 + (i % 10)}. Covers, duets and my own songs.`,
        ar: `أغني منذ ${2012 + (i % 10)}. نسخ وثنائيات وأغانٍ من تأليفي.`,
      }),
      followers: 250_000 - i * 9_731,
      posts: 12 + ((i * 7) % 30),
      verified_since: now - (40 + i * 13) * DAY,
    }))
    .sort((a, b) => b.followers - a.followers);
}

function postsOf(s: Localizable<VerifiedSinger>, now: number): Array<Localizable<SingerPost>> {
  return Array.from({ length: s.posts }, (_, i) => ({
    id: `p-${s.uid}-${i + 1}`,
    song: SONGS[(s.uid + i) % SONGS.length]!,
    cover: `/static/rankings/cover-p-${s.uid}-${i + 1}.svg`,
    audio: `/static/rankings/tunes/tune-p-${s.uid}-${i + 1}.wav`,
    plays: 100 + ((s.uid * 31 + i * 977) % 90_000),
    created_at: now - (i * 2 + 1) * DAY,
  }));
}

function singerOf(state: SingersState, uid: number) {
  return (
    state.verified.find((v) => v.uid === uid) ?? fail(SINGERS_CODES.unknownSinger, REFUSALS.unknownSinger)
  );
}

export const singersArea = defineArea<SingersState>({
  name: 'singers',
  seed: ({ clock }) => ({
    applications: new Map(),
    sent: new Map(),
    uploads: new Map(),
    tracks: new Map(),
    verified: seedVerified(clock.now()),
    nextId: 1,
  }),
  handlers: [
    on(getProgramme, ({ state, user }, p) => {
      const key = str(p.programme) ?? '';
      const cfg = PROGRAMMES[key] ?? fail(SINGERS_CODES.unknownProgramme, REFUSALS.unknownProgramme);
      return {
        programme: key,
        apply_with: cfg.applyWith,
        requirements: standing(cfg, user),
        application: user ? (state.applications.get(`${user.uid}:${key}`) ?? null) : null,
      };
    }),

    on(applyProgramme, ({ state, requireUser, clock }, p) => {
      const user = requireUser();
      const key = str(p.programme) ?? '';
      const cfg = PROGRAMMES[key] ?? fail(SINGERS_CODES.unknownProgramme, REFUSALS.unknownProgramme);
      const clientKey = str(p.client_key) ?? '';
      const replay = state.sent.get(`${user.uid}:${clientKey}`);
      if (clientKey && replay) return { application: replay };
      if (state.applications.has(`${user.uid}:${key}`))
        fail(SINGERS_CODES.alreadyApplied, REFUSALS.alreadyApplied);
      if (standing(cfg, user).some((r) => r.have < r.need))
        fail(SINGERS_CODES.notQualified, REFUSALS.notQualified);
      const intro = (str(p.intro) ?? '').trim();
      if (intro.length < INTRO_MIN || intro.length > INTRO_MAX)
        fail(SINGERS_CODES.badIntro, REFUSALS.badIntro);
      const track = str(p.track_id);
      if (cfg.applyWith === 'track' && (!track || state.tracks.get(track) !== user.uid))
        fail(SINGERS_CODES.badTrack, REFUSALS.noTrack);
      const application: Localizable<Application> = {
        id: `app-${state.nextId++}`,
        state: 'pending',
        submitted_at: clock.now(),
        note: REFUSALS.reviewing,
      };
      state.applications.set(`${user.uid}:${key}`, application);
      if (clientKey) state.sent.set(`${user.uid}:${clientKey}`, application);
      return { application };
    }),

    on(startTrackUpload, ({ state, requireUser }, p) => {
      const user = requireUser();
      const mime = str(p.mime) ?? '';
      const size = int(p.size) ?? 0;
      const seconds = Number(p.seconds);
      if (!(TRACK_TYPES as readonly string[]).includes(mime)) fail(SINGERS_CODES.badTrack, REFUSALS.badType);
      if (size <= 0 || size > TRACK_MAX_BYTES) fail(SINGERS_CODES.badTrack, REFUSALS.badSize);
      if (!(seconds >= TRACK_MIN_SECONDS && seconds <= TRACK_MAX_SECONDS))
        fail(SINGERS_CODES.badTrack, REFUSALS.badLength);
      const id = `up-${state.nextId++}`;
      state.uploads.set(id, { uid: user.uid, size, received: 0, head: null, trackId: null });
      return { upload_id: id, chunk_size: CHUNK_SIZE };
    }),

    on(sendTrackChunk, ({ state, requireUser }, p) => {
      const user = requireUser();
      const up = state.uploads.get(str(p.upload_id) ?? '');
      if (!up || up.uid !== user.uid) return fail(SINGERS_CODES.badTrack, REFUSALS.badType);
      const index = int(p.index) ?? -1;
      const bytes = Buffer.from(str(p.data) ?? '', 'base64');
      // A chunk sent again (a retry) is taken once: its place is already counted.
      if (index * CHUNK_SIZE < up.received)
        return { received: up.received, done: up.trackId !== null, track_id: up.trackId ?? '' };
      if (index * CHUNK_SIZE !== up.received || bytes.length === 0)
        fail(SINGERS_CODES.badTrack, REFUSALS.badType);
      if (index === 0) {
        up.head = bytes.subarray(0, 16);
        if (!looksLikeAudio(up.head)) fail(SINGERS_CODES.badTrack, REFUSALS.badType);
      }
      up.received = Math.min(up.size, up.received + bytes.length);
      if (up.received >= up.size && !up.trackId) {
        up.trackId = `track-${state.nextId++}`;
        state.tracks.set(up.trackId, user.uid);
      }
      return { received: up.received, done: up.trackId !== null, track_id: up.trackId ?? '' };
    }),

    on(getVerifiedSinger, ({ state, user }, p) => {
      const uid = int(p.uid) || user?.uid || 0;
      return singerOf(state, uid);
    }),

    on(getSingerPosts, ({ state, clock, user }, p) => {
      const s = singerOf(state, int(p.uid) || user?.uid || 0);
      return pageOf(postsOf(s, clock.now()), p, { size: PAGE_SIZE });
    }),

    on(getVerifiedSingers, ({ state }, p) => pageOf(state.verified, p, { size: PAGE_SIZE })),
  ],
});
