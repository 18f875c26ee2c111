// Spec 3 and 9 say winner names are both "masked to start with three asterisks" and "masked after
// the first three characters". Reading both together: three asterisks stand in for the first
// three characters, so no winner's full name is ever shown. Characters are counted as a person
// sees them (an emoji or a letter with its marks is one), so a mask never splits one.

import { graphemes } from '@h5/i18n';

export const MASK = '***';
/** Characters the mask hides at the start of a name. */
export const MASKED_CHARACTERS = 3;

/** `***` followed by the name after its first three characters; shorter names become `***`. */
export function maskWinnerName(name: string): string {
  const chars = graphemes(name.trim());
  return MASK + chars.slice(MASKED_CHARACTERS).join('');
}
