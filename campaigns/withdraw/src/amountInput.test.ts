// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseAmount, readGrade } from './amountInput.ts';

describe('parseAmount', () => {
  it('reads whole and decimal amounts, in Western or Arabic-Indic digits', () => {
    expect(parseAmount('250')).toBe(250);
    expect(parseAmount(' 12.5 ')).toBe(12.5);
    expect(parseAmount('٢٥٠')).toBe(250);
    expect(parseAmount('١٢٫٥')).toBe(12.5);
  });
  it.each(['', '0', '-5', '1e3', '12.345', '1,000', 'abc', '<b>1</b>', '1234567890'])('refuses %j', (bad) =>
    expect(parseAmount(bad)).toBeNull(),
  );
});

describe('readGrade', () => {
  it('takes the grade from the query or nothing', () => {
    expect(readGrade(new URLSearchParams('grade=500'))).toBe(500);
    expect(readGrade(new URLSearchParams('grade='))).toBeNull();
    expect(readGrade(new URLSearchParams('grade=%3Cscript%3E'))).toBeNull();
    expect(readGrade(new URLSearchParams(''))).toBeNull();
  });
});
