// Seeded people beyond the fixed users: believable names from the app's markets in their own
// scripts (so masking, bidi isolation and right-to-left are tried on real shapes), the public
// face a list shows of a user, and crowds drawn on the area's seeded generator.

import type { Random } from '../random.ts';
import { type SandboxUser, userByUid } from '../users.ts';
import { avatarUrl } from './avatars.ts';

export type NameScript = 'latin' | 'arabic' | 'devanagari' | 'indonesian' | 'filipino';

/** Names per script, with the country they are typical of. */
export const NAMES: Record<NameScript, { country: string; names: readonly string[] }> = {
  latin: {
    country: 'NG',
    names: ['Chinedu Okeke', 'Amaka Obi', 'Tobi Adeyemi', 'Zainab Bello', 'Rohan Mehta', 'Neha Kapoor'],
  },
  arabic: {
    country: 'EG',
    names: ['محمد عبد الله', 'نور الهدى', 'يوسف إبراهيم', 'مريم خالد', 'أحمد سمير', 'هبة علي'],
  },
  devanagari: {
    country: 'IN',
    names: ['आरव शर्मा', 'प्रिया वर्मा', 'राहुल गुप्ता', 'अनन्या सिंह', 'विक्रम यादव', 'सोनिया मिश्रा'],
  },
  indonesian: {
    country: 'ID',
    names: ['Agus Setiawan', 'Sri Wahyuni', 'Dimas Saputra', 'Intan Permata', 'Wulan Sari', 'Eko Prasetyo'],
  },
  filipino: {
    country: 'PH',
    names: [
      'Juan dela Cruz',
      'Maria Clara Reyes',
      'Jose Bautista',
      'Angelica Santos',
      'Mark Villanueva',
      'Kristine Ramos',
    ],
  },
};

const SCRIPTS = Object.keys(NAMES) as NameScript[];

/** What a list shows of a person: ranking rows, winners, lucky lists. */
export interface Face {
  uid: number;
  stage_name: string;
  avatar: string;
}

export function face(u: Pick<SandboxUser, 'uid' | 'stage_name' | 'avatar'>): Face {
  return { uid: u.uid, stage_name: u.stage_name, avatar: u.avatar };
}

/** The face of a uid; an unknown uid shows as `#<uid>` without a picture. */
export function faceOf(uid: number): Face {
  const u = userByUid(uid);
  return u ? face(u) : { uid, stage_name: `#${uid}`, avatar: '' };
}

/**
 * `count` people with uids from `firstUid`, the scripts taken in turn and the names drawn on
 * `rng`: the same seed gives the same crowd. No name is given twice in a crowd until its script's
 * names are all used (a list of thirty people shows thirty names, not one person three times).
 * Display only: they cannot sign in.
 */
export function seededCrowd(rng: Random, count: number, firstUid: number): Array<Face & { country: string }> {
  const used = new Map<NameScript, Set<string>>();
  return Array.from({ length: count }, (_, i) => {
    const script = SCRIPTS[i % SCRIPTS.length]!;
    const { country, names } = NAMES[script];
    let taken = used.get(script);
    if (!taken || taken.size === names.length) {
      taken = new Set();
      used.set(script, taken);
    }
    // One draw per person as before (the rest of an area's seed stays the same), then the next
    // name not yet given.
    let at = names.indexOf(rng.pick(names));
    while (taken.has(names[at]!)) at = (at + 1) % names.length;
    taken.add(names[at]!);
    const uid = firstUid + i;
    return { uid, stage_name: names[at]!, avatar: avatarUrl(uid), country };
  });
}

/** Rooms' names (party rooms, KTV rooms): chosen by their hosts, shown as names in every language. */
export const ROOM_NAMES = [
  'Midnight Melodies',
  'غرفة الطرب',
  'Desi Beats',
  'Karaoke Kings',
  'Suara Merdu',
  'OPM Jam',
  'ليالي القاهرة',
  'Bollywood Nights',
  'Naija Vibes',
  'Lagu Kita',
  'Retro Room',
  'Chill Lounge',
  'Sufi Corner',
  'Gulf Groove',
  'Manila Mic',
  'Lagos Lounge',
  'سهرة الخليج',
  'Chai and Chords',
  'Rainy Day Radio',
  'Mic Drop Club',
  'Neon Nights',
  'بيت النغم',
  'Dangdut Party',
  'Afrobeats Avenue',
  'Golden Oldies',
  'Late Night Duets',
  'The Green Room',
  'Friday Jam',
];
