import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSource, isCheckedSource, signalNames } from './conventions.ts';

const ROOT = join(import.meta.dirname, '..', '..');

describe('the conventions check', () => {
  it('finds a format built outside i18n, and not inside it', () => {
    const src = "const f = new Intl.NumberFormat('ar').format(3);\n";
    expect(checkSource('campaigns/x/src/a.ts', src)).toEqual([
      expect.objectContaining({ rule: 'intl-outside-i18n', file: 'campaigns/x/src/a.ts', line: 1 }),
    ]);
    expect(checkSource('packages/i18n/src/format.ts', src)).toEqual([]);
  });

  it('finds a load started in an effect, and not a load on a tap', () => {
    const planted = [
      'export function Wallet() {',
      '  useEffect(() => {',
      '    void account.load();',
      '  }, []);',
      '  return <button onClick={() => void account.load()}>Retry</button>;',
      '}',
    ].join('\n');
    expect(checkSource('campaigns/x/src/Wallet.tsx', planted)).toEqual([
      expect.objectContaining({ rule: 'load-in-effect', line: 2 }),
    ]);
    const right = 'export function Wallet() {\n  useLoaded(account);\n  useEffect(() => track(), []);\n}\n';
    expect(checkSource('campaigns/x/src/Wallet.tsx', right)).toEqual([]);
  });

  it('finds a component that reads a signal without useSignals(), and not one that calls it', () => {
    const ctx = { signals: signalNames(["export const language = signal('en');\n"]) };
    const planted = [
      'export function Coins({ n }: { n: number }) {',
      '  return <b>{formatNumber(n, language.value)}</b>;',
      '}',
      'const Row = ({ r }: { r: Resource<number> }) => <i>{r.data.value}</i>;',
    ].join('\n');
    expect(checkSource('campaigns/x/src/Coins.tsx', planted, ctx)).toEqual([
      expect.objectContaining({ rule: 'signal-read-without-use-signals', line: 1 }),
      expect.objectContaining({ rule: 'signal-read-without-use-signals', line: 4 }),
    ]);
    const right = [
      'export function Coins({ n }: { n: number }) {',
      '  useSignals();',
      '  return <b>{formatNumber(n, language.value)}</b>;',
      '}',
      // A field of a plain object, and a write on a tap, are not reads of a signal.
      'function Pick({ o }: { o: { value: string } }) {',
      '  return <button onClick={() => (language.value = o.value)}>{o.value}</button>;',
      '}',
    ].join('\n');
    expect(checkSource('campaigns/x/src/Coins.tsx', right, ctx)).toEqual([]);
  });

  it('reads campaign and package sources, not their tests', () => {
    expect(isCheckedSource('campaigns/guild/src/screens/PkIndex.tsx')).toBe(true);
    expect(isCheckedSource('packages/ui-kit/src/async.tsx')).toBe(true);
    expect(isCheckedSource('packages/ui-kit/src/__tests__/async.test.tsx')).toBe(false);
    expect(isCheckedSource('campaigns/guild/src/pk.test.ts')).toBe(false);
    expect(isCheckedSource('campaigns/guild/e2e/guild.e2e.ts')).toBe(false);
  });

  it('holds over every source in the repository', () => {
    const files = execFileSync('git', ['ls-files', 'campaigns', 'packages'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter(isCheckedSource);
    expect(files.length).toBeGreaterThan(300);
    const sources = new Map(files.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]));
    const ctx = { signals: signalNames(sources.values()) };
    const found = files.flatMap((f) => checkSource(f, sources.get(f) ?? '', ctx));
    expect(found.map((v) => `${v.file}:${v.line} ${v.rule}: ${v.why}`)).toEqual([]);
  });
});
