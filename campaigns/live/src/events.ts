// The live and KTV events as configuration: which page each is, its server key, its words, its
// look, its rules and what its entries open. Boards, phases, rewards and past winners come from
// the server by the `event` key, so a new event page is one entry here. Pure data: the routes
// (read under Node) are made from it.

import type { RouteDecl } from '@h5/ui-kit/routes';

type Theme = 'live' | 'ktv' | 'pk' | 'night';

/**
 * The app screens an event's actions open (`smapp://{screen}?event=…`). Not from the spec: it
 * names no app screen; docs/api-gaps.md lists these for the app to read.
 */
const EVENT_SCREENS = {
  /** Starts the user's own live. */
  goLive: 'go_live',
  /** The lives running now, to watch one and send gifts. */
  lives: 'lives',
  /** The KTV rooms open now (`filter=new`: those opened during the event). */
  ktvRooms: 'ktv_rooms',
  /** Opens a new KTV room of the user's own. */
  newKtvRoom: 'ktv_room_create',
} as const;

interface EventAction {
  /** English key. */
  label: string;
  screen: (typeof EVENT_SCREENS)[keyof typeof EVENT_SCREENS];
  params?: Record<string, string>;
}

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
  /** English key: what the ranking counts. */
  rankedBy: string;
  /** English keys, in order: how to take part, what a visitor reads first. */
  steps: readonly string[];
  /** What moves the user up, the first the main one. */
  actions: readonly EventAction[];
  /** The phase line's own words (English keys): a sprint ends, it does not just end. */
  phaseTexts?: { before?: string; running?: string };
}

const GO_LIVE: EventAction = { label: 'Go live', screen: EVENT_SCREENS.goLive };
const SEND_GIFT: EventAction = { label: 'Send a gift in a live', screen: EVENT_SCREENS.lives };
const JOIN_ROOM: EventAction = { label: 'Join a KTV room', screen: EVENT_SCREENS.ktvRooms };
const GIFTS_RECEIVED = 'Gifts received in your lives';

/** No answer names when rewards arrive: the rules say they follow the event's end, not a delay. */
const REWARDS_AFTER_EVENT = 'Rewards are sent to the winners once the event has ended.';

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
  climb: Pick<LiveEventPage, 'rankedBy' | 'steps' | 'actions'>,
  extra: Partial<LiveEventPage> = {},
): LiveEventPage => ({
  path,
  event,
  title,
  tagline,
  theme,
  board,
  rules: [first, ...COMMON_RULES],
  ...climb,
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
      rankedBy: GIFTS_RECEIVED,
      steps: ['Go live during the event.', 'Every gift your fans send in your live counts.'],
      actions: [GO_LIVE, SEND_GIFT],
    },
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
    'Points take you up the ladder, level by level.',
    'live',
    'The ladder',
    'Points come from gifts, new followers and time live during the event.',
    {
      rankedBy: 'Points from gifts, new followers and time live',
      steps: [
        'Go live: gifts, new followers and time live earn points.',
        'Enough points take you one level up; your level is shown beside your name.',
      ],
      actions: [GO_LIVE],
    },
  ),
  page(
    '/v/live-night-v1',
    'live-night-v1',
    'Live night',
    'One night, the brightest lives, the biggest rewards.',
    'night',
    'Tonight’s top hosts',
    HOST_RULE,
    {
      rankedBy: 'Gifts received in tonight’s lives',
      steps: ['Go live tonight.', 'Every gift your fans send tonight counts.'],
      actions: [GO_LIVE, SEND_GIFT],
    },
  ),
  page(
    '/v/live-record',
    'live-record',
    'Live record',
    'Record your best live moment and gather votes.',
    'live',
    'Most voted',
    'Each vote for a live recording during the event counts once.',
    {
      rankedBy: 'Votes for your live recording',
      steps: [
        'Go live and record your best moment.',
        'Share the recording: each listener’s vote counts once.',
      ],
      actions: [GO_LIVE],
    },
  ),
  page(
    '/v/talent-pk',
    'talent-pk',
    'Talent PK',
    'Hosts meet head to head: every vote counts.',
    'pk',
    'This round’s PK',
    'Hosts are paired by their place; the one with more votes wins the PK.',
    {
      rankedBy: 'Votes in this round’s PK',
      steps: [
        'Go live to be paired with a host of your place.',
        'Fans vote for you below: the host with more votes wins.',
      ],
      actions: [GO_LIVE],
    },
  ),
  page(
    '/v/broadcast',
    'broadcast',
    'Broadcast star',
    'Go live, gather gifts, become the broadcast star.',
    'live',
    'Top broadcasters',
    HOST_RULE,
    {
      rankedBy: GIFTS_RECEIVED,
      steps: ['Go live as often as you can during the event.', 'Every gift your fans send counts.'],
      actions: [GO_LIVE, SEND_GIFT],
    },
  ),
  page(
    '/v/ktv-new-room',
    'ktv-new-room',
    'New room race',
    'New KTV rooms race for the most diamonds.',
    'ktv',
    'Top new rooms',
    ROOM_RULE,
    {
      rankedBy: 'Diamonds spent in rooms opened during the event',
      steps: ['Open a new KTV room during the event.', 'Invite singers: every diamond spent in it counts.'],
      actions: [
        { label: 'Open a new KTV room', screen: EVENT_SCREENS.newKtvRoom },
        { label: 'Visit the new rooms', screen: EVENT_SCREENS.ktvRooms, params: { filter: 'new' } },
      ],
    },
  ),
  page(
    '/v/ktv-cheerful',
    'ktv-cheerful',
    'Cheerful KTV',
    'The liveliest rooms win the cheer crown.',
    'ktv',
    'Liveliest rooms',
    ROOM_RULE,
    {
      rankedBy: 'Diamonds spent cheering in the room',
      steps: ['Join a KTV room and cheer its singers.', 'Each diamond gift you send counts for the room.'],
      actions: [{ label: 'Join a room and cheer', screen: EVENT_SCREENS.ktvRooms }],
    },
  ),
  page(
    '/v/speed-ktv',
    'speed-ktv',
    'Speed KTV',
    'Fill your room with diamonds before time runs out.',
    'ktv',
    'Fastest rooms this sprint',
    ROOM_RULE,
    {
      rankedBy: 'Diamonds in this three-hour sprint',
      steps: [
        'A sprint lasts three hours: be quick.',
        'Join a room and send diamonds before the sprint ends.',
      ],
      actions: [{ label: 'Sprint to a room now', screen: EVENT_SCREENS.ktvRooms }],
    },
    { phaseTexts: { before: 'The sprint starts in', running: 'The sprint ends in' } },
  ),
  page(
    '/v/room-diamond-count',
    'room-diamond-count',
    'Room diamond count',
    'Diamonds earned by each KTV room during the event.',
    'ktv',
    'Diamonds by room',
    ROOM_RULE,
    {
      rankedBy: 'Diamonds earned by the room',
      steps: ['Sing or send gifts in your favourite KTV room.', 'Every diamond spent there counts for it.'],
      actions: [JOIN_ROOM],
    },
  ),
  page(
    '/v/mic-reserve',
    'mic-reserve',
    'Mic reserve',
    'The busiest rooms, where mic slots are reserved the most.',
    'ktv',
    'Most reserved rooms',
    'Each mic slot reserved and sung in a room during the event gives it one point.',
    {
      rankedBy: 'Mic slots reserved and sung',
      steps: ['Reserve a mic slot below.', 'Sing your slot in the room: it counts once sung.'],
      actions: [JOIN_ROOM],
    },
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
    {
      rankedBy: 'Minutes sung at the mic',
      steps: ['Claim today’s free mic card below.', 'Sing in a KTV room: each minute at the mic counts.'],
      actions: [JOIN_ROOM],
    },
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
