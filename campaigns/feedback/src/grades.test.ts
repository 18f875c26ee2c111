// @vitest-environment node
import type { Grade } from '@h5/core-api/contracts/feedback';
import { expect, it } from 'vitest';
import { chosenGrade } from './grades.ts';

const g = (id: string) => ({ id }) as Grade;

it('opens on the grade of the route, else the first with a note', () => {
  const all = [g('1'), g('2')];
  expect(chosenGrade(all, '2')).toEqual({ grade: all[1], known: true });
  expect(chosenGrade(all, 'x')).toEqual({ grade: all[0], known: false });
  expect(chosenGrade([], '1')).toEqual({ grade: null, known: false });
});
