import { describe, expect, it } from 'vitest';
import { clearUpdateName, lastUpdateName, saveUpdateName, UPDATE_NAME_KEY } from './updateName.ts';

function memory() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    m,
  };
}

describe('updateName in local storage (spec 3)', () => {
  it('keeps the last-used name under updateName, trimmed, and offers it back', () => {
    const s = memory();
    saveUpdateName('  Star Singers ', s);
    expect(s.m.get(UPDATE_NAME_KEY)).toBe('Star Singers');
    expect(lastUpdateName('Desi Melodies', s)).toBe('Star Singers');
  });

  it('offers nothing when it is the current name or nothing is kept', () => {
    const s = memory();
    expect(lastUpdateName('Desi Melodies', s)).toBeNull();
    saveUpdateName('Desi Melodies', s);
    expect(lastUpdateName('Desi Melodies', s)).toBeNull();
  });

  it('forgets it once cleared or saved empty', () => {
    const s = memory();
    saveUpdateName('A', s);
    clearUpdateName(s);
    expect(lastUpdateName('', s)).toBeNull();
    saveUpdateName('B', s);
    saveUpdateName('  ', s);
    expect(s.m.has(UPDATE_NAME_KEY)).toBe(false);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => saveUpdateName('A', broken)).not.toThrow();
    expect(lastUpdateName('', broken)).toBeNull();
    expect(() => clearUpdateName(broken)).not.toThrow();
  });
});
