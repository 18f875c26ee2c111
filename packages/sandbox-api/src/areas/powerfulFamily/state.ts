// The war area's state: the family area's families and people (seeded the same way, so the war
// shows the families the family pages show), the families that joined only the war, and two
// wars: this season's on the sandbox clock, and last season's, finished.

import type { SandboxClock } from '../../clock.ts';
import { avatarUrl, seededCrowd } from '../../kit/index.ts';
import { createRandom } from '../../random.ts';
import { coverUrl, seedFamilies } from '../family/seed.ts';
import type { FamilyState, Person } from '../family/state.ts';
import { OTHER_FAMILIES, REGIONS } from './texts.ts';
import { DAY_MS, STAGE_MS, type War, type WarFamily } from './war.ts';

export interface PowerfulFamilyState {
  /** The family area's seed: families with their leaders and members, and people. */
  fam: FamilyState;
  people: Map<number, Person>;
  families: WarFamily[];
  wars: Record<string, War>;
}

/** This season's war, which the switches move; and last season's, finished. */
export const WAR_PROMO = 'family-war';
export const LAST_WAR_PROMO = 'family-war-2025';
/** Where the running war stands when the sandbox starts: level 3, its second day, six hours in. */
const SEED_LEVEL = 3;
export const seedBegin = (now: number, level = SEED_LEVEL) =>
  now - (level - 1) * STAGE_MS - DAY_MS - 6 * 3_600_000;
const LAST_WAR_DAYS_AGO = 40;

const FAMILY_SEED = 0xfa31;
const FIRST_OTHER_UID = 7600;
const FIRST_OTHER_FAMILY = 900;
const OTHER_MEMBERS = 8;

/** A region's group names, `A` on: two unless the region says how many. */
export function groupsOf(region: (typeof REGIONS)[number]): string[] {
  const n = 'groups' in region ? region.groups : 2;
  return Array.from({ length: n }, (_, i) => String.fromCharCode(65 + i));
}

export function seedWar({ clock }: { clock: SandboxClock }): PowerfulFamilyState {
  const now = clock.now();
  // The family area's own seed, with a generator of our own so the other areas' draws stay as they are.
  const fam = seedFamilies({ clock, rng: createRandom(FAMILY_SEED) });
  const people = new Map(fam.people);
  const families: WarFamily[] = [];
  const crowd = seededCrowd(createRandom(FAMILY_SEED + 1), 30 * OTHER_MEMBERS, FIRST_OTHER_UID);
  for (const p of crowd) people.set(p.uid, { ...p, avatar: p.avatar || avatarUrl(p.uid) });
  let next = 0;
  let otherId = FIRST_OTHER_FAMILY;
  for (const region of REGIONS) {
    const mine = [...fam.families.values()].filter(
      (f) => f.inCampaign && (region.countries as readonly string[]).includes(f.country),
    );
    const list: Array<Omit<WarFamily, 'group' | 'region'>> = mine.map((f) => ({
      id: f.id,
      title: f.title,
      cover: f.cover,
      leader: f.leader,
      members: [...f.members],
    }));
    for (const title of OTHER_FAMILIES[region.id]) {
      const members = crowd.slice(next, next + OTHER_MEMBERS).map((p) => p.uid);
      next += OTHER_MEMBERS;
      otherId += 1;
      list.push({ id: otherId, title, cover: coverUrl(otherId), leader: members[0]!, members });
    }
    const groups = groupsOf(region);
    families.push(...list.map((f, i) => ({ ...f, region: region.id, group: groups[i % groups.length]! })));
  }
  return {
    fam,
    people,
    families,
    wars: {
      [WAR_PROMO]: { promo: WAR_PROMO, begin: seedBegin(now), salt: 1 },
      [LAST_WAR_PROMO]: { promo: LAST_WAR_PROMO, begin: now - LAST_WAR_DAYS_AGO * DAY_MS, salt: 2 },
    },
  };
}
