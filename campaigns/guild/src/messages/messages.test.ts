// Every English text the guild pages show has its Arabic translation, and counts keep their plural forms.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_YOUR_PAGE } from '../components/RoleScreen.tsx';
import { PERIOD_LABELS } from '../components/Tabs.tsx';
import { FORM_MESSAGES } from '../guildForm.ts';
import { IDENTITY_LABELS } from '../identity.ts';
import { IMAGE_MESSAGES } from '../image.ts';
import { PK_STATUS_LABELS } from '../pk.ts';
import { TITLES } from '../routes.ts';
import { BROADCASTER_TIPS } from '../rules.ts';
import { STATUS_LABELS } from '../screens/Application.tsx';
import { CREATE_FOR } from '../screens/CreateGuild.tsx';
import { NO_GUILD_RULES } from '../screens/Rule.tsx';
import ar from './ar.json';

const src = join(import.meta.dirname, '..');
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !e.name.includes('.test.')
        ? [readFileSync(join(dir, e.name), 'utf8')]
        : [],
  );
}

const texts = sources(src);
const keys = new Set<string>([
  ...texts.flatMap((s) => [...s.matchAll(/\bt\(\s*'((?:[^'\\]|\\.)+)'/g)].map((m) => m[1]!)),
  ...texts.flatMap((s) => [...s.matchAll(/\blabel: '([^']+)'/g)].map((m) => m[1]!)),
  ...texts.flatMap((s) => [...s.matchAll(/<MenuList\s+label="([^"]+)"/g)].map((m) => m[1]!)),
  ...Object.values(TITLES),
  NO_GUILD_RULES,
  ...BROADCASTER_TIPS,
  ...Object.values(PERIOD_LABELS),
  ...Object.values(NOT_YOUR_PAGE),
  ...Object.values(FORM_MESSAGES),
  ...Object.values(IDENTITY_LABELS),
  ...Object.values(IMAGE_MESSAGES),
  ...Object.values(PK_STATUS_LABELS),
  ...Object.values(STATUS_LABELS),
  ...Object.values(CREATE_FOR),
]);

/** A value copied from English, or missing, has no Arabic letter. */
const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('Arabic messages', () => {
  it.each([...keys])('has %j in Arabic', (key) => {
    const text = (ar as Record<string, string>)[key];
    expect(text).toMatch(ARABIC_LETTER);
    for (const v of key.match(/\{\w+\}/g) ?? []) expect(text).toContain(v);
  });
  it('keeps plural forms in counts', () => {
    for (const key of keys)
      if (key.includes('plural')) expect((ar as Record<string, string>)[key]).toContain('plural');
  });
});
