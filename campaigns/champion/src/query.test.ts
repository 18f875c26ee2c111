// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entryIdOf, SONG_QUERY_MAX, songQuery } from './query.ts';

describe('songQuery', () => {
  it('trims and collapses spaces', () => {
    expect(songQuery('  ed   sheeran ')).toBe('ed sheeran');
    expect(songQuery(null)).toBe('');
    expect(songQuery(' \n ')).toBe('');
  });

  it('cuts at the limit without splitting an emoji', () => {
    expect(songQuery('a'.repeat(80))).toHaveLength(SONG_QUERY_MAX);
    expect([...songQuery('🎤'.repeat(60))]).toHaveLength(SONG_QUERY_MAX);
  });
});

describe('entryIdOf', () => {
  it('reads a whole number from 1', () => {
    expect(entryIdOf('42')).toBe(42);
    expect(entryIdOf(' 7 ')).toBe(7);
  });

  it('reads anything else as no entry', () => {
    for (const v of [null, '', '0', '-3', '1.5', 'abc', '<b>1</b>', '12345678901'])
      expect(entryIdOf(v)).toBeNull();
  });
});
