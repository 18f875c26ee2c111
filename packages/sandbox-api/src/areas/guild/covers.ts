// Guild covers: a banner of each guild's own (seeded by its id) from the sandbox's art generator.

import { artRoute, coverArt } from '../../kit/art.ts';
import { COVER_ROUTE } from './constants.ts';
import type { GuildState } from './state.ts';

function coverSvg(file: string): string | null {
  const id = /^(\d{1,12})\.svg$/.exec(file)?.[1];
  return id === undefined ? null : coverArt('guild', Number(id));
}

export const coverRoute = artRoute<GuildState>(COVER_ROUTE, coverSvg);
