import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildPlatform,
  loadPlatform,
  PLATFORM_ROOT,
  type PlatformModule,
  platformEntrySource,
  platformFacadeSource,
  platformImportError,
  platformKey,
  platformModules,
  platformName,
  unlistedSource,
  unlistedUses,
  writePlatform,
} from './platform.ts';
import { PLATFORM_EXPORTS } from './platformExports.ts';

const DEFINE = {
  'import.meta.env.VITE_H5_ENV': '"dev"',
  'import.meta.env.VITE_H5_HOSTS': '""',
  'import.meta.env.VITE_H5_DOMAIN': '""',
  'import.meta.env.VITE_H5_BOX_HOST': '""',
  'import.meta.env.VITE_H5_APP_LINKS': '""',
};

describe('the shared platform', () => {
  it('exports each module’s names under short ones of their own, and a facade takes them back', () => {
    const toast: PlatformModule = {
      index: 1,
      first: 36,
      exports: ['toast', 'toastError'],
      unlisted: [],
      css: [],
    };
    const app: PlatformModule = {
      index: 0,
      first: 0,
      exports: ['startCampaign'],
      unlisted: [],
      css: ['/p/styles.css'],
    };
    expect(platformName(toast, 1)).toBe('$11');
    const modules = new Map([
      ['/p/app.tsx', app],
      ['/p/toast.tsx', toast],
    ]);
    expect(platformEntrySource(modules)).toBe(
      'export { startCampaign as $0 } from "/p/app.tsx";\nexport { toast as $10, toastError as $11 } from "/p/toast.tsx";\n',
    );
    expect(platformFacadeSource(app, '/cdn/runtime/platform-X.js')).toBe(
      'import "/p/styles.css";\nexport { $0 as startCampaign } from "/cdn/runtime/platform-X.js";\n',
    );
  });

  it('numbers the list’s names by module path, whatever order they are written in', () => {
    const m = platformModules({
      'ui-kit/src/toast.tsx': ['toastError', 'toast'],
      'ui-kit/src/app.tsx': ['startCampaign'],
    });
    expect([...m.values()].map((x) => [x.index, x.first, x.exports])).toEqual([
      [0, 0, ['startCampaign']],
      [1, 1, ['toast', 'toastError']],
    ]);
    expect(() => platformModules({ 'ui-kit/src/gone.tsx': [] })).toThrow(
      /lists ui-kit\/src\/gone\.tsx, which does not exist/,
    );
  });

  it('is startCampaign’s graph, built once into files a campaign build then reads while its sources hold', async () => {
    const a = await buildPlatform('/cdn', DEFINE);
    expect(a.file).toMatch(/^platform-[\w-]{8}\.js$/);
    const root = a.modules.get(PLATFORM_ROOT);
    expect(root?.exports).toContain('startCampaign');
    // Its names no page uses are known, for the facades' marks.
    expect(root?.unlisted.length).toBeGreaterThan(0);
    expect(root?.unlisted).not.toContain('startCampaign');
    // ui-kit's stylesheet stays with the campaign, whose CSS is inlined into its HTML.
    expect(root?.css.some((c) => c.endsWith('/ui-kit/src/styles.css'))).toBe(true);
    // React comes from the runtime file; the login dialog and the catalogs load on demand.
    expect(a.files[a.file]).toMatch(/from"\/cdn\/runtime\/runtime-[\w-]{8}\.js"/);
    expect(Object.keys(a.files).some((f) => f.startsWith('platform-loginDialog-'))).toBe(true);
    expect(a.messages.ar?.[0]).toMatch(/^platform-ar-/);
    // Those imports are plain ones: Vite's preload helper, with nothing to preload, is not there.
    expect(a.files[a.file]).toMatch(/import\(`\.\/platform-loginDialog-[\w-]{8}\.js`\)/);
    expect(a.files[a.file]).not.toContain('modulepreload');
    // A build-time check stays out of the page.
    expect([...a.modules.keys()].some((id) => id.endsWith('/buildChecks.ts'))).toBe(false);
    expect(Object.keys(a.inputs)).toContain('packages/ui-kit/src/app.tsx');

    const dir = mkdtempSync(join(tmpdir(), 'platform-'));
    writePlatform(a, dir);
    const read = loadPlatform(a.key, dir);
    expect(read?.file).toBe(a.file);
    expect(read?.files).toEqual(a.files);
    expect(read?.modules).toEqual(a.modules);
    // Built for other variables, it is not this build's.
    expect(loadPlatform(platformKey('/other', DEFINE), dir)).toBeNull();
    // A source it was built from has changed since: a campaign built alone must not ship the old code.
    const inputs = Object.keys(a.inputs);
    writePlatform({ ...a, inputs: { ...a.inputs, [inputs[0]!]: 'stale' } }, dir);
    expect(loadPlatform(a.key, dir)).toBeNull();
  }, 60_000);

  it('fails its build for a module it holds that the list leaves out, naming it and its importer', async () => {
    const { 'ui-kit/src/failureText.ts': _, ...list } = PLATFORM_EXPORTS;
    await expect(buildPlatform('/cdn', DEFINE, list)).rejects.toThrow(
      /does not list: ui-kit\/src\/failureText\.ts \(imported by ui-kit\/src\/[\w/]+\.tsx?/,
    );
  }, 60_000);

  it('marks a module’s unlisted names, and a mark left in a chunk names the campaign, its file and the line to add', () => {
    const toast: PlatformModule = {
      index: 0,
      first: 0,
      exports: ['toast'],
      unlisted: ['toastLater'],
      css: [],
    };
    const id = '/repo/packages/ui-kit/src/toast.tsx';
    expect(platformFacadeSource(toast, '/cdn/runtime/platform-X.js', id)).toBe(
      `export { $0 as toast } from "/cdn/runtime/platform-X.js";\nexport { toastLater } from ${JSON.stringify(`\0h5-platform-unlisted:${id}`)};\n`,
    );
    expect(unlistedSource(toast, resolve(PLATFORM_ROOT, '../toast.tsx'))).toBe(
      'export const toastLater = /* @__PURE__ */ Symbol.for("h5-platform-unlisted:ui-kit/src/toast.tsx#toastLater");\n',
    );
    const chunk = 'const a=Symbol.for(`h5-platform-unlisted:ui-kit/src/toast.tsx#toastLater`);f(a);';
    expect(unlistedUses(chunk)).toEqual(['ui-kit/src/toast.tsx#toastLater']);
    expect(unlistedUses('f(toast)')).toEqual([]);
    expect(
      platformImportError('lucky-eggs', [
        { use: 'ui-kit/src/toast.tsx#toastLater', importers: ['campaigns/lucky-eggs/src/main.tsx'] },
      ])?.message,
    ).toBe(
      "lucky-eggs: campaigns/lucky-eggs/src/main.tsx imports toastLater from ui-kit/src/toast.tsx, which the shared platform does not export: add 'toastLater' to 'ui-kit/src/toast.tsx' in packages/vite-preset/src/platformExports.ts",
    );
    expect(platformImportError('lucky-eggs', [])).toBeNull();
  });
});
