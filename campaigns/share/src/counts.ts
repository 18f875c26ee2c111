// The share pages' counts (listens, plays, likes) written short, in messages of
// `{n, plural, … {count} …}`.

import { type Count, compactCount } from '@h5/i18n';

/**
 * `n` short for a message whose `{n, plural}` shows `{count}`: "2.3K listens", and in Arabic the
 * noun that follows ألف ("2.3 ألف استماع"), the form chosen by what is shown, not by the exact count.
 */
export function shortCount(lang: string, n: number): { n: Count; count: Count } {
  const c = compactCount(lang, n);
  return { n: c, count: c };
}
