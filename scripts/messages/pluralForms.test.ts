// Every counted message of every campaign, block and the ui-kit has each plural form its language
// has (Intl.PluralRules), so "1 wins of 2 bets" or an Arabic "3 فوز" cannot ship. New campaigns
// are covered the moment their messages file exists.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

function messageFiles(): { file: string; lang: string }[] {
  const dirs = [
    ...readdirSync(join(ROOT, 'campaigns')).map((c) => join(ROOT, 'campaigns', c, 'src', 'messages')),
    join(ROOT, 'packages', 'blocks', 'src', 'messages'),
    join(ROOT, 'packages', 'ui-kit', 'src', 'messages'),
  ];
  return dirs
    .filter((d) => existsSync(d))
    .flatMap((d) =>
      readdirSync(d)
        .filter((f) => /^[a-z]{2}(-[A-Z]{2})?\.json$/.test(f))
        .map((f) => ({ file: join(d, f), lang: f.replace(/\.json$/, '') })),
    );
}

/** The plural forms `{var, plural, …}` names, for each counted variable of a message. */
export function pluralForms(message: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const m of message.matchAll(/\{(\w+), plural,/g)) {
    const forms = new Set<string>();
    // Walk the options at depth one of this plural: `form {…}` pairs until its closing brace.
    let depth = 0;
    let i = (m.index ?? 0) + m[0].length;
    let word = '';
    for (; i < message.length; i++) {
      const c = message[i];
      if (c === '{') {
        if (depth === 0 && word.trim()) forms.add(word.trim());
        depth++;
        word = '';
      } else if (c === '}') {
        if (depth === 0) break;
        depth--;
      } else if (depth === 0) word = /\s/.test(c ?? '') ? (word.trim() ? word : '') + c : word + c;
    }
    out.set(m[1] ?? '', forms);
  }
  return out;
}

describe('pluralForms', () => {
  it('reads the forms of each counted variable', () => {
    const forms = pluralForms('{n, plural, one {# win of {m}} other {# wins}} and {k, plural, other {#}}');
    expect([...(forms.get('n') ?? [])]).toEqual(['one', 'other']);
    expect([...(forms.get('k') ?? [])]).toEqual(['other']);
  });
});

describe('counted messages', () => {
  for (const { file, lang } of messageFiles()) {
    const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    it(`${file.slice(ROOT.length + 1)} gives each count every ${lang} plural form (${needed.join(', ')})`, () => {
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const short: string[] = [];
      for (const [key, text] of Object.entries(messages)) {
        for (const [name, forms] of pluralForms(text)) {
          const missing = needed.filter((f) => !forms.has(f));
          if (missing.length > 0) short.push(`${JSON.stringify(key)}: ${name} lacks ${missing.join(', ')}`);
        }
        // A count in the English key must stay a count in the translation.
        for (const name of pluralForms(key).keys())
          if (!pluralForms(text).has(name)) short.push(`${JSON.stringify(key)}: ${name} is not counted`);
      }
      expect(short).toEqual([]);
    });
  }
});
