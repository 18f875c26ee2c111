// The grade system introduction opens on the grade of its route (`/v/grade_system_intro/:id`);
// an id the server does not know opens on the first grade with a note, never an empty page.

import type { Grade } from '@h5/core-api/contracts/feedback';

export const UNKNOWN_GRADE = 'This grade was not found. Here are all the grades.';

export function chosenGrade(
  grades: readonly Grade[],
  id: string | undefined,
): { grade: Grade | null; known: boolean } {
  const found = grades.find((g) => g.id === id);
  return { grade: found ?? grades[0] ?? null, known: found !== undefined };
}
