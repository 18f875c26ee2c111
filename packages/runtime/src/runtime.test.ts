import { describe, expect, it } from 'vitest';
import { runtimeEntrySource } from './entry.ts';
import { RUNTIME_API, RUNTIME_SPECIFIERS, runtimeClosure, runtimeExportName } from './runtime.ts';

describe('the shared runtime', () => {
  it('exports every name of its API once, renaming only a name an earlier specifier took', () => {
    expect(runtimeExportName('react', 'Fragment')).toBe('Fragment');
    expect(runtimeExportName('react/jsx-runtime', 'Fragment')).toBe('Fragment$react_jsx_runtime');
    expect(runtimeExportName('react/jsx-runtime', 'jsx')).toBe('jsx');
    const all = RUNTIME_SPECIFIERS.flatMap((s) =>
      (RUNTIME_API[s] as readonly string[]).map((n) => runtimeExportName(s, n)),
    );
    expect(new Set(all).size).toBe(all.length);
  });

  it('builds its entry from the packages as they run in production, each name checked', () => {
    const source = runtimeEntrySource(import.meta.filename);
    expect(source).toContain('import m0 from "react";');
    expect(source).toMatch(/const \{ [^}]*useState: useState[^}]*\} = m0;/);
    expect(source).toContain('Fragment: Fragment$react_jsx_runtime');
    expect(source).toContain('export { Signal as Signal,');
    expect(source).toContain('} from "@preact/signals-react/runtime";');
  });

  it('loads a file with everything it imports, each once', () => {
    const manifest = { file: 'a.js', imports: { 'a.js': ['b.js', 'c.js'], 'b.js': ['c.js'], 'c.js': [] } };
    expect(runtimeClosure(manifest, ['a.js'])).toEqual(['a.js', 'b.js', 'c.js']);
  });
});
