// The help pages state no reply delay: no answer of the server names one, so a page promising
// "within two working days" would state our invention as fact (issue 51).
import { expect, it } from 'vitest';

const screens = import.meta.glob<string>(['./screens/*.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

it('promises no reply within a number of days', () => {
  const promised = Object.entries(screens).flatMap(([file, src]) =>
    [...src.matchAll(/\bt\('((?:[^'\\]|\\.)+)'/g)]
      .map((m) => m[1]!)
      .filter((text) => /\bwithin\b.*\bdays?\b|working days?/i.test(text))
      .map((text) => `${file}: ${text}`),
  );
  expect(promised).toEqual([]);
});
