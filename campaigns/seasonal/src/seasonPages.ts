// Each seasonal page as configuration: its route, screen, title, look and one line of what it
// is. What changes season to season (dates, rewards, rules, the ranking) comes from the server
// with the promotion, so the next season is a new promotion, not a release. Pure data: the
// routes (read under Node) import it.

export interface SeasonPage {
  path: string;
  screen: string;
  /** English key. */
  title: string;
  /** English key: one line of what the page is. */
  tagline: string;
  theme: 'sport' | 'music' | 'gift' | 'horse' | 'party';
  /** Visitors may read it without logging in (spec 2: record-win-rupees). */
  noLimit?: boolean;
  /** An example promotion id of the sandbox. */
  example: string;
}

const page = (
  path: string,
  screen: string,
  title: string,
  tagline: string,
  theme: SeasonPage['theme'],
  example: string,
  noLimit = false,
): SeasonPage => ({ path, screen, title, tagline, theme, example, ...(noLimit ? { noLimit } : {}) });

export const SEASON_PAGES: readonly SeasonPage[] = [
  page(
    '/v/world-cup',
    'worldCup',
    'World Cup',
    'Cheer your team, earn points, climb the ranking.',
    'sport',
    '3301',
  ),
  page('/v/zsj', 'zsj', 'Star Singer', 'Sing the campaign songs and collect votes.', 'music', '3302'),
  page(
    '/v/local-consumption',
    'localConsumption',
    'Local Gift Festival',
    'Send gifts, climb the ranking, win rewards.',
    'gift',
    '3303',
  ),
  page(
    '/v/local-activity-horse',
    'localActivityHorse',
    'Golden Horse Race',
    'Every gift moves your horse forward.',
    'horse',
    '3304',
  ),
  page(
    '/v/jollyChic-dec',
    'jollyChicDec',
    'December Party',
    'Send gifts, climb the ranking, win rewards.',
    'party',
    '3305',
  ),
  page(
    '/v/T22373',
    't22373',
    'Weekend Gift Rush',
    'Send gifts, climb the ranking, win rewards.',
    'gift',
    '3306',
  ),
  page(
    '/v/T22555',
    't22555',
    'Room Party Challenge',
    'Fill your room and climb the ranking.',
    'party',
    '3307',
  ),
  page(
    '/v/party-carnival',
    'partyCarnival',
    'Party Carnival',
    'Party rooms race for the carnival crown.',
    'party',
    '3309',
  ),
  page(
    '/v/record-win-rupees',
    'recordWinRupees',
    'Record and Win Rupees',
    'Record a song, collect votes, win cash.',
    'music',
    '3308',
    true,
  ),
];

export function seasonPage(screen: string): SeasonPage {
  const p = SEASON_PAGES.find((x) => x.screen === screen);
  if (!p) throw new Error(`No seasonal page ${screen}`);
  return p;
}
