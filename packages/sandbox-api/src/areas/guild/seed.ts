// The seeded guild world. The signed-in users each stand in one situation, so a test or a demo
// signs in as the one it needs:
//   1001 Aarav    president of a broadcaster guild (101) and member of an event-host guild (201)
//   1002 Laila    broadcaster member of a Cairo guild (102), no event-host guild
//   1003 Budi     in no guild, not a broadcaster
//   1004 Chioma   broadcaster in no guild, waiting on an application to 101
//   1005 Maria    president of a broadcaster guild (103) that anyone may join
//   1006 Nurul    in no guild, a broadcaster
//   1007 Omar     broadcaster member of 101
//   1008 Priya    broadcaster member of 101

import type { GuildFace, GuildIdentity } from '@h5/core-api/contracts/guild';
import type { SandboxClock } from '../../clock.ts';
import { seededCrowd } from '../../kit/people.ts';
import type { Random } from '../../random.ts';
import { CROWD } from '../../users.ts';
import { coverUrl, DEFAULT_MAX_MEMBERS, PK_ROUND_MS } from './constants.ts';
import type { Application, Guild, GuildState } from './state.ts';

const DAY_S = 86_400;

/** Broadcaster guilds beyond the signed-in users' own, with their country. */
const BROADCASTER_GUILDS: Array<[string, string]> = [
  ['Lagos Vibes', 'NG'],
  ['Bintang Jakarta', 'ID'],
  ['نجوم الرياض', 'SA'],
  ['Desi Dhun', 'IN'],
  ['KL Harmoni', 'MY'],
  ['Cebu Crooners', 'PH'],
  ['صوت الخليج', 'AE'],
  ['Abuja Stars', 'NG'],
  ['Surabaya Suara', 'ID'],
  ['Delhi Sur Sangam', 'IN'],
  ['Nile Voices', 'EG'],
  ['Penang Pop', 'MY'],
  ['Davao Divas', 'PH'],
  ['Kano Keys', 'NG'],
  ['أصوات الإسكندرية', 'EG'],
  ['Bandung Beat', 'ID'],
  ['Chennai Ragas', 'IN'],
  ['Jeddah Jam', 'SA'],
  ['Quezon Queens', 'PH'],
  ['Ipoh Idols', 'MY'],
];

const EVENT_GUILDS: Array<[string, string]> = [
  ['Desi Party Nights', 'IN'],
  ['Pesta Malam', 'ID'],
  ['سهرات القاهرة', 'EG'],
  ['Naija Owambe', 'NG'],
  ['Manila Fiesta', 'PH'],
  ['Malam Minggu KL', 'MY'],
];

const SLOGANS = [
  'Sing every night, grow every day.',
  'نغني معًا كل ليلة',
  'Live, laugh, sing.',
  'Suara kita, panggung kita.',
];

export function seedGuilds({ clock, rng }: { clock: SandboxClock; rng: Random }): GuildState {
  const now = Math.floor(clock.now() / 1000);
  const people = new Map<number, GuildFace>();
  // Members who are nobody else's users: a crowd of their own, from uid 7100.
  const extras = seededCrowd(rng, 160, 7100);
  for (const p of extras) people.set(p.uid, { uid: p.uid, stage_name: p.stage_name, avatar: p.avatar });
  let nextExtra = 0;
  const takeExtras = (n: number) => {
    const out = extras.slice(nextExtra, nextExtra + n).map((p) => p.uid);
    nextExtra += n;
    return out;
  };

  const guilds = new Map<number, Guild>();
  const add = (
    guild_id: number,
    identity: GuildIdentity,
    name: string,
    country: string,
    president: number,
    members: number[],
    open_join = false,
  ) => {
    guilds.set(guild_id, {
      guild_id,
      identity,
      name,
      country,
      cover: coverUrl(guild_id),
      slogan: SLOGANS[guild_id % SLOGANS.length]!,
      created_at: now - (40 + (guild_id % 300)) * DAY_S,
      president,
      open_join,
      max_members: DEFAULT_MAX_MEMBERS,
      members: new Map(members.map((uid, i) => [uid, now - (30 - (i % 29)) * DAY_S])),
    });
  };

  // The signed-in users' guilds.
  add(101, 1, 'Mumbai Melody House', 'IN', 1001, [1007, 1008, CROWD[0]!.uid, ...takeExtras(9)]);
  add(102, 1, 'نجوم القاهرة', 'EG', CROWD[2]!.uid, [1002, CROWD[12]!.uid, ...takeExtras(6)]);
  add(103, 1, 'Manila Voices', 'PH', 1005, [CROWD[4]!.uid, ...takeExtras(5)], true);
  add(201, 0, EVENT_GUILDS[0]![0], 'IN', CROWD[7]!.uid, [1001, ...takeExtras(7)]);
  // The rest: broadcaster guilds from 104, event-host guilds from 202, presidents from the crowd.
  BROADCASTER_GUILDS.forEach(([name, country], i) => {
    const [president, ...members] = takeExtras(2 + (i % 5));
    add(104 + i, 1, name, country, president!, members, i % 3 === 0);
  });
  EVENT_GUILDS.slice(1).forEach(([name, country], i) => {
    const [president, ...members] = takeExtras(2 + (i % 4));
    add(202 + i, 0, name, country, president!, members, i % 2 === 0);
  });

  // Applications to Aarav's guild: pending ones (one from a user another guild has taken since),
  // and older answered ones.
  const taken = [...guilds.get(104)!.members.keys()][0]!;
  const applications: Application[] = [
    { uid: 1004, status: 'pending', ago: 2 },
    { uid: CROWD[9]!.uid, status: 'pending', ago: 5 },
    { uid: CROWD[15]!.uid, status: 'pending', ago: 9 },
    { uid: taken, status: 'pending', ago: 20 },
    { uid: CROWD[20]!.uid, status: 'approved', ago: 3 * 24 },
    { uid: CROWD[22]!.uid, status: 'rejected', ago: 4 * 24 },
  ].map((a, i) => ({
    id: 501 + i,
    guild_id: 101,
    uid: a.uid,
    identity: 1 as GuildIdentity,
    applied_at: now - a.ago * 3600,
    status: a.status as Application['status'],
  }));
  // Those approved earlier are members now.
  guilds.get(101)!.members.set(CROWD[20]!.uid, now - 3 * DAY_S);

  const broadcasters = new Set<number>([1001, 1002, 1004, 1005, 1006, 1007, 1008]);
  for (const g of guilds.values())
    if (g.identity === 1) for (const uid of [g.president, ...g.members.keys()]) broadcasters.add(uid);

  // The PK season started two and a half rounds ago: the live round has half an hour to go
  // whatever the wall clock says, so a test that moves the clock a few minutes stays in it.
  const pkStart = clock.now() - 2.5 * PK_ROUND_MS;

  return {
    guilds,
    broadcasters,
    applications,
    uploads: new Map(),
    people,
    pkStart,
    nextGuildId: 301,
    nextApplicationId: 601,
    nextUploadId: 1,
  };
}
