// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SONG_TEXT_MAX, songFromQuery } from './song.ts';

describe('songFromQuery', () => {
  it('starts the form with the searched song', () => {
    expect(songFromQuery(new URLSearchParams('keyword=%20Tum%20Hi%20Ho%20'))).toBe('Tum Hi Ho');
    expect(songFromQuery(new URLSearchParams('song=Despacito'))).toBe('Despacito');
  });
  it('starts empty without one and cuts a long one', () => {
    expect(songFromQuery(new URLSearchParams(''))).toBe('');
    expect([...songFromQuery(new URLSearchParams(`keyword=${'é'.repeat(150)}`))]).toHaveLength(SONG_TEXT_MAX);
  });
});
