// @vitest-environment node
import type { AreaInfo } from '@h5/core-api/contracts/rapid';
import { describe, expect, it } from 'vitest';
import { answeredArea } from './AreaPicker.tsx';

const info = (country: string, country_idx: number): AreaInfo => ({
  country,
  country_idx,
  display: country,
  countries: [
    { country: 'IN', display: 'India' },
    { country: 'ID', display: 'Indonesia' },
    { country: 'ME', display: 'Middle East' },
  ],
  can_join_make_connection: true,
  have_phone: false,
  userPercent: 5,
});

describe('answeredArea (spec 3 country_idx)', () => {
  it("picks the list entry at the server's index", () => {
    expect(answeredArea(info('ID', 1))).toBe('ID');
    // The index names the picker's entry even where `country` is spelt otherwise.
    expect(answeredArea(info('id', 1))).toBe('ID');
  });

  it('falls back to the country when the index is outside the list', () => {
    expect(answeredArea(info('ME', 7))).toBe('ME');
    expect(answeredArea(info('IN', -1))).toBe('IN');
  });
});
