// The `-privacy` routes (spec 2) are for shared screens: the looked-up account's name is shown
// masked, its avatar hidden, and nothing about it is kept on the device.

export const MASK = '***';

/** Keeps the first character (a whole grapheme for emoji and Arabic) and masks the rest. */
export function maskName(name: string): string {
  const first = Array.from(
    new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name.trim()),
  )[0];
  return first ? `${first.segment}${MASK}` : MASK;
}
