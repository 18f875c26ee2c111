// The campaign's events as configuration: which page each is, what it is called, its look and its
// rules. Each event's boards, stages, rewards and past winners come from the server by its `event`
// key, so a new season is server data and a new event page is one entry here plus its art; the
// routes (routes.ts) and the screens (main.tsx) are made from these lists. Pure data: the
// manifest script reads it under Node.

import type { RouteDecl } from '@h5/ui-kit/routes';

/** The look of a page: a class on its page and the art behind its head. */
export type Theme = 'gold' | 'red' | 'cover' | 'violet' | 'teal' | 'fest';

export interface WeeklyEvent {
  /** The top-level route: `/v/weekly-star`. */
  path: string;
  /** The server's event key. */
  event: string;
  title: string;
  /** One line under the title. */
  tagline: string;
  theme: Theme;
  /** Covers are ranked by votes and play in the page; users by the gifts they received. */
  covers: boolean;
  rules: readonly string[];
}

export interface CategoryEvent {
  path: string;
  event: string;
  title: string;
  theme: Theme;
  /** The child routes, each one category of the server's event (`route` = category key). */
  categories: ReadonlyArray<{ route: string; label: string }>;
  /** A child route listing everyone the event honored, paged. */
  userList?: string;
}

/**
 * General guidance only: when a week starts and ends is the server's (the rule page shows the
 * board's stage and the time left in it), and no answer names when rewards arrive, so the rules
 * state neither a weekday nor a delay.
 */
const WEEK_ON_SERVER_CLOCK =
  'A week starts and ends on the server’s clock: this week and the time left in it are shown above.';
const REWARDS_AFTER_WEEK = 'Rewards are sent to the winners once the week has ended.';

const WEEKLY_RULES = [
  WEEK_ON_SERVER_CLOCK,
  'Only gifts received during the week count for that week.',
  'When the week ends, its top places go on the honor wall and the ranking starts again from zero.',
  REWARDS_AFTER_WEEK,
  'Rankings built by cheating are removed, and their rewards are not sent.',
] as const;

export const WEEKLY: readonly WeeklyEvent[] = [
  {
    path: '/v/weekly-star',
    event: 'weekly-star',
    title: 'Weekly star',
    tagline: 'Receive the most gifts this week and shine on the honor wall.',
    theme: 'gold',
    covers: false,
    rules: WEEKLY_RULES,
  },
  {
    path: '/v/weekly-star-red',
    event: 'weekly-star-red',
    title: 'Weekly red star',
    tagline: 'The week’s brightest hosts, by the gifts their fans send.',
    theme: 'red',
    covers: false,
    rules: WEEKLY_RULES,
  },
  {
    path: '/v/weekly-cover-star',
    event: 'weekly-cover-star',
    title: 'Weekly cover star',
    tagline: 'Post a cover, gather votes, become the week’s cover star.',
    theme: 'cover',
    covers: true,
    rules: [
      WEEK_ON_SERVER_CLOCK,
      'Covers posted during the week are ranked by the votes they receive that week.',
      'When the week ends, its top covers go on the honor wall and the ranking starts again from zero.',
      REWARDS_AFTER_WEEK,
      'Rankings built by cheating are removed, and their rewards are not sent.',
    ],
  },
];

export const CATEGORIES: readonly CategoryEvent[] = [
  {
    path: '/v/honor-wall',
    event: 'honor-wall',
    title: 'Honor wall',
    theme: 'violet',
    categories: [
      { route: 'most-popular', label: 'Most popular' },
      { route: 'bestroom', label: 'Best room' },
      { route: 'most-powerful', label: 'Most powerful' },
      { route: 'best-team', label: 'Best team' },
    ],
    userList: 'user-list',
  },
  {
    path: '/v/award-list',
    event: 'award-list',
    title: 'Award list',
    theme: 'teal',
    categories: [
      { route: 'live', label: 'Live' },
      { route: 'ktv', label: 'KTV rooms' },
      { route: 'recod', label: 'Recordings' },
    ],
  },
];

/** The three screens of a weekly event: this week, past weeks' honor wall, rules. */
export function weeklyRoute(e: WeeklyEvent): RouteDecl {
  return {
    path: e.path,
    redirect: { to: 'index' },
    children: [
      { path: 'index', screen: 'weeklyIndex', noLimit: true, meta: { title: e.title } },
      { path: 'honor-wall', screen: 'weeklyHonor', noLimit: true, meta: { title: e.title } },
      { path: 'rule', screen: 'weeklyRule', noLimit: true, meta: { title: e.title } },
    ],
  };
}

/** A page of categories: one child per category, the first by default, and the user list. */
export function categoryRoute(e: CategoryEvent): RouteDecl {
  const children: RouteDecl[] = e.categories.map((c) => ({
    path: c.route,
    screen: 'categoryHonor',
    noLimit: true,
    meta: { title: e.title },
  }));
  if (e.userList)
    children.push({ path: e.userList, screen: 'honoredUsers', noLimit: true, meta: { title: e.title } });
  return { path: e.path, redirect: { to: e.categories[0]!.route }, children };
}

/** The event whose page `path` (without the router base) is on, or undefined. */
export function eventAt<E extends { path: string }>(events: readonly E[], path: string): E | undefined {
  return events.find((e) => path === e.path || path.startsWith(`${e.path}/`));
}
