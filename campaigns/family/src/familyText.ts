// The family's name and slogan as the leader edits them: trimmed, counted in characters (an emoji
// is one), within the limits the server also checks; each problem one sentence.

import { FAMILY_NAME_MAX, FAMILY_NAME_MIN, FAMILY_SLOGAN_MAX } from '@h5/core-api/contracts/family';

export const NAME_LENGTH = 'The family name must be {min} to {max} characters.';
export const NAME_UNCHANGED = 'This is the family’s name already.';
export const SLOGAN_LENGTH = 'The slogan can be at most {max} characters.';

export function length(text: string): number {
  return [...text.trim()].length;
}

/** The problem with a new name, as an English key with its values, or null. */
export function nameProblem(
  name: string,
  current: string,
): { key: string; vars?: Record<string, number> } | null {
  const n = length(name);
  if (n < FAMILY_NAME_MIN || n > FAMILY_NAME_MAX)
    return { key: NAME_LENGTH, vars: { min: FAMILY_NAME_MIN, max: FAMILY_NAME_MAX } };
  if (name.trim() === current.trim()) return { key: NAME_UNCHANGED };
  return null;
}

export function sloganProblem(slogan: string): { key: string; vars?: Record<string, number> } | null {
  return length(slogan) > FAMILY_SLOGAN_MAX ? { key: SLOGAN_LENGTH, vars: { max: FAMILY_SLOGAN_MAX } } : null;
}
