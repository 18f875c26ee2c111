// @vitest-environment node
import { lengthInWidthUnits } from '@h5/i18n';
import { describe, expect, it } from 'vitest';
import { displayStageName, STAGE_NAME_MAX_WIDTH } from './stageName.ts';

describe('displayStageName', () => {
  it('keeps a name under the limit as it is', () => {
    expect(displayStageName('Aarav Sharma')).toBe('Aarav Sharma');
    expect(displayStageName('a'.repeat(20))).toBe('a'.repeat(20));
  });

  it('cuts a name of 21 units or more to under 21 with an ellipsis', () => {
    const cut = displayStageName('a'.repeat(21));
    expect(cut).toBe(`${'a'.repeat(19)}…`);
    expect(lengthInWidthUnits(cut)).toBeLessThan(STAGE_NAME_MAX_WIDTH);
  });

  it('counts an emoji as 2 and never splits it', () => {
    const name = `${'🎤'.repeat(10)}x`; // 21 units
    const cut = displayStageName(name);
    expect(cut).toBe(`${'🎤'.repeat(9)}…`);
    expect(lengthInWidthUnits(cut)).toBeLessThan(STAGE_NAME_MAX_WIDTH);
    expect(displayStageName('Priya 🎤 Nair')).toBe('Priya 🎤 Nair');
  });

  it('keeps Arabic letters whole and handles missing names', () => {
    const cut = displayStageName('ليلى حداد ليلى حداد ليلى حداد');
    expect(lengthInWidthUnits(cut)).toBeLessThan(STAGE_NAME_MAX_WIDTH);
    expect(cut.endsWith('…')).toBe(true);
    expect(displayStageName(undefined)).toBe('');
    expect(displayStageName('  Jo  ')).toBe('Jo');
  });
});
