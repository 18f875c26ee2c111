import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clausesOf, platformUses, resolveSpecifier } from './platformUses.ts';

let root = '';
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'h5-platform-uses-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('what the pages use of the platform', () => {
  it('reads imports and re-exports, over several lines, leaving out type-only ones', () => {
    const clauses = clausesOf(`import type { A } from './a.ts';
import {
  b,
  type C,
  d as e,
} from '@h5/ui-kit';
export { f as g, h } from './f.ts';
export * from './all.ts';
import * as ns from './ns.ts';
const later = () => import('./lazy.ts');
`);
    expect(clauses).toEqual([
      {
        kind: 'import',
        names: [
          ['b', 'b'],
          ['d', 'e'],
        ],
        from: '@h5/ui-kit',
      },
      {
        kind: 'export',
        names: [
          ['f', 'g'],
          ['h', 'h'],
        ],
        from: './f.ts',
      },
      { kind: 'export', names: [['*', '*']], from: './all.ts' },
      { kind: 'import', names: [['*', '*']], from: './ns.ts' },
      { kind: 'import', names: [['*', '*']], from: './lazy.ts' },
    ]);
  });

  it('resolves relative paths and the packages’ exports, wildcards included', () => {
    write(
      'packages/core-api/package.json',
      JSON.stringify({ exports: { '.': './src/index.ts', './contracts/*': './src/contracts/*.ts' } }),
    );
    write('packages/core-api/src/index.ts', '');
    write('packages/core-api/src/lang.ts', '');
    const pk = join(root, 'packages');
    expect(resolveSpecifier('@h5/core-api', join(root, 'x.ts'), pk)).toBe(join(pk, 'core-api/src/index.ts'));
    expect(resolveSpecifier('@h5/core-api/contracts/guild', join(root, 'x.ts'), pk)).toBe(
      join(pk, 'core-api/src/contracts/guild.ts'),
    );
    // Written without its extension in a few modules.
    expect(resolveSpecifier('./lang', join(pk, 'core-api/src/index.ts'), pk)).toBe(
      join(pk, 'core-api/src/lang.ts'),
    );
    expect(resolveSpecifier('react', join(root, 'x.ts'), pk)).toBeNull();
  });

  it('follows a package’s index to the module that defines a name; what it re-exports counts, tests and Node-side packages do not', () => {
    write('packages/ui-kit/package.json', JSON.stringify({ exports: { '.': './src/index.ts' } }));
    write(
      'packages/ui-kit/src/index.ts',
      "export { toast, toastError as failed } from './toast.tsx';\nexport * from './store.ts';\n",
    );
    write('packages/ui-kit/src/toast.tsx', '');
    write('packages/ui-kit/src/store.ts', '');
    write('packages/ui-kit/src/page.tsx', "import { t } from './store.ts';\n");
    write('packages/sandbox-api/src/server.ts', "import { api } from '@h5/ui-kit';\n");
    write('campaigns/guild/src/main.tsx', "import { failed, language } from '@h5/ui-kit';\n");
    write('campaigns/guild/src/main.test.tsx', "import { toast } from '@h5/ui-kit';\n");
    const ui = (f: string) => join(root, 'packages/ui-kit/src', f);
    const platform = new Set([ui('toast.tsx'), ui('store.ts')]);
    const names: Record<string, string[]> = {
      [ui('toast.tsx')]: ['TOAST_MS', 'toast', 'toastError'],
      [ui('store.ts')]: ['api', 'language', 't'],
    };
    const uses = platformUses(platform, (id) => names[id] ?? [], { root });
    expect(
      Object.fromEntries([...uses].map(([id, n]) => [id.slice(ui('').length + 1), [...n].sort()])),
    ).toEqual({
      // Re-exported by the index (the bundler checks those), not the constant nobody imports.
      'toast.tsx': ['toast', 'toastError'],
      // `export *` of the index: every name the bundler will check.
      'store.ts': ['api', 'language', 't'],
    });
  });
});
