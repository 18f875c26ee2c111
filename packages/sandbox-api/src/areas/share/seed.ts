// The seeded world of the share pages: singers (some verified), recordings of every media type
// with covers and media, comments with likes, competitions, awards, a family, a playlist, and a
// live and a KTV room. Server texts are seeded in every shipped language; people's own words
// (descriptions, comments, room names) stay as they wrote them.

import type {
  ContainerType,
  MediaType,
  RecordCard,
  ShareComment,
  ShareUser,
} from '@h5/core-api/contracts/share';
import type { SandboxClock } from '../../clock.ts';
import { CLIP_SECONDS } from '../../kit/art.ts';
import { seededCrowd } from '../../kit/index.ts';
import { type Localized, localized } from '../../kit/localized.ts';
import type { Random } from '../../random.ts';
import { coverUrl, mediaUrl } from './media.ts';

export interface SeedRecording {
  id: string;
  container_type: ContainerType;
  media_type: MediaType;
  song: { id: number; name: string; artist: string };
  singer: number;
  desc: string;
  listen_num: number;
  like_num: number;
  /** The partner of a duet, the id of its first part for a joined chorus. */
  partner?: number;
  competitions: number[];
  awards: number[];
}

interface SeedRoom {
  id: string;
  kind: 'live' | 'ktv';
  title: string;
  host: number;
  online_num: number;
  is_open: boolean;
}

interface DeviceReport {
  device_id: string;
  page: string;
  os: string;
  lang: string;
  at: number;
}

export interface ShareState {
  users: ShareUser[];
  recordings: SeedRecording[];
  comments: Record<string, ShareComment[]>;
  bios: Record<number, string>;
  playlists: Array<{ id: string; title: string; owner: number; records: string[] }>;
  rooms: SeedRoom[];
  deviceReports: DeviceReport[];
}

const FIRST_UID = 7300;
const SINGERS = 12;

const SONGS = [
  { id: 501, name: 'Tum Hi Ho', artist: 'Arijit Singh' },
  { id: 502, name: 'Perfect', artist: 'Ed Sheeran' },
  { id: 503, name: 'Tamally Maak', artist: 'Amr Diab' },
  { id: 504, name: 'Kal Ho Naa Ho', artist: 'Sonu Nigam' },
  { id: 505, name: 'Shallow', artist: 'Lady Gaga' },
  { id: 506, name: 'Bahasa Kalbu', artist: 'Titi DJ' },
];

/** [id, container, media type, song index, singer index, description, partner index] */
const RECORDINGS: Array<[string, ContainerType, MediaType, number, number, string, number?]> = [
  ['880001', 'solo', 'audio', 0, 0, 'My first try at this one, hope you like it! 🎶'],
  ['880002', 'solo', 'video', 2, 1, 'أغنية من القلب'],
  ['880003', 'chorus', 'audio_collab_invite', 1, 2, 'Sing the second part with me 💕'],
  ['880004', 'chorus', 'video_collab_invite', 3, 3, 'Join my duet, your part is waiting'],
  ['880005', 'duet', 'audio_collab', 1, 4, 'Our duet, with my best friend', 2],
  ['880006', 'solo', 'audio', 4, 5, 'Late night cover'],
  ['880007', 'solo', 'audio', 5, 6, 'Lagu favorit saya'],
  ['880008', 'duet', 'video_collab', 3, 7, 'Duet from Lagos to Delhi', 3],
  ['880009', 'solo', 'audio', 0, 8, 'Unplugged'],
  ['880010', 'solo', 'video', 2, 9, 'حفلة صغيرة'],
  ['880011', 'duet', 'audio_collab', 1, 10, 'Second part, finally!', 2],
  ['880012', 'solo', 'audio', 4, 11, 'One take'],
];

/** Server texts: competitions and awards, in every shipped language. */
export const COMPETITIONS: Record<number, Localized> = {
  1: localized({ en: 'Weekly Star', ar: 'نجم الأسبوع' }),
  2: localized({ en: 'Duet Cup', ar: 'كأس الدويتو' }),
};

export const AWARDS: Record<number, Localized> = {
  1: localized({ en: 'Top 10 of the week', ar: 'أفضل 10 هذا الأسبوع' }),
  2: localized({ en: 'Most liked cover', ar: 'الغناء الأكثر إعجابًا' }),
  3: localized({ en: 'Rising voice', ar: 'صوت صاعد' }),
};

export const TOP_TITLE = localized({
  en: 'Listen to this song on StarMaker',
  ar: 'استمع إلى هذه الأغنية على StarMaker',
});

export const TEXTS = {
  recordingGone: localized({
    en: 'This recording was removed or does not exist.',
    ar: 'هذا التسجيل محذوف أو غير موجود.',
  }),
  userGone: localized({ en: 'This user does not exist.', ar: 'هذا المستخدم غير موجود.' }),
  playlistGone: localized({
    en: 'This playlist was removed or does not exist.',
    ar: 'قائمة التشغيل هذه محذوفة أو غير موجودة.',
  }),
  roomGone: localized({ en: 'This room does not exist.', ar: 'هذه الغرفة غير موجودة.' }),
  noDevice: localized({ en: 'The device is missing.', ar: 'الجهاز غير محدد.' }),
};

export const FAMILY = { id: 41, name: 'Desi Melodies', member_num: 86 };

const COMMENT_WORDS = [
  'Wow, goosebumps! 😍',
  'ما شاء الله صوت جميل',
  'Bahut khoob 👏',
  'Suara kamu bagus banget',
  'Love this version ❤️',
  'رائع جدا',
  'Sing more please!',
  'Ganda ng boses mo',
  'Beautiful high notes',
  'أحسنت',
  'Repeat mode on 🔁',
  'Nice duet!',
  'This made my day',
  'صوتك يجنن',
];

const MINUTE = 60;

export function seedShare({ clock, rng }: { clock: SandboxClock; rng: Random }): ShareState {
  const crowd = seededCrowd(rng, SINGERS + 10, FIRST_UID);
  const users: ShareUser[] = crowd.map((p, i) => ({
    id: p.uid,
    name: p.stage_name,
    profile_image: p.avatar,
    // Every third singer is verified.
    is_verified: i % 3 === 0,
  }));
  const nowSec = Math.floor(clock.now() / 1000);
  const recordings: SeedRecording[] = RECORDINGS.map(
    ([id, container_type, media_type, song, singer, desc, partner], i) => ({
      id,
      container_type,
      media_type,
      song: SONGS[song] as SeedRecording['song'],
      singer: (users[singer] as ShareUser).id,
      desc,
      listen_num: 12_400 - i * 730,
      like_num: 2_310 - i * 140,
      ...(partner === undefined ? {} : { partner: (users[partner] as ShareUser).id }),
      competitions: i === 0 ? [1] : i === 4 ? [2] : [],
      awards: i === 0 ? [1, 2] : i === 1 ? [3] : [],
    }),
  );
  const comments: Record<string, ShareComment[]> = {};
  // Spread over a week, so every recent-time label shows: minutes, hours, days and a date.
  const AGES = [3, 25, 90, 300, 700, 1500, 2900, 4400, 7000, 9000, 11000, 13000, 20000, 40000];
  for (const [r, rec] of recordings.entries()) {
    const count = r === 0 ? COMMENT_WORDS.length : r % 3 === 0 ? 0 : 3;
    comments[rec.id] = Array.from({ length: count }, (_, i) => ({
      id: `${rec.id}-c${i + 1}`,
      user: users[SINGERS + (i % 10)] as ShareUser,
      content: COMMENT_WORDS[(i + r) % COMMENT_WORDS.length] as string,
      like_num: (i * 37 + r * 11) % 120,
      create_time: nowSec - (AGES[i] ?? 60_000) * MINUTE,
    }));
  }
  const bios: Record<number, string> = {};
  for (const [i, u] of users.slice(0, SINGERS).entries())
    bios[u.id] = i % 2 === 0 ? 'Singing is my therapy 🎤' : 'الغناء حياتي';
  return {
    users,
    recordings,
    comments,
    bios,
    playlists: [
      {
        id: '3301',
        title: 'Sunday evening duets ✨',
        owner: (users[0] as ShareUser).id,
        records: ['880005', '880008', '880011', '880001', '880006'],
      },
    ],
    rooms: [
      {
        id: '5501',
        kind: 'live',
        title: 'Singing your requests 🎶',
        host: (users[1] as ShareUser).id,
        online_num: 1284,
        is_open: true,
      },
      {
        id: '5502',
        kind: 'live',
        title: 'Morning chai and songs',
        host: (users[4] as ShareUser).id,
        online_num: 0,
        is_open: false,
      },
      {
        id: '6601',
        kind: 'ktv',
        title: 'سهرة طرب',
        host: (users[2] as ShareUser).id,
        online_num: 46,
        is_open: true,
      },
    ],
    deviceReports: [],
  };
}

export function userOf(state: ShareState, id: number): ShareUser | undefined {
  return state.users.find((u) => u.id === id);
}

export function cardOf(state: ShareState, rec: SeedRecording): RecordCard {
  return {
    id: rec.id,
    cover_image: coverUrl(rec.id),
    song_name: rec.song.name,
    media_type: rec.media_type,
    listen_num: rec.listen_num,
    user: userOf(state, rec.singer) as ShareUser,
  };
}

export const recordingMedia = (id: string) => ({
  media_url: mediaUrl(id),
  cover_image: coverUrl(id),
  duration_ms: CLIP_SECONDS * 1000,
});
