// Song search feedback: the problems a user can name, and the song the search was for (the
// search page passes its `keyword`), cut to what the server takes.

import type { SongProblem } from '@h5/core-api/contracts/feedback';

export const SONG_TEXT_MAX = 100;

export const SONG_PROBLEMS: ReadonlyArray<[SongProblem, string]> = [
  ['missing', 'The song is missing'],
  ['wrong_lyrics', 'The lyrics are wrong'],
  ['wrong_info', 'The name or singer is wrong'],
  ['bad_audio', 'The music sounds bad'],
];

export const SONG_NAME_MISSING = 'Please write the song name.';
export const SONG_SENT = 'Thank you! We will look for this song.';

/** The song searched for, as the form starts with it. */
export function songFromQuery(query: URLSearchParams): string {
  return [...(query.get('keyword') ?? query.get('song') ?? '').trim()].slice(0, SONG_TEXT_MAX).join('');
}
