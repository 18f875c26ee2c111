// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { cutToWidth, graphemes, isolate, lengthInWidthUnits } from './index';

const FAMILY = '👨‍👩‍👧‍👦';
const FLAG = '🇮🇳';

function withoutSegmenter(run: () => void) {
  const intl = Intl as { Segmenter?: unknown };
  const saved = intl.Segmenter;
  delete intl.Segmenter;
  try {
    run();
  } finally {
    intl.Segmenter = saved;
  }
}

describe('graphemes', () => {
  const cases: [string, string[]][] = [
    ['abc', ['a', 'b', 'c']],
    ['مرحبا', ['م', 'ر', 'ح', 'ب', 'ا']],
    ['مَرْحَبًا', ['مَ', 'رْ', 'حَ', 'بً', 'ا']],
    ['e\u0301x', ['e\u0301', 'x']],
    [`a${FAMILY}b`, ['a', FAMILY, 'b']],
    [`${FLAG}${FLAG}`, [FLAG, FLAG]],
    ['👍🏽❤️', ['👍🏽', '❤️']],
    ['🏴󠁧󠁢󠁳󠁣󠁴󠁿', ['🏴󠁧󠁢󠁳󠁣󠁴󠁿']],
    ['', []],
  ];

  it('splits user-perceived characters with Intl.Segmenter', () => {
    for (const [s, expected] of cases) expect(graphemes(s)).toEqual(expected);
  });

  it('splits the same way without Intl.Segmenter', () => {
    withoutSegmenter(() => {
      expect('Segmenter' in Intl).toBe(false);
      for (const [s, expected] of cases) expect(graphemes(s)).toEqual(expected);
      expect(lengthInWidthUnits(`Ali${FAMILY}`)).toBe(5);
    });
  });
});

describe('lengthInWidthUnits', () => {
  afterEach(() => expect('Segmenter' in Intl).toBe(true));

  it('counts ASCII and Arabic letters as 1', () => {
    expect(lengthInWidthUnits('')).toBe(0);
    expect(lengthInWidthUnits('Priya Sharma')).toBe(12);
    expect(lengthInWidthUnits('مرحبا')).toBe(5);
    expect(lengthInWidthUnits('مَرْحَبًا')).toBe(5);
    expect(lengthInWidthUnits('प्रिया')).toBeLessThanOrEqual(4);
  });

  it('counts emoji as 2', () => {
    expect(lengthInWidthUnits('😀')).toBe(2);
    expect(lengthInWidthUnits(`a${FAMILY}`)).toBe(3);
    expect(lengthInWidthUnits(FLAG)).toBe(2);
    expect(lengthInWidthUnits('❤️👍🏽')).toBe(4);
    expect(lengthInWidthUnits('1️⃣')).toBe(2);
    expect(lengthInWidthUnits('✅')).toBe(2);
  });

  it('counts text-style symbols as 1', () => {
    expect(lengthInWidthUnits('©®™')).toBe(3);
    expect(lengthInWidthUnits('123')).toBe(3);
  });
});

describe('cutToWidth (stage names under 21)', () => {
  it('keeps names under the limit', () => {
    const twenty = 'abcdefghijklmnopqrst';
    expect(cutToWidth(twenty, 21)).toBe(twenty);
    expect(cutToWidth(`${'a'.repeat(18)}😀`, 21)).toBe(`${'a'.repeat(18)}😀`);
  });

  it('cuts at 21 and appends the ellipsis inside the limit', () => {
    const cut = cutToWidth('abcdefghijklmnopqrstu', 21);
    expect(cut).toBe('abcdefghijklmnopqrs…');
    expect(lengthInWidthUnits(cut)).toBe(20);
  });

  it('never splits an emoji', () => {
    const name = `${'a'.repeat(18)}${FAMILY}${FAMILY}`;
    const cut = cutToWidth(name, 21);
    expect(cut).toBe(`${'a'.repeat(18)}…`);
    expect(cutToWidth(FLAG.repeat(11), 21)).toBe(`${FLAG.repeat(9)}…`);
    expect(lengthInWidthUnits(cutToWidth(`${'ب'.repeat(17)}${FAMILY.repeat(3)}`, 21))).toBeLessThan(21);
  });

  it('takes a custom or empty ellipsis', () => {
    expect(cutToWidth('abcdefghijklmnopqrstuvwxyz', 21, '...')).toBe('abcdefghijklmnopq...');
    expect(cutToWidth('abcdefghijklmnopqrstuvwxyz', 21, '')).toBe('abcdefghijklmnopqrst');
    expect(cutToWidth('abcdef', 2, '...')).toBe('');
  });
});

describe('isolate', () => {
  it('wraps text in first-strong isolate marks', () => {
    expect(isolate('10 Golds')).toBe('\u206810 Golds\u2069');
    expect(isolate('20261121-0042')).toBe('\u206820261121-0042\u2069');
  });
});
