import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CampaignRoutes } from '@h5/ui-kit/routes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASE_STYLES, campaignEntry, pageRoutes, screenComponent, withBaseStylesFirst } from './entry.ts';

const routes: CampaignRoutes = {
  campaign: 'weekly-star',
  title: 'Weekly star',
  routes: [
    {
      path: '/v/weekly-star',
      redirect: { to: 'home' },
      children: [
        { path: 'home', screen: 'home' },
        { path: 'top', screen: 'weeklyTop' },
        { path: 'again', screen: 'home' },
      ],
    },
  ],
};

let dir = '';
const write = (file: string, text: string) => writeFileSync(join(dir, 'src', file), text);
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'h5-entry-'));
  mkdirSync(join(dir, 'src', 'screens'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the generated start module', () => {
  it('names a screen key as its component', () => {
    expect(screenComponent('weeklyTop')).toBe('WeeklyTop');
  });

  it('loads each screen of the routes once, lazily, with the blocks messages and its own', () => {
    write('screens/Home.tsx', 'export function Home() { return null; }\n');
    write('screens/WeeklyTop.tsx', 'function WeeklyTop() { return null; }\nexport { WeeklyTop };\n');
    const source = campaignEntry(dir, routes);
    expect(source.match(/lazyScreens\(/g)).toHaveLength(2);
    expect(source).toContain(
      `"weeklyTop": lazyScreens(() => import('./screens/WeeklyTop.tsx'))("WeeklyTop")`,
    );
    expect(source).toContain('messages: [blockMessages,');
    expect(source).not.toContain('styles.css');
    write('styles.css', '.x{}');
    expect(campaignEntry(dir, routes)).toMatch(/^import '\.\/styles\.css';/);
  });

  it('stops the build naming the screen file that is missing or does not export the screen', () => {
    write('screens/Home.tsx', 'export function Home() { return null; }\n');
    expect(() => campaignEntry(dir, routes)).toThrow(
      /screen "weeklyTop" of src\/routes.ts: write .*WeeklyTop\.tsx/,
    );
    write('screens/WeeklyTop.tsx', 'export function Weekly() { return null; }\n');
    expect(() => campaignEntry(dir, routes)).toThrow(/WeeklyTop\.tsx must export WeeklyTop/);
  });
});

describe('the routes the page reads', () => {
  it('keep paths, screens, redirects, titles and sign-in rules, not what only the build reads', () => {
    const declared: CampaignRoutes = {
      campaign: 'weekly-star',
      title: 'Weekly star: the week’s best singers',
      examples: ['/v/weekly-star/home?promotion_id=1'],
      routes: [
        {
          path: '/v/weekly-star',
          redirect: { to: 'home', query: { tab: 1 } },
          children: [
            {
              path: 'home',
              screen: 'home',
              noLimit: true,
              meta: { title: 'Weekly star' },
              reads: [{ call: 'rankings.board', params: { event: 'weekly-star' } }],
            },
          ],
        },
      ],
    };
    expect(pageRoutes(declared)).toEqual({
      campaign: 'weekly-star',
      title: '',
      routes: [
        {
          path: '/v/weekly-star',
          redirect: { to: 'home', query: { tab: 1 } },
          children: [{ path: 'home', screen: 'home', noLimit: true, meta: { title: 'Weekly star' } }],
        },
      ],
    });
  });
});

describe('withBaseStylesFirst', () => {
  it("imports ui-kit's base styles before anything the entry imports, on its first line", () => {
    const source = "import './styles.css';\nimport { startCampaign } from '@h5/ui-kit';\n";
    const out = withBaseStylesFirst(source);
    expect(out.indexOf(BASE_STYLES)).toBeLessThan(out.indexOf("'./styles.css'"));
    expect(BASE_STYLES.endsWith(join('packages', 'ui-kit', 'src', 'styles.css'))).toBe(true);
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
  });
});
