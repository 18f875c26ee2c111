// The seeded families: one per market at least, signed-in users as leaders, members and
// outsiders (so every path of the pages has someone to try it as), a full family, pending
// applications, invitations both ways, income and this week's starlight.

import type { SandboxClock } from '../../clock.ts';
import { avatarUrl, seededCrowd } from '../../kit/index.ts';
import type { Random } from '../../random.ts';
import { CROWD, SIGNED_IN_USERS } from '../../users.ts';
import { type Family, type FamilyState, newId, type Person } from './state.ts';
import { INCOME_TITLES, joinedNotice, levelNotice, NOTES } from './texts.ts';
import { startOfWeek, WEEK_MS } from './weeks.ts';

/** Where the sandbox serves family covers: `<family id>.svg`, a cover of each family's own. */
export const COVER_DIR = '/static/family/covers';
export const coverUrl = (familyId: number) => `${COVER_DIR}/${familyId}.svg`;

/** Weeks of the weekly family star already run when the sandbox starts. */
const WEEKS_RUN = 2;

interface FamilySeed {
  id: number;
  title: string;
  slogan: string;
  country: string;
  leader: number;
  members: number[];
  /** Filler members drawn from the crowd. */
  extra: number;
  exp: number;
  gamingoExp: number;
  inCampaign?: boolean;
}

// 1001 leads 301 (12 members, level 3: may become a model family), 1002 leads 302; 1008 and
// 1007 are members there, 1003 a member of 303. 1004, 1005 and 1006 have no family.
const FAMILIES: FamilySeed[] = [
  {
    id: 301,
    title: 'Desi Melodies',
    slogan: 'Sing with heart, win together',
    country: 'IN',
    leader: 1001,
    members: [1008, 2001, 2008, 2015],
    extra: 7,
    exp: 4_200,
    gamingoExp: 2_400,
  },
  {
    id: 302,
    title: 'أصوات النيل',
    slogan: 'نغني للنيل كل ليلة',
    country: 'EG',
    leader: 1002,
    members: [1007, 2003, 2010],
    extra: 2,
    exp: 900,
    gamingoExp: 300,
  },
  {
    id: 303,
    title: 'Suara Nusantara',
    slogan: 'Dari Sabang sampai Merauke',
    country: 'ID',
    leader: 2002,
    members: [1003, 2009, 2016],
    extra: 5,
    exp: 9_500,
    gamingoExp: 6_500,
  },
  {
    id: 304,
    title: 'Lagos Groove',
    slogan: 'Afrobeats all night',
    country: 'NG',
    leader: 2004,
    members: [2011, 2018],
    extra: 6,
    exp: 21_000,
    gamingoExp: 800,
  },
  {
    id: 305,
    title: 'Harana Hearts',
    slogan: 'Kanta tayo',
    country: 'PH',
    leader: 2005,
    members: [2012, 2019],
    extra: 4,
    exp: 2_500,
    gamingoExp: 1_200,
  },
  {
    id: 306,
    title: 'Full House Singers',
    slogan: 'No seats left, sorry',
    country: 'IN',
    leader: 2022,
    members: [],
    extra: 29,
    exp: 300,
    gamingoExp: 0,
  },
  {
    id: 307,
    title: 'Irama Malaysia',
    slogan: 'Lagu kita, gaya kita',
    country: 'MY',
    leader: 2006,
    members: [2013, 2020],
    extra: 3,
    exp: 1_400,
    gamingoExp: 900,
  },
  {
    id: 308,
    title: 'نجوم الخليج',
    slogan: 'طرب أصيل',
    country: 'SA',
    leader: 2007,
    members: [2014, 2028],
    extra: 5,
    exp: 52_000,
    gamingoExp: 16_000,
  },
  {
    id: 309,
    title: 'Bollywood Beats',
    slogan: 'Every song a story',
    country: 'IN',
    leader: 2017,
    members: [2024],
    extra: 8,
    exp: 12_000,
    gamingoExp: 4_000,
  },
  {
    id: 310,
    title: 'Cairo Nights',
    slogan: 'Tarab forever',
    country: 'EG',
    leader: 2023,
    members: [2027],
    extra: 4,
    exp: 600,
    gamingoExp: 100,
    inCampaign: false,
  },
  {
    id: 311,
    title: 'Naija Voices',
    slogan: 'One voice, many hearts',
    country: 'NG',
    leader: 2025,
    members: [],
    extra: 6,
    exp: 7_000,
    gamingoExp: 2_000,
  },
  {
    id: 312,
    title: 'Jakarta Jamming',
    slogan: 'Ayo nyanyi',
    country: 'ID',
    leader: 2021,
    members: [],
    extra: 3,
    exp: 3_300,
    gamingoExp: 700,
  },
];

const FILLER_FIRST_UID = 7300;

export function seedFamilies({ clock, rng }: { clock: SandboxClock; rng: Random }): FamilyState {
  const now = clock.now();
  const people = new Map<number, Person>();
  for (const u of [...SIGNED_IN_USERS, ...CROWD]) people.set(u.uid, pick(u));
  const fillerCount = FAMILIES.reduce((n, f) => n + f.extra, 0) + 12;
  const filler = seededCrowd(rng, fillerCount, FILLER_FIRST_UID);
  for (const p of filler) people.set(p.uid, p);
  let next = 0;
  const state: FamilyState = {
    families: new Map(),
    people,
    applications: [],
    notices: [],
    invitations: [],
    uploads: new Map(),
    seasonStart: startOfWeek(now) - WEEKS_RUN * WEEK_MS,
    nextId: 0,
  };
  for (const s of FAMILIES) {
    const extra = filler.slice(next, next + s.extra).map((p) => p.uid);
    next += s.extra;
    const members = [s.leader, ...s.members, ...extra];
    const family: Family = {
      id: s.id,
      title: s.title,
      slogan: s.slogan,
      cover: coverUrl(s.id),
      country: s.country,
      leader: s.leader,
      members,
      exp: s.exp,
      gamingoExp: s.gamingoExp,
      balance: 0,
      income: [],
      starlight: new Map(members.map((uid) => [uid, rng.int(20, 900) * 10])),
      inCampaign: s.inCampaign ?? true,
      special: { model: s.id === 308 ? 'approved' : 'none', college: 'none' },
    };
    for (let i = 0; i < 14; i++) {
      const amount = rng.int(5, 300) * 10;
      family.income.push({
        id: newId(state, 'inc'),
        title: INCOME_TITLES[i % INCOME_TITLES.length]!,
        amount,
        created_at: Math.floor((now - i * 9 * 3_600_000) / 1000),
      });
      family.balance += amount;
    }
    state.families.set(s.id, family);
  }
  // The filler left over are outsiders leaders can invite.
  // Applications to 301 and 302 waiting for their leaders, and an older one already accepted.
  const applicants: Array<[number, number]> = [
    [301, 2026],
    [301, 2029],
    [301, filler[fillerCount - 1]!.uid],
    [302, filler[fillerCount - 2]!.uid],
  ];
  applicants.forEach(([family, uid], i) => {
    state.applications.push({
      id: newId(state, 'app'),
      family,
      uid,
      note: NOTES[i % NOTES.length]!,
      created_at: Math.floor((now - (i + 1) * 3_600_000) / 1000),
      status: 'pending',
    });
  });
  state.notices.push(
    {
      id: newId(state, 'n'),
      family: 301,
      uid: 2015,
      text: joinedNotice(),
      created_at: Math.floor((now - 86_400_000) / 1000),
    },
    {
      id: newId(state, 'n'),
      family: 301,
      uid: 1001,
      text: levelNotice(3),
      created_at: Math.floor((now - 3 * 86_400_000) / 1000),
    },
    {
      id: newId(state, 'n'),
      family: 303,
      uid: 2016,
      text: joinedNotice(),
      created_at: Math.floor((now - 2 * 86_400_000) / 1000),
    },
  );
  // Invitations to outsiders: 1005 has two, 1006 one.
  for (const [family, uid] of [
    [301, 1005],
    [305, 1005],
    [302, 1006],
  ] as const) {
    state.invitations.push({
      id: newId(state, 'inv'),
      family,
      uid,
      created_at: Math.floor((now - 7_200_000) / 1000),
      status: 'pending',
    });
  }
  return state;
}

function pick(u: Person): Person {
  return { uid: u.uid, stage_name: u.stage_name, avatar: u.avatar || avatarUrl(u.uid), country: u.country };
}
