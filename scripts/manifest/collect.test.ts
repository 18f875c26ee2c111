import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectCampaignRoutes } from './collect.ts';

const dirs: string[] = [];
function repo(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'h5-collect-'));
  dirs.push(root);
  mkdirSync(path.join(root, 'campaigns'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return root;
}
const routesTs = (campaign: string, p: string) =>
  `export default { campaign: '${campaign}', title: 't', routes: [{ path: '${p}' }] };\n`;

afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('collectCampaignRoutes', () => {
  it('imports every campaign routes.ts in folder order', async () => {
    const root = repo({
      'campaigns/zeta/src/routes.ts': routesTs('zeta', '/v/zeta'),
      'campaigns/alpha/src/routes.ts': routesTs('alpha', '/v/alpha/:id'),
    });
    const all = await collectCampaignRoutes(root);
    expect(all.map((c) => c.campaign)).toEqual(['alpha', 'zeta']);
    expect(all[0]?.routes[0]?.path).toBe('/v/alpha/:id');
  });

  it('names a campaign folder without routes.ts', async () => {
    const root = repo({
      'campaigns/alpha/src/routes.ts': routesTs('alpha', '/v/a'),
      'campaigns/beta/package.json': '{}',
    });
    await expect(collectCampaignRoutes(root)).rejects.toThrow(/campaign "beta".*src\/routes\.ts/);
  });

  it('requires the campaign field to equal the folder name', async () => {
    const root = repo({ 'campaigns/alpha/src/routes.ts': routesTs('beta', '/v/a') });
    await expect(collectCampaignRoutes(root)).rejects.toThrow(/"alpha".*"beta"/);
  });

  it('requires a default export of route declarations', async () => {
    const root = repo({ 'campaigns/alpha/src/routes.ts': 'export const routes = [];\n' });
    await expect(collectCampaignRoutes(root)).rejects.toThrow(/alpha.*default-export/);
  });
});
