// A season's actions as the app screens they open: the page's own actions, or one per team the
// server lists (the World Cup), each told which promotion it is for.

import { appScreenLink } from '@h5/core-api';
import type { Season } from '@h5/core-api/contracts/seasonal';
import { SEASON_SCREENS, type SeasonPage } from './seasonPages.ts';

export interface SeasonActionLink {
  /** English key, or server text (a team's name) when `server`. */
  label: string;
  server?: boolean;
  link: string;
  primary: boolean;
}

export function seasonActions(page: SeasonPage, promotionId: string, season: Season): SeasonActionLink[] {
  if (page.teams)
    return (season.teams ?? []).map((team) => ({
      label: team.name,
      server: true,
      link: appScreenLink(SEASON_SCREENS.lives, { promotion_id: promotionId, team: team.key }),
      primary: false,
    }));
  return page.actions.map((a, i) => ({
    label: a.label,
    link: appScreenLink(a.screen, { promotion_id: promotionId }),
    primary: i === 0,
  }));
}
