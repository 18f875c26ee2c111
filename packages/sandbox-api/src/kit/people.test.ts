import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import { DEFAULT_USER } from '../users.ts';
import { face, faceOf, NAMES, seededCrowd } from './people.ts';

describe('people', () => {
  it('has names in every script, written in that script', () => {
    expect(NAMES.arabic.names.every((n) => /[\u0600-\u06ff]/.test(n))).toBe(true);
    expect(NAMES.devanagari.names.every((n) => /[\u0900-\u097f]/.test(n))).toBe(true);
    for (const s of ['latin', 'indonesian', 'filipino'] as const)
      expect(NAMES[s].names.every((n) => /^[\p{Script=Latin} .'-]+$/u.test(n))).toBe(true);
  });

  it('shows a known user by face, an unknown one by number', () => {
    expect(faceOf(DEFAULT_USER.uid)).toEqual(face(DEFAULT_USER));
    expect(faceOf(99_999)).toEqual({ uid: 99_999, stage_name: '#99999', avatar: '' });
  });

  it('draws the same crowd for the same seed, across the scripts, with avatars', () => {
    const a = seededCrowd(createRandom(5), 10, 5000);
    expect(seededCrowd(createRandom(5), 10, 5000)).toEqual(a);
    expect(a.map((p) => p.uid)).toEqual(Array.from({ length: 10 }, (_, i) => 5000 + i));
    expect(new Set(a.map((p) => p.country))).toEqual(new Set(['NG', 'EG', 'IN', 'ID', 'PH']));
    expect(a.every((p) => p.avatar.startsWith('/static/avatars/'))).toBe(true);
  });

  it('gives no name twice in a crowd until its script has none left', () => {
    for (const seed of [1, 5, 9, 42]) {
      const thirty = seededCrowd(createRandom(seed), 30, 5000).map((p) => p.stage_name);
      expect(new Set(thirty).size).toBe(30);
    }
    // Beyond thirty, names come round again rather than running out.
    expect(seededCrowd(createRandom(5), 40, 5000)).toHaveLength(40);
  });
});
