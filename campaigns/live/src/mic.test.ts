import { describe, expect, it } from 'vitest';
import { slotTime } from './mic.tsx';

const at = (h: number, m: number, day = 25) => new Date(2026, 10, day, h, m).getTime();

describe('a mic slot’s time', () => {
  it('is a short range of two times within a day, what they share written once', () => {
    expect(slotTime('en', at(21, 0), at(21, 30))).toMatch(/^9:00\s–\s9:30\sPM$/);
    expect(slotTime('ar', at(21, 0), at(21, 30))).toMatch(/^9:00\s?–\s?9:30\sم$/);
  });

  it('stays two times, without dates, when the slot ends at or after midnight', () => {
    const text = slotTime('en', at(23, 30), at(0, 0, 26));
    expect(text).toMatch(/^11:30\sPM – 12:00\sAM$/);
    expect(text).not.toContain('2026');
    expect(slotTime('ar', at(23, 30), at(0, 0, 26))).not.toMatch(/2026|٢٠٢٦/);
  });
});
