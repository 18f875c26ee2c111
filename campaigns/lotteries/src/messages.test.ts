// Every English text the lottery pages show has its Arabic translation, with the same placeholders.
import { describe, expect, it } from 'vitest';
import { EGGS } from './components/EggCount.tsx';
import { JACKPOT_TEXTS } from './components/Jackpot.tsx';
import { POOL_TEXTS } from './components/PoolList.tsx';
import { LOTTERY_PAGES, MY_PRIZES_TITLE } from './lotteryPages.ts';
import ar from './messages/ar.json';
import { OFFER_TEXT, RULE_TEXTS } from './rules.ts';
import { EXCHANGE_TEXTS } from './screens/DragonEggExchange.tsx';
import { NO_PRIZES } from './screens/MyPrizeList.tsx';

/** The page's own source files, as text (tests left out). */
const SOURCES = Object.values(
  import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.*'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

describe('Arabic messages', () => {
  it('translate every literal text and every named message', () => {
    const literals = SOURCES.flatMap((src) =>
      [...src.matchAll(/\bt\('((?:[^'\\]|\\.)+)'/g)].map((m) => m[1]!),
    );
    const named = [
      ...Object.values(LOTTERY_PAGES).flatMap((p) => [p.title, p.tagline]),
      ...Object.values(RULE_TEXTS),
      ...Object.values(OFFER_TEXT),
      ...Object.values(JACKPOT_TEXTS),
      ...Object.values(POOL_TEXTS),
      ...Object.values(EXCHANGE_TEXTS),
      // Keys handed to blocks and constants, translated where they are shown.
      'Recent winners',
      'No winners yet. Be the first!',
      'Dragon egg exchange',
      MY_PRIZES_TITLE,
      NO_PRIZES,
      EGGS,
    ];
    expect(literals.length).toBeGreaterThan(3);
    const missing = [...literals, ...named].filter((k) => !(k in ar));
    expect(missing).toEqual([]);
  });

  it('keep every placeholder of the English text', () => {
    for (const [en, text] of Object.entries(ar as Record<string, string>)) {
      const vars = (s: string) => [...new Set([...s.matchAll(/\{(\w+)[},]/g)].map((m) => m[1]))].sort();
      expect(vars(text), en).toEqual(vars(en));
    }
  });
});
