// Every English text the pages show has its Arabic translation, with the same placeholders.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLEAR_FAILED_MESSAGE, CLEAR_STEPS, CLEARED_MESSAGE, UPDATE_APP_NOTE } from '../clearData.ts';
import { SENT_MESSAGE } from '../components/ContactForm.tsx';
import { deviceSummary } from '../device.ts';
import { UNKNOWN_GRADE } from '../grades.ts';
import * as limits from '../limits.ts';
import { BROKEN_REPORT_LINK, TARGET_LABELS } from '../reportTarget.ts';
import routes from '../routes.ts';
import { NO_SUCH_TICKET } from '../screens/Detail.tsx';
import { NO_SUCH_QUESTION, THANKS_FOR_VOTE } from '../screens/Question.tsx';
import { CHOOSE_REASON, REPORT_SENT } from '../screens/Report.tsx';
import { NO_SUCH_NOTICE } from '../screens/SystemDetail.tsx';
import { NO_SUCH_GROUP } from '../screens/ThreeList.tsx';
import { SONG_NAME_MISSING, SONG_PROBLEMS, SONG_SENT } from '../song.ts';
import { STATE_LABELS } from '../ticketState.ts';
import ar from './ar.json';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !e.name.includes('.test.')
        ? [readFileSync(join(dir, e.name), 'utf8')]
        : [],
  );
}

const src = join(import.meta.dirname, '..');
const literals = sources(src).flatMap((s) => [
  ...[...s.matchAll(/\bt\(\s*'((?:[^'\\]|\\.)+)'/g)].map((m) => m[1]!),
  ...[...s.matchAll(/\b(?:label|title|text): '([^']+)'/g)].map((m) => m[1]!),
  ...[...s.matchAll(/\b(?:title|text|summary|label)="([^"]+)"/g)].map((m) => m[1]!),
]);
const titles = (list: typeof routes.routes): string[] =>
  list.flatMap((r) => [...(r.meta?.title ? [r.meta.title] : []), ...titles(r.children ?? [])]);
const named = [
  ...Object.values(limits).filter((v): v is string => typeof v === 'string' && / /.test(v)),
  CLEARED_MESSAGE,
  CLEAR_FAILED_MESSAGE,
  UPDATE_APP_NOTE,
  ...CLEAR_STEPS.android,
  ...CLEAR_STEPS.ios,
  SENT_MESSAGE,
  UNKNOWN_GRADE,
  BROKEN_REPORT_LINK,
  ...Object.values(TARGET_LABELS),
  NO_SUCH_TICKET,
  NO_SUCH_QUESTION,
  NO_SUCH_NOTICE,
  NO_SUCH_GROUP,
  THANKS_FOR_VOTE,
  CHOOSE_REASON,
  REPORT_SENT,
  SONG_NAME_MISSING,
  SONG_SENT,
  ...SONG_PROBLEMS.map(([, label]) => label),
  ...Object.values(STATE_LABELS),
  ...deviceSummary({
    app_version: '',
    platform: '',
    device_id: '',
    user_agent: '',
    lang: '',
    country: '',
    screen: '',
  }).map(([label]) => label),
  ...titles(routes.routes),
];

describe('Arabic messages', () => {
  it('translate every literal text and every named message', () => {
    expect(literals.length).toBeGreaterThan(40);
    const missing = [...new Set([...literals, ...named])].filter((k) => !(k in ar));
    expect(missing).toEqual([]);
  });

  it('keep every placeholder of the English text', () => {
    for (const [en, text] of Object.entries(ar as Record<string, string>)) {
      const vars = (s: string) => [...new Set([...s.matchAll(/\{(\w+)[},]/g)].map((m) => m[1]))].sort();
      expect(vars(text), en).toEqual(vars(en));
    }
  });
});
