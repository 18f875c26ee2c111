// Global family war: the sandbox side of campaigns/powerful-family. The family area's families
// (and some that joined only the war) fight in four regions, in groups, through seven levels on
// the sandbox clock; daily scores move with it; last season's war is over.

import { defineArea, int } from '../../area.ts';
import { localized } from '../../kit/localized.ts';
import { readHandlers } from './reads.ts';
import { LAST_WAR_PROMO, type PowerfulFamilyState, seedBegin, seedWar, WAR_PROMO } from './state.ts';
import { WAR_RULES } from './texts.ts';
import { FINISHED_LEVEL } from './war.ts';

export type { PowerfulFamilyState } from './state.ts';
export { WAR_PROMO } from './state.ts';

const TITLE = localized({ en: 'Global Family War', ar: 'حرب العائلات العالمية' });
const LAST_TITLE = localized({ en: 'Global Family War 2025', ar: 'حرب العائلات العالمية 2025' });
const SLOGAN = localized({ en: 'Sing for your family, win for your region', ar: 'غنِّ لعائلتك واربح لمنطقتك' });

export const powerfulFamilyArea = defineArea<PowerfulFamilyState>({
  name: 'powerfulFamily',
  seed: seedWar,
  handlers: readHandlers,
  promotions: [
    {
      id: WAR_PROMO,
      title: TITLE,
      slogan: SLOGAN,
      startsInDays: -5.25,
      endsInDays: 8.75,
      page: '/v/powerful-family',
      rules: WAR_RULES,
    },
    {
      id: LAST_WAR_PROMO,
      title: LAST_TITLE,
      slogan: SLOGAN,
      startsInDays: -40,
      endsInDays: -26,
      page: '/v/powerful-family',
      rules: WAR_RULES,
    },
  ],
  switches: {
    /**
     * `{ level, family_id?, reach? }`: this season's war moves to `level` (0 not begun, 1 to 7,
     * 8 finished), and the family (if named) reaches level `reach` (default `level`) and no further.
     */
    war: (state, body, clock) => {
      const level = Math.min(FINISHED_LEVEL, Math.max(0, int(body.level) ?? 1));
      const war = state.wars[WAR_PROMO]!;
      war.begin = level === 0 ? clock.now() + 86_400_000 : seedBegin(clock.now(), level);
      const id = int(body.family_id);
      const family = state.families.find((f) => f.id === id);
      if (family) family.reach = Math.min(FINISHED_LEVEL, int(body.reach) ?? level);
      return { begin: war.begin, level };
    },
  },
});
