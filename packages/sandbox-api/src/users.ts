// Seeded people: the signed-in users a tester can be, and the crowd that fills winners lists
// and rankings. Names come from the app's markets so masking and RTL are tried on real shapes.

import { avatarUrl } from './kit/avatars.ts';

export interface SandboxUser {
  uid: number;
  stage_name: string;
  avatar: string;
  country: string;
  vip: boolean;
  /** The login cookie value that signs this user in. */
  token: string;
}

const people: Array<[number, string, string, boolean]> = [
  [1001, 'Aarav Sharma', 'IN', false],
  [1002, 'ليلى حداد', 'EG', true],
  [1003, 'Budi Santoso', 'ID', false],
  [1004, 'Chioma Okafor', 'NG', false],
  [1005, 'Maria Santos', 'PH', true],
  [1006, 'Nurul Aisyah', 'MY', false],
  [1007, 'عمر الفارسي', 'AE', false],
  [1008, 'Priya 🎤 Nair', 'IN', false],
];

export const SIGNED_IN_USERS: readonly SandboxUser[] = people.map(([uid, stage_name, country, vip]) => ({
  uid,
  stage_name,
  country,
  vip,
  avatar: avatarUrl(uid),
  token: `tok-${uid}`,
}));

/** The default user of demos and tests. */
export const DEFAULT_USER = SIGNED_IN_USERS[0]!;

const crowdNames = [
  'Rohan Mehta',
  'Siti Rahayu',
  'Ahmed Mostafa',
  'Ngozi Eze',
  'Joy Dela Cruz',
  'Aisyah Rahman',
  'فاطمة الزهراء',
  'Vikram Singh',
  'Dewi Lestari',
  'Youssef Nabil',
  'Emeka Obi',
  'Carlo Reyes',
  'Hafiz Ismail',
  'خالد منصور',
  'Ananya Iyer',
  'Rizky Pratama',
  'Mona Samir',
  'Tunde Bakare',
  'Bea Villanueva',
  'Farah Lim',
  '🌟Star Kid🌟',
  'Kabir Das',
  'Putri Ayu',
  'Nour Hassan',
  'Ifeoma Nwosu',
  'Paolo Garcia',
  'Zara Yusof',
  'سارة العلي',
  'Jo',
];

export const CROWD: readonly SandboxUser[] = crowdNames.map((stage_name, i) => ({
  uid: 2001 + i,
  stage_name,
  country: ['IN', 'ID', 'EG', 'NG', 'PH', 'MY', 'SA'][i % 7]!,
  vip: i % 5 === 0,
  avatar: avatarUrl(i),
  token: `tok-${2001 + i}`,
}));

const byToken = new Map([...SIGNED_IN_USERS, ...CROWD].map((u) => [u.token, u]));
const byUid = new Map([...SIGNED_IN_USERS, ...CROWD].map((u) => [u.uid, u]));

export function userByToken(token: string | null | undefined): SandboxUser | null {
  return token ? (byToken.get(token) ?? null) : null;
}

export function userByUid(uid: number): SandboxUser | null {
  return byUid.get(uid) ?? null;
}
