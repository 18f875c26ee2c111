// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maskWinnerName } from './maskName.ts';

describe('maskWinnerName (spec 3, 9)', () => {
  it('hides the first three characters of a Latin name', () => {
    expect(maskWinnerName('Aarav Sharma')).toBe('***av Sharma');
    expect(maskWinnerName('Rohan')).toBe('***an');
  });

  it('turns names of three characters or fewer into the mask alone', () => {
    expect(maskWinnerName('Jo')).toBe('***');
    expect(maskWinnerName('Ali')).toBe('***');
    expect(maskWinnerName('Anna')).toBe('***a');
    expect(maskWinnerName('')).toBe('***');
    expect(maskWinnerName('   ')).toBe('***');
  });

  it('counts Arabic letters with their marks as one character each', () => {
    expect(maskWinnerName('ليلى حداد')).toBe('***ى حداد');
    // "مُحَمَّد": the vowel marks stay with their letters.
    expect(maskWinnerName('مُحَمَّد')).toBe('***د');
  });

  it('never splits an emoji', () => {
    expect(maskWinnerName('🌟Star Kid🌟')).toBe('***ar Kid🌟');
    expect(maskWinnerName('👨‍👩‍👧‍👦🎤🇮🇳Priya')).toBe('***Priya');
    expect(maskWinnerName('Priya 🎤 Nair')).toBe('***ya 🎤 Nair');
  });

  it('never shows a full name', () => {
    for (const name of ['Aarav Sharma', 'Jo', 'ليلى حداد', '🌟Star Kid🌟', 'Zed']) {
      expect(maskWinnerName(name)).not.toContain(name);
      expect(maskWinnerName(name).startsWith('***')).toBe(true);
    }
  });
});
