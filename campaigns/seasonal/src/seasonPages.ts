// Each seasonal page as configuration: its route, screen, title, look and one line of what it
// is. What changes season to season (dates, rewards, rules, the ranking) comes from the server
// with the promotion, so the next season is a new promotion, not a release. What the user does
// to climb (sing, send gifts, open a party room, cheer a team) is the page's own: its steps and
// the app screens its actions open. Pure data: the routes (read under Node) import it.

/**
 * The app screens a season's actions open (`smapp://{screen}?promotion_id=…`). Not from the spec:
 * it names no app screen; docs/api-gaps.md lists these for the app to read.
 */
export const SEASON_SCREENS = {
  /** The song list of the campaign, to sing or record one. */
  sing: 'sing',
  /** The lives running now, where gifts and cheers count (for a team: its match rooms). */
  lives: 'lives',
  /** The party rooms open now, to join one and send gifts. */
  partyRooms: 'party_rooms',
  /** Opens the user's own party room (or starts one). */
  myPartyRoom: 'my_party_room',
} as const;

type SeasonScreen = (typeof SEASON_SCREENS)[keyof typeof SEASON_SCREENS];

interface SeasonAction {
  /** English key. */
  label: string;
  screen: SeasonScreen;
}

export interface SeasonPage {
  path: string;
  screen: string;
  /** English key. */
  title: string;
  /** English key: one line of what the page is. */
  tagline: string;
  theme: 'sport' | 'music' | 'gift' | 'horse' | 'party';
  /** An example promotion id of the sandbox. */
  example: string;
  /** English keys, in order: how to take part, what a visitor reads first. */
  steps: readonly string[];
  /** What moves the user up, the first the main one. */
  actions: readonly SeasonAction[];
  /** The season's choices are the server's teams, each opening its match lives (the World Cup). */
  teams?: boolean;
}

const page = (
  path: string,
  screen: string,
  title: string,
  tagline: string,
  theme: SeasonPage['theme'],
  example: string,
  steps: readonly string[],
  actions: readonly SeasonAction[],
  extra: Partial<SeasonPage> = {},
): SeasonPage => ({ path, screen, title, tagline, theme, example, steps, actions, ...extra });

const SEND_GIFT: SeasonAction = { label: 'Send a gift in a live', screen: SEASON_SCREENS.lives };
const JOIN_PARTY: SeasonAction = { label: 'Join a party room', screen: SEASON_SCREENS.partyRooms };
const OPEN_PARTY: SeasonAction = { label: 'Open your party room', screen: SEASON_SCREENS.myPartyRoom };

export const SEASON_PAGES: readonly SeasonPage[] = [
  page(
    '/v/world-cup',
    'worldCup',
    'World Cup',
    'Cheer your team, earn points, climb the ranking.',
    'sport',
    '3301',
    [
      'Pick your team below: its match lives open in the app.',
      'Cheer and predict the score in the match live: each cheer earns points.',
    ],
    [],
    { teams: true },
  ),
  page(
    '/v/zsj',
    'zsj',
    'Star Singer',
    'Sing the campaign songs and collect votes.',
    'music',
    '3302',
    ['Sing a song from the campaign list in the app.', 'Listeners vote for it: each vote counts once a day.'],
    [{ label: 'Sing a campaign song', screen: SEASON_SCREENS.sing }],
  ),
  page(
    '/v/local-consumption',
    'localConsumption',
    'Local Gift Festival',
    'Gifts from home: send them to hosts of your country.',
    'gift',
    '3303',
    ['Go to a live of a host from your country.', 'Send gifts: every gold you spend counts.'],
    [SEND_GIFT],
  ),
  page(
    '/v/local-activity-horse',
    'localActivityHorse',
    'Golden Horse Race',
    'Every gift moves your horse forward.',
    'horse',
    '3304',
    ['Join a party room in the app.', 'Each gift you send there moves your horse forward.'],
    [JOIN_PARTY],
  ),
  page(
    '/v/jollyChic-dec',
    'jollyChicDec',
    'December Party',
    'A December of party rooms, snow and gifts.',
    'party',
    '3305',
    ['Join a December party room.', 'Send the season’s gifts: every gold you spend counts.'],
    [JOIN_PARTY, SEND_GIFT],
  ),
  page(
    '/v/T22373',
    't22373',
    'Weekend Gift Rush',
    'Two days, one rush: the weekend’s biggest givers win.',
    'gift',
    '3306',
    ['From Friday to Sunday, go to any live.', 'Send gifts: every gold you spend counts.'],
    [SEND_GIFT],
  ),
  page(
    '/v/T22555',
    't22555',
    'Room Party Challenge',
    'Fill your room and climb the ranking.',
    'party',
    '3307',
    [
      'Open your party room and invite your friends.',
      'Time spent in your room and gifts sent there earn points.',
    ],
    [OPEN_PARTY, JOIN_PARTY],
  ),
  page(
    '/v/party-carnival',
    'partyCarnival',
    'Party Carnival',
    'Party rooms race for the carnival crown.',
    'party',
    '3309',
    ['Host a party room, or join one and cheer it on.', 'Gifts, guests and mic time earn the room points.'],
    [OPEN_PARTY, JOIN_PARTY],
  ),
  page(
    '/v/record-win-rupees',
    'recordWinRupees',
    'Record and Win Rupees',
    'Record a song, collect votes, win cash.',
    'music',
    '3308',
    ['Record a song in the app and share it.', 'Every listener’s vote counts; the top places win cash.'],
    [{ label: 'Record a song', screen: SEASON_SCREENS.sing }],
  ),
  // Not a page of the spec: added as configuration alone (this entry, its art, its texts, its
  // sandbox promotion) to show that a new season needs no screen of its own.
  page(
    '/v/new-year-countdown',
    'newYearCountdown',
    'New Year Countdown',
    'Sing and give as the year counts down to midnight.',
    'party',
    '3310',
    [
      'Go to a live or a party room in the app.',
      'Send gifts until the countdown ends: every gold you spend counts.',
    ],
    [SEND_GIFT, JOIN_PARTY],
  ),
];

export function seasonPage(screen: string): SeasonPage {
  const p = SEASON_PAGES.find((x) => x.screen === screen);
  if (!p) throw new Error(`No seasonal page ${screen}`);
  return p;
}
