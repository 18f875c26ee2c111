// Prizes in a grid: the icon the server sends, the name isolated, and what the campaign adds: how
// many were won (×3 in a ten-hit result) or the chance of each (a paid draw says its odds).

import { formatNumber } from '@h5/i18n';
import { language, t, useSignals } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import './styles.css';

export interface PrizeItem {
  key: string | number;
  name: string;
  icon: string;
  /** How many of it; shown from 2. */
  times?: number;
  /** The chance of drawing it, 0 to 1. */
  chance?: number;
}

export const CHANCE = '{chance} chance';

/** The same prize won several times shows once, with how many, in the order first won. */
export function groupPrizes<P extends { id: number | string; name: string; icon: string }>(
  list: P[],
): PrizeItem[] {
  const byId = new Map<P['id'], PrizeItem>();
  for (const p of list) {
    const seen = byId.get(p.id);
    if (seen) seen.times = (seen.times ?? 1) + 1;
    else byId.set(p.id, { key: p.id, name: p.name, icon: p.icon, times: 1 });
  }
  return [...byId.values()];
}

/** A chance as a percentage a person reads: two significant digits below 10 %, three above. */
export function formatChance(lang: string, chance: number): string {
  const pct = Math.max(0, Math.min(1, chance));
  return formatNumber(lang, pct, { style: 'percent', maximumSignificantDigits: pct < 0.1 ? 2 : 3 });
}

export function PrizeGrid({
  prizes,
  label,
  testId,
}: {
  prizes: PrizeItem[];
  label?: string;
  testId?: string;
}) {
  useSignals();
  const lang = language.value;
  return (
    <ul className="blk-prizes" aria-label={label} data-testid={testId}>
      {prizes.map((p) => (
        <li key={p.key} className="blk-prize">
          <Img className="blk-prize-icon" src={p.icon} alt="" width={48} height={48} />
          <bdi className="blk-prize-name">{p.name}</bdi>
          {p.times && p.times > 1 ? (
            <span className="blk-prize-times" dir="ltr">
              ×{formatNumber(lang, p.times)}
            </span>
          ) : null}
          {p.chance !== undefined ? (
            <span className="blk-prize-chance">{t(CHANCE, { chance: formatChance(lang, p.chance) })}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
