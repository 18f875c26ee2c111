import { describe, expect, it } from 'vitest';
import {
  buildPlatform,
  PLATFORM_ROOT,
  type PlatformModule,
  platformEntrySource,
  platformFacadeSource,
  platformName,
} from './platform.ts';

const DEFINE = {
  'import.meta.env.VITE_H5_ENV': '"dev"',
  'import.meta.env.VITE_H5_HOSTS': '""',
  'import.meta.env.VITE_H5_DOMAIN': '""',
  'import.meta.env.VITE_H5_BOX_HOST': '""',
  'import.meta.env.VITE_H5_APP_LINKS': '""',
};

describe('the shared platform', () => {
  it('exports each module’s names under short ones of their own, and a facade takes them back', () => {
    const toast: PlatformModule = { index: 1, first: 36, exports: ['toast', 'toastError'], css: [] };
    const app: PlatformModule = { index: 0, first: 0, exports: ['startCampaign'], css: ['/p/styles.css'] };
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
    // Before its names are known, a module is taken whole.
    expect(platformEntrySource(new Map([['/p/app.tsx', { ...app, exports: null }]]))).toBe(
      'export * as m$0 from "/p/app.tsx";\n',
    );
  });

  it('is startCampaign’s graph, built once for a configuration into the same file', async () => {
    const a = await buildPlatform('/cdn', DEFINE);
    const b = await buildPlatform('/cdn', DEFINE);
    expect(a.file).toMatch(/^platform-[\w-]{8}\.js$/);
    expect(b.file).toBe(a.file);
    expect(b.files[b.file]).toBe(a.files[a.file]);
    const root = a.modules.get(PLATFORM_ROOT);
    expect(root?.exports).toContain('startCampaign');
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
  }, 60_000);
});
