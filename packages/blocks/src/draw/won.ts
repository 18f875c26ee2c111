// The prizes a draw won, named in one phrase for "You won {prize}": the server's names, each
// isolated (a Latin name in an Arabic sentence keeps its order), a prize won several times once
// with how many, joined as the language joins a list.

import { formatNumber, isolate } from '@h5/i18n';
import { formatList } from '@h5/i18n/lists';
import { groupPrizes } from '../prize-grid/index.ts';

export function wonPhrase(
  lang: string,
  prizes: Array<{ id: string | number; name: string; icon: string }>,
): string {
  const names = groupPrizes(prizes).map((g) =>
    (g.times ?? 1) > 1 ? `${isolate(g.name)} ×${formatNumber(lang, g.times ?? 1)}` : isolate(g.name),
  );
  return formatList(lang, names);
}
