// Fallback for engines without Intl.Segmenter: a base character (or a flag's pair of regional
// indicators) with its marks, skin tones, emoji tags and ZWJ-joined characters.
const CLUSTER = /(?:\p{RI}{2}|.)(?:[\p{M}\p{Emoji_Modifier}\u{E0020}-\u{E007F}]|\u200d.?)*/gsu;
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|\u20E3/u;

let segmenter: Intl.Segmenter | undefined;

/** User-perceived characters: an emoji (ZWJ sequences and flags included) or a letter with its marks is one. */
export function graphemes(s: string): string[] {
  if ('Segmenter' in Intl) {
    segmenter ??= new Intl.Segmenter();
    return Array.from(segmenter.segment(s), (x) => x.segment);
  }
  return s.match(CLUSTER) ?? [];
}

const width = (g: string) => (EMOJI.test(g) ? 2 : 1);

/** Spec 5 width units: an emoji counts 2, any other grapheme 1. */
export function lengthInWidthUnits(s: string): number {
  let n = 0;
  for (const g of graphemes(s)) n += width(g);
  return n;
}

/**
 * Keeps whole graphemes so the width stays under `maxUnitsExclusive` (stage names: 21, spec 5/9),
 * appending `ellipsis` only when something was cut; the ellipsis counts toward the width.
 */
export function cutToWidth(s: string, maxUnitsExclusive: number, ellipsis = '…'): string {
  if (lengthInWidthUnits(s) < maxUnitsExclusive) return s;
  let n = lengthInWidthUnits(ellipsis);
  if (n >= maxUnitsExclusive) return '';
  let out = '';
  for (const g of graphemes(s)) {
    n += width(g);
    if (n >= maxUnitsExclusive) break;
    out += g;
  }
  return out + ellipsis;
}

/**
 * Isolates text of unknown direction inside a sentence (first strong character decides, digits
 * alone stay left to right): a Latin prize name or a round code in an Arabic sentence stays in one
 * piece and in its order. For text placed in a message with `t()`; in markup use `<bdi>`.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
