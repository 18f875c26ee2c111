import { join } from 'node:path';
import { collectCampaignRoutes } from '@h5/scripts/collect';
import { describe, expect, it } from 'vitest';
import { routeReadFaults, usesName } from './screenReads.ts';

const REPO_ROOT = join(import.meta.dirname, '..', '..');
const campaigns = await collectCampaignRoutes(REPO_ROOT);

describe('route reads', () => {
  for (const routes of campaigns)
    it(`${routes.campaign}: every read a route starts in its HTML is one its screen makes`, async () => {
      expect(await routeReadFaults(REPO_ROOT, routes)).toEqual([]);
    });
});

describe('usesName', () => {
  it('counts a use, not an import, a re-export or a longer name', () => {
    expect(
      usesName("import { SEASON_READ } from '../reads.ts';\napi().call(SEASON_READ.call, {})", 'SEASON_READ'),
    ).toBe(true);
    expect(usesName("import { SEASON_READ } from '../reads.ts';\n", 'SEASON_READ')).toBe(false);
    expect(usesName("export { SEASON_READ } from './reads.ts';\n", 'SEASON_READ')).toBe(false);
    expect(usesName('call(MY_SEASON_READ.call)', 'SEASON_READ')).toBe(false);
    expect(usesName('// SEASON_READ is made by the block\n/* SEASON_READ */', 'SEASON_READ')).toBe(false);
  });
});
