import { describe, expect, it } from 'vitest';
import { readListedRedirects, rememberListedRedirect } from './listedRedirects.ts';

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    key: (i) => [...m.keys()][i] ?? null,
    get length() {
      return m.size;
    },
  };
}

describe('listed redirects for the middle page', () => {
  it('keeps what the screen listed, newest first, once each', () => {
    const s = memoryStorage();
    rememberListedRedirect('https://a.example/pay', s);
    rememberListedRedirect('https://b.example/pay', s);
    rememberListedRedirect('https://a.example/pay', s);
    expect(readListedRedirects(s)).toEqual(['https://a.example/pay', 'https://b.example/pay']);
  });

  it('reads nothing from a missing or garbled entry', () => {
    const s = memoryStorage();
    expect(readListedRedirects(s)).toEqual([]);
    s.setItem('rapid.listedRedirects', '{not json');
    expect(readListedRedirects(s)).toEqual([]);
    s.setItem('rapid.listedRedirects', JSON.stringify([1, 'https://c.example/x', null]));
    expect(readListedRedirects(s)).toEqual(['https://c.example/x']);
  });
});
