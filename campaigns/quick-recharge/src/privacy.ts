// The `-privacy` routes (spec 2) are for shared screens: the looked-up account's name is shown
// masked, its avatar hidden, and nothing about it is kept on the device.

import { graphemes } from '@h5/i18n';

const MASK = '***';

/** Keeps the first character (a whole grapheme for emoji and Arabic) and masks the rest. */
export function maskName(name: string): string {
  const first = graphemes(name.trim())[0];
  return first ? `${first}${MASK}` : MASK;
}
