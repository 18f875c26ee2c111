import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkMessages, Modules, placeholders, readCatalog, type TextUnit, textUnits } from './messages.ts';
import { checkServerText } from './serverText.ts';
import { parse, ROOT, readSource, trackedFiles } from './source.ts';

/** A campaign of planted sources and its Arabic catalog; the check's findings as `file:line rule`. */
function check(
  files: Record<string, string>,
  ar: Record<string, string>,
  loaded: Record<string, string> = {},
) {
  const sources = Object.entries(files).map(([f, text]) => parse(join('campaigns/x/src', f), text));
  const catalog = readCatalog('campaigns/x/src/messages/ar.json', JSON.stringify(ar, null, 2));
  const unit: TextUnit = {
    dir: 'campaigns/x',
    sources: sources.filter((s) => s.file.startsWith('campaigns/')),
    catalogs: [catalog],
    loaded: [readCatalog('packages/ui-kit/src/messages/ar.json', JSON.stringify(loaded))],
  };
  const modules = new Modules(new Map(sources.map((s) => [s.file, s])));
  return checkMessages(unit, modules)
    .map((v) => `${v.file.replace('campaigns/x/src/', '')}:${v.line} ${v.rule}`)
    .sort();
}

describe('the messages check', () => {
  it('finds a shown text without an Arabic entry: a literal key, a named text, JSX text', () => {
    const src = [
      "import { t } from '@h5/ui-kit';",
      "export const EMPTY = 'No songs yet';",
      'export function Songs() {',
      '  return <p className="sg-empty h5-muted" data-testid="empty">{t(\'Choose a song\')} Tap here</p>;',
      '}',
    ].join('\n');
    expect(check({ 'Songs.tsx': src }, {})).toEqual([
      'Songs.tsx:2 message-missing',
      'Songs.tsx:4 message-missing',
      'Songs.tsx:4 message-missing',
    ]);
    const translated = {
      'No songs yet': 'لا أغاني بعد',
      'Choose a song': 'اختر أغنية',
      'Tap here': 'انقر هنا',
    };
    expect(check({ 'Songs.tsx': src }, translated)).toEqual([]);
    // A text ui-kit's catalog holds needs no entry of the campaign's own.
    expect(
      check({ 'Songs.tsx': src }, { 'No songs yet': 'لا أغاني بعد', 'Tap here': 'انقر هنا' }, translated),
    ).toEqual([]);
  });

  it('reads a key handed to t() out of a map of texts, and a validator of a contract', () => {
    const texts =
      "export const TEXTS = { title: 'Your card', count: '{n} of {max}', theme: 'violet' } as const;\n";
    const screen = [
      "import { messageError } from '@h5/core-api/contracts/card';",
      "import { TEXTS } from './texts.ts';",
      'export const A = () => t(TEXTS.count, { n: 1, max: 2 });',
      'export const B = (e: string) => t(messageError(e) ?? TEXTS.title);',
    ].join('\n');
    const contract = [
      'const MAX = 120;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted module's own template
      "export const ERRORS = { empty: 'Write a message.', long: `Keep it to ${MAX} characters.` };",
      'export function messageError(m: string) { return m ? ERRORS.long : ERRORS.empty; }',
    ].join('\n');
    const files = {
      'texts.ts': texts,
      'Card.tsx': screen,
      '../../../packages/core-api/src/contracts/card.ts': contract,
    };
    expect(check(files, {})).toEqual([
      'Card.tsx:1 message-missing', // Write a message.
      'Card.tsx:1 message-missing', // Keep it to 120 characters.
      'Card.tsx:3 message-missing', // {n} of {max}, read through TEXTS.count; not TEXTS.theme
      'texts.ts:1 message-missing', // Your card, a named text
    ]);
  });

  it('leaves out what is never shown: class names, test ids, paths, comparisons, lazy screen names', () => {
    const src = [
      "const detail = lazyScreens(() => import('./screens/Detail.tsx'));",
      "export default defineRoutes({ campaign: 'x', title: 'The local index line of the campaign', routes: [] });",
      "export const screens = { detail: detail('Detail'), home: lazyScreens(() => import('./Home.tsx'))('Home') };",
      'export const f = (k: string) => (k === \'Enter key\' ? <i className="x-row x-row-on" data-testid="Some Id" /> : null);',
      "throw new Error('upload did not finish');",
    ].join('\n');
    expect(check({ 'main.tsx': src }, {})).toEqual([]);
  });

  it('finds an Arabic entry copied from English, unless the text is the same in every language', () => {
    const src = "t('Choose a song'); t('PayPal'); t('{n}/{max}');";
    expect(
      check(
        { 'a.ts': src },
        { 'Choose a song': 'Choose a song', PayPal: 'PayPal', '{n}/{max}': '{n}/{max}' },
      ),
    ).toEqual(['messages/ar.json:2 message-untranslated']);
  });

  it('finds an entry whose placeholders differ', () => {
    const plural = '{n, plural, one {# song} other {# songs}}';
    const src = `t('Hi {name}'); t('${plural}');`;
    const ar = { 'Hi {name}': 'مرحبا {nom}', [plural]: '{count, plural, one {أغنية} other {# أغان}}' };
    expect(check({ 'a.ts': src }, ar)).toEqual([
      'messages/ar.json:2 message-placeholders',
      'messages/ar.json:3 message-placeholders',
    ]);
    expect(placeholders(plural)).toEqual(['n']);
    expect(placeholders('{n, plural, =0 {Comments} other {# comments}} by {name}')).toEqual(['n', 'name']);
  });

  it('finds an entry no source shows', () => {
    expect(check({ 'a.ts': "t('Play');" }, { Play: 'تشغيل', Pause: 'إيقاف' })).toEqual([
      'messages/ar.json:3 message-unused',
    ]);
  });
});

describe('the server-text check', () => {
  const found = (src: string) => {
    const file = parse('campaigns/x/src/Board.tsx', src);
    const modules = new Modules(new Map([[file.file, file]]));
    return checkServerText(file, modules).map((v) => v.line);
  };

  it("finds t() handed an answer's text: a field, a name, a reason through a constant, an error's message", () => {
    const planted = [
      'export function Row({ d, box }: { d: Draw; box?: Box }) {',
      '  const why = d.reason;',
      '  return <p>{t(d.result_name)} {t(box?.name ?? "")} {t(why)} {t(label.trim())}</p>;',
      '}',
      'export const problem = (e: ApiError) => t(e.message);',
      'export const title = (r: Resource<Page>) => t(r.data.value?.title ?? "");',
    ].join('\n');
    expect(found(planted)).toEqual([3, 3, 3, 5, 6]);
  });

  it('leaves keys alone: literals, constants of texts, a parameter a caller fills, a form problem', () => {
    const right = [
      "const TEXTS = { title: 'Your card', none: 'No card' } as const;",
      'export function Card({ label, problems, state }: Props) {',
      "  const key = state === 'none' ? TEXTS.none : TEXTS.title;",
      "  return <p>{t(TEXTS.title)} {t(label)} {t(key)} {t(problems.name ?? '')} {t(state.name === 'x' ? 'A' : 'B')}</p>;",
      '}',
    ].join('\n');
    expect(found(right)).toEqual([]);
  });
});

describe('the repository', () => {
  const files = trackedFiles('campaigns', 'packages');
  const { units, modules } = textUnits(files, readSource, (f) => readFileSync(join(ROOT, f), 'utf8'));
  const show = (v: { file: string; line: number; rule: string; why: string }) =>
    `${v.file}:${v.line} ${v.rule}: ${v.why}`;

  it('has every text of every campaign and package in each language it ships, and no dead entry', () => {
    expect(units.length).toBeGreaterThan(20);
    expect(units.flatMap((u) => checkMessages(u, modules)).map(show)).toEqual([]);
  }, 60_000);

  it('hands t() no server text', () => {
    expect(units.flatMap((u) => u.sources.flatMap((s) => checkServerText(s, modules))).map(show)).toEqual([]);
  }, 60_000);
});
