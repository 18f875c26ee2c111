import { describe, expect, it } from 'vitest';
import {
  areaFile,
  camel,
  campaignFiles,
  contractFile,
  MAX_CAMPAIGN_FILES,
  registerArea,
  titleOf,
  validateName,
} from './template.ts';

const AREAS_INDEX = `// Every area.

import type { AreaDefinition } from '../area.ts';
import { bettingArea } from './betting.ts';
import { sscArea } from './ssc.ts';

export const ALL_AREAS = [
  bettingArea,
  sscArea,
] as AreaDefinition<unknown>[];
`;

describe('new-campaign', () => {
  it('accepts hyphenated lower-case names only, and not twice', () => {
    expect(validateName('weekly-star', [])).toBeNull();
    expect(validateName('Weekly_Star', [])).toMatch(/lower-case/);
    expect(validateName('../evil', [])).toMatch(/lower-case/);
    expect(validateName('system', ['system'])).toMatch(/already exists/);
  });

  it('makes a campaign of at most seven files: route, a screen from blocks, messages, e2e', () => {
    const files = campaignFiles('weekly-star');
    expect(Object.keys(files).sort()).toEqual([
      'e2e/weekly-star.e2e.ts',
      'package.json',
      'src/messages/ar.json',
      'src/routes.ts',
      'src/screens/Home.tsx',
      'tsconfig.json',
      'vite.config.ts',
    ]);
    expect(Object.keys(files).length).toBeLessThanOrEqual(MAX_CAMPAIGN_FILES);
    expect(files['src/routes.ts']).toContain("path: '/v/weekly-star', screen: 'home'");
    const pkg = JSON.parse(files['package.json'] ?? '{}');
    expect(pkg.name).toBe('weekly-star');
    expect(pkg.scripts.e2e).toContain('--project weekly-star');
    // The screen key `home` is the start module's `screens/Home.tsx`, exporting Home.
    expect(files['src/screens/Home.tsx']).toContain('export function Home(');
    expect(files['src/screens/Home.tsx']).toContain("from '@h5/core-api/contracts/weeklyStar'");
    const ar = JSON.parse(files['src/messages/ar.json'] ?? '{}');
    expect(Object.keys(ar).sort()).toEqual([titleOf('weekly-star'), 'Leaders'].sort());
  });

  it('writes the contract, marked as not from the spec, and its sandbox area', () => {
    expect(camel('weekly-star')).toBe('weeklyStar');
    expect(contractFile('weekly-star')).toMatch(/Not from the spec[\s\S]*export const getWeeklyStarBoard/);
    expect(contractFile('weekly-star')).toContain("name: 'weeklyStar.board'");
    expect(areaFile('weekly-star')).toContain('on(getWeeklyStarBoard,');
    expect(areaFile('weekly-star')).toContain('export const weeklyStarArea = defineArea');
  });

  it('registers the area with one import line and one list line', () => {
    expect(registerArea(AREAS_INDEX, 'weekly-star')).toBe(
      AREAS_INDEX.replace(
        "import { sscArea } from './ssc.ts';\n",
        "import { sscArea } from './ssc.ts';\nimport { weeklyStarArea } from './weeklyStar.ts';\n",
      ).replace('  sscArea,\n', '  sscArea,\n  weeklyStarArea,\n'),
    );
    expect(() => registerArea(registerArea(AREAS_INDEX, 'weekly-star'), 'weekly-star')).toThrow(
      /already lists/,
    );
    expect(() => registerArea('export const ALL_AREAS = [generalArea];\n', 'x')).toThrow(/one area per line/);
  });
});
