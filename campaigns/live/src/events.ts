// The live and KTV events as configuration: which page each is, its server key, its words, its
// look, its rules and what its entries open. Boards, phases, rewards and past winners come from
// the server by the `event` key, so a new event page is one entry here. Pure data: the routes
// (read under Node) are made from it.

import type { RouteDecl } from '@h5/ui-kit/routes';

export type Theme = 'live' | 'ktv' | 'pk' | 'night';

export interface LiveEventPage {
  path: string;
  /** The server's event key. */
  event: string;
  /** English keys. */
  title: string;
  tagline: string;
  theme: Theme;
  /** Tabs as child routes (`route` is the server's tab key); none for a one-board event. */
  tabs?: ReadonlyArray<{ route: string; label: string }>;
  /** What the board's headline says (English key). */
  board: string;
  rules: readonly string[];
  /** What the page lets the user do above its ranking: reserve a mic slot, claim a mic card. */
  tool?: 'micReserve' | 'micCard';
}

/** No answer names when rewards arrive: the rules say they follow the event's end, not a delay. */
export const REWARDS_AFTER_EVENT = 'Rewards are sent to the winners once the event has ended.';

const COMMON_RULES = [
  'The event runs on the server’s clock; the times on this page count down to it.',
  REWARDS_AFTER_EVENT,
  'Rankings built by cheating are removed, and their rewards are not sent.',
] as const;

const HOST_RULE = 'Only gifts received in your lives during the event count.';
const ROOM_RULE = 'Every diamond spent in a KTV room during the event counts for that room.';

const page = (
  path: string,
  event: string,
  title: string,
  tagline: string,
  theme: Theme,
  board: string,
  first: string,
  extra: Partial<LiveEventPage> = {},
): LiveEventPage => ({
  path,
  event,
  title,
  tagline,
  theme,
  board,
  rules: [first, ...COMMON_RULES],
  ...extra,
});

export const EVENT_PAGES: readonly LiveEventPage[] = [
  page(
    '/v/ranking-live',
    'ranking-live',
    'Live rankings',
    'Hosts ranked by segment and by what is hot right now.',
    'live',
    'Top hosts',
    HOST_RULE,
    {
      tabs: [
        { route: 'segment', label: 'By segment' },
        { route: 'hot-ranking', label: 'Hot ranking' },
      ],
    },
  ),
  page(
    '/v/live-ladder',
    'live-ladder',
    'Live ladder',
    'Every 10,000 points takes you one level up the ladder.',
    'live',
    'The ladder',
    'Points come from gifts, new followers and time live during the event.',
  ),
  page(
    '/v/live-night-v1',
    'live-night-v1',
    'Live night',
    'One night, the brightest lives, the biggest rewards.',
    'night',
    'Tonight’s top hosts',
    HOST_RULE,
  ),
  page(
    '/v/live-record',
    'live-record',
    'Live record',
    'Record your best live moment and gather votes.',
    'live',
    'Most voted',
    'Each vote for a live recording during the event counts once.',
  ),
  page(
    '/v/talent-pk',
    'talent-pk',
    'Talent PK',
    'Hosts meet head to head: every vote counts.',
    'pk',
    'This round’s PK',
    'Hosts are paired by their place; the one with more votes wins the PK.',
  ),
  page(
    '/v/broadcast',
    'broadcast',
    'Broadcast star',
    'Go live, gather gifts, become the broadcast star.',
    'live',
    'Top broadcasters',
    HOST_RULE,
  ),
  page(
    '/v/ktv-new-room',
    'ktv-new-room',
    'New room race',
    'New KTV rooms race for the most diamonds.',
    'ktv',
    'Top rooms',
    ROOM_RULE,
  ),
  page(
    '/v/ktv-cheerful',
    'ktv-cheerful',
    'Cheerful KTV',
    'The liveliest rooms win the cheer crown.',
    'ktv',
    'Top rooms',
    ROOM_RULE,
  ),
  page(
    '/v/speed-ktv',
    'speed-ktv',
    'Speed KTV',
    'Fill your room with diamonds before time runs out.',
    'ktv',
    'Top rooms',
    ROOM_RULE,
  ),
  page(
    '/v/room-diamond-count',
    'room-diamond-count',
    'Room diamond count',
    'Diamonds earned by each KTV room during the event.',
    'ktv',
    'Diamonds by room',
    ROOM_RULE,
  ),
  page(
    '/v/mic-reserve',
    'mic-reserve',
    'Mic reserve',
    'The busiest rooms, where mic slots are reserved the most.',
    'ktv',
    'Most reserved rooms',
    'Each mic slot reserved and sung in a room during the event gives it one point.',
    { tool: 'micReserve' },
  ),
  page(
    '/v/mic-get-card',
    'mic-get-card',
    'Mic card',
    'Rooms that give the most mic time win mic cards.',
    'ktv',
    'Top rooms',
    'Each minute of mic time sung in a room during the event gives it one point.',
    { tool: 'micCard' },
  ),
];

/** An event page's routes: one screen, or one child per tab (the first by default). */
export function eventRoute(p: LiveEventPage): RouteDecl {
  if (!p.tabs) return { path: p.path, screen: 'event', noLimit: true, meta: { title: p.title } };
  return {
    path: p.path,
    redirect: { to: p.tabs[0]!.route },
    children: p.tabs.map((tab) => ({
      path: tab.route,
      screen: 'event',
      noLimit: true,
      meta: { title: p.title },
    })),
  };
}

/** The event page `path` (without the router base) is on, and its tab, or undefined. */
export function pageAt(path: string): { page: LiveEventPage; tab?: string } | undefined {
  const page = EVENT_PAGES.find((p) => path === p.path || path.startsWith(`${p.path}/`));
  if (!page) return undefined;
  const last = path.split('/').pop() ?? '';
  const tab = page.tabs ? (page.tabs.find((x) => x.route === last) ?? page.tabs[0]!).route : undefined;
  return tab ? { page, tab } : { page };
}
