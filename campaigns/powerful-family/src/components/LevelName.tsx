// A level's name in the page's language: as an element, or as text for a sentence.

import { t, useSignals } from '@h5/ui-kit';
import { num } from '../format.ts';
import { levelName } from '../stages.ts';

export function LevelName({ level }: { level: number }) {
  useSignals();
  const { key, n } = levelName(level);
  return <>{t(key, n === undefined ? {} : { n: num(n) })}</>;
}

/** A level's name as text, for a sentence. */
export function levelText(level: number): string {
  const { key, n } = levelName(level);
  return t(key, n === undefined ? {} : { n: num(n) });
}
