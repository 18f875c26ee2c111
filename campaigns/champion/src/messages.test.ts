// Every English text the pages show has its Arabic translation: a missing key would show English
// in the middle of an Arabic page.
import { describe, expect, it } from 'vitest';
import { VOTE_FOR } from './components/ShareEntry.tsx';
import ar from './messages/ar.json';
import { TITLES } from './routes.ts';
import { ENTER_ONCE, NOT_A_CONTEST_SONG } from './screens/ChooseRecord.tsx';
import { HOW_TO_ENTER } from './screens/MakerIndex.tsx';
import { FRIENDS_VOTED } from './screens/MakerInvitation.tsx';
import { STAGE_EMPTY } from './screens/SuperstarShow.tsx';
import { NO_WINNERS, WINNERS_LATER } from './screens/SuperstarWinner.tsx';
import * as spins from './spins.ts';
import { STAGE_TEXTS } from './stage.ts';
import { VOTE_TEXTS, VOTES } from './vote.ts';

// The campaign's own sources as text, read by Vite at test time (tests and messages left out).
const SOURCES = Object.entries(
  import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.*'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).map(([, text]) => text);

describe('Arabic messages', () => {
  it('translate every literal text and every named message', () => {
    const literals = SOURCES.flatMap((s) => [
      ...[...s.matchAll(/\bt\('((?:[^'\\]|\\.)+)'/g)].map((m) => m[1]!),
      // Keys handed to blocks and ui-kit, which translate them: labels, titles, empty sentences.
      ...[...s.matchAll(/\b(?:label|title|empty)(?:=|: )["']([^"'{]+)["']/g)].map((m) => m[1]!),
    ]);
    const named = [
      ...Object.values(TITLES),
      ...Object.values(STAGE_TEXTS),
      ...Object.values(spins.SPIN_TEXTS),
      ...Object.values(VOTE_TEXTS),
      ...Object.values(STAGE_EMPTY),
      spins.SPINS_LEFT,
      spins.NO_SPINS_AT_ALL,
      spins.SPIN_CLOSED,
      spins.SPIN_GRANTED,
      spins.SHARE_FOR_SPIN,
      spins.SHARE_SPIN_TAKEN,
      spins.SHARED,
      spins.SIGN_IN_TO_SPIN,
      VOTES,
      VOTE_FOR,
      ENTER_ONCE,
      HOW_TO_ENTER,
      NOT_A_CONTEST_SONG,
      FRIENDS_VOTED,
      WINNERS_LATER,
      NO_WINNERS,
    ];
    const missing = [...new Set([...literals, ...named])].filter((k) => !(k in ar));
    expect(missing).toEqual([]);
  });
});
