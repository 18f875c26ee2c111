// The review before a campaign goes live, end to end through the CLI: lucky-eggs published with
// its screens, then a preview whose build changes one screen; the preview's review
// page, opened from the URL the command prints, shows that screen as the only changed one.
// Three screens of the sixteen (a reduced review, --only), without axe-core: the whole review
// takes about 20 s a run on one worker (the unit tests hold the page and the diff).

import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../config.ts';
import { publishCli } from './publishCli.ts';

const LUCKY_DIST = join(REPO_ROOT, 'campaigns', 'lucky-eggs', 'dist');
const SCREENS = String.raw`^v-lucky-eggs\.(en\.visitor-browser|ar\.visitor-browser|ar\.signed-in-browser)$`;

/**
 * lucky-eggs' build with one change a visitor sees in Arabic only: its login chip spaced out (a
 * rule in the version's HTML, the one file a version does not share with the live one).
 */
function plantedBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'h5-build-'));
  cpSync(LUCKY_DIST, dir, { recursive: true });
  const html = join(dir, 'index.html');
  writeFileSync(
    html,
    readFileSync(html, 'utf8').replace(
      '</head>',
      '<style>html[lang="ar"] .blk-golds-action{letter-spacing:3px}</style></head>',
    ),
  );
  return dir;
}

test('the review page shows the one screen a preview changed beside the live one, the others folded away', async ({
  page,
}) => {
  test.skip(!existsSync(join(LUCKY_DIST, 'index.html')), 'lucky-eggs is not built');
  test.setTimeout(120_000);
  const origin = mkdtempSync(join(tmpdir(), 'h5-origin-'));
  const planted = plantedBuild();
  const flags = ['--origin', origin, '--no-axe', '--only', SCREENS];
  try {
    const live = await publishCli([
      'publish',
      'lucky-eggs',
      '--no-build',
      ...flags,
      '--force',
      'a reduced review (e2e)',
    ]);
    expect(live.code, live.out).toBe(0);

    const preview = await publishCli(['preview', 'lucky-eggs', '--dist', planted, ...flags]);
    expect(preview.code, preview.out).toBe(0);
    const url = /^review of lucky-eggs [0-9a-f]{12}: (\S+)$/m.exec(preview.out)?.[1];
    expect(url, preview.out).toMatch(/\/cdn\/lucky-eggs\/versions\/[0-9a-f]{12}\/review\/index\.html$/);
    // The page and its pictures are files of the origin, beside the version's HTML.
    const key = new URL(url!).pathname.replace(/^\/cdn\//, '');
    await page.goto(`file://${join(origin, key)}`);

    const changed = page.locator('article.card:not(details article)');
    await expect(changed).toHaveCount(1);
    await expect(changed.locator('h3')).toHaveText('/v/lucky-eggs · ar · visitor in a browser');
    await expect(changed.locator('.status')).toContainText(/^changed: [\d.<]+% of pixels/);
    for (const src of [
      'v-lucky-eggs.ar.visitor-browser.png',
      'live/v-lucky-eggs.ar.visitor-browser.png',
      'diff/v-lucky-eggs.ar.visitor-browser.png',
    ])
      await expect(changed.locator(`img[src="${src}"]`)).toBeVisible();
    await expect(page.locator('details > summary')).toHaveText('2 unchanged screens');
    await expect(page.locator('details article.card.unchanged')).toHaveCount(2);
    await expect(page.locator('.meta')).toContainText('a reduced review');
  } finally {
    rmSync(origin, { recursive: true, force: true });
    rmSync(planted, { recursive: true, force: true });
  }
});
