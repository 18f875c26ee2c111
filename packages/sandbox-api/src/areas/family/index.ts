// Family: the sandbox side of campaigns/family. Families per country with leaders, members,
// levels, starlight and income; applications and invitations both ways; uploads stored and
// served back; model and college families; honor walls and the weekly family star, whose weeks
// roll over on the sandbox clock.

import { defineArea } from '../../area.ts';
import { artRoute } from '../../kit/index.ts';
import { actionHandlers, uploadRoute } from './actions.ts';
import { coverSvg, privilegeSvg } from './art.ts';
import { campaignHandlers } from './campaign.ts';
import { readHandlers } from './reads.ts';
import { COVER_DIR, seedFamilies } from './seed.ts';
import type { FamilyState } from './state.ts';

export type { FamilyState } from './state.ts';

export const familyArea = defineArea<FamilyState>({
  name: 'family',
  seed: seedFamilies,
  handlers: [...readHandlers, ...actionHandlers, ...campaignHandlers],
  raw: [
    artRoute(`${COVER_DIR}/{file}`, coverSvg),
    artRoute(`${COVER_DIR.replace('covers', 'privileges')}/{file}`, privilegeSvg),
    uploadRoute,
  ],
});
