// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maskName } from './privacy.ts';

describe('privacy mask', () => {
  it('keeps only the first character', () => {
    expect(maskName('Aarav Sharma')).toBe('A***');
    expect(maskName('ليلى حداد')).toBe('ل***');
    expect(maskName('🌟Star Kid🌟')).toBe('🌟***');
    expect(maskName('  ')).toBe('***');
  });
});
