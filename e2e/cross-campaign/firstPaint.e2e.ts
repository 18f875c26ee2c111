// The first-paint contract of every campaign that writes its own shell (src/shell.html): on the
// first route each shell is for, in English and each shipped language, the shell alone paints
// the screen's largest element, the running page paints nothing larger, and nothing moves.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectCampaignRoutes } from '@h5/scripts/collect';
import { shellIndexOf, shellPathSets } from '@h5/vite-preset/shell';
import { REPO_ROOT } from '../config.ts';
import { expect, expectShellHoldsFirstScreen, test } from '../fixtures.ts';
import { countCalls, screenSettled } from './screenSettled.ts';
import { openOptions, passes, pathOf, routeVisits, shippedLanguages } from './visits.ts';

for (const campaign of await collectCampaignRoutes(REPO_ROOT)) {
  const dir = join(REPO_ROOT, 'campaigns', campaign.campaign);
  const file = join(dir, 'src', 'shell.html');
  if (!existsSync(file)) continue;
  const shells = shellPathSets(readFileSync(file, 'utf8'));
  const visits = routeVisits(campaign).filter((v) => v.url !== null);
  // One shell for every path: the first route; else each shell's first route.
  const firsts = shells
    ? shells.flatMap((_, i) => {
        const v = visits.find((x) => shellIndexOf(shells, pathOf(x.url ?? '')) === i);
        return v ? [{ visit: v, shell: i }] : [];
      })
    : visits.slice(0, 1).map((visit) => ({ visit, shell: 0 }));

  test.describe(campaign.campaign, () => {
    for (const { visit, shell } of firsts) {
      const url = visit.url ?? '';
      for (const { lang } of passes(shippedLanguages(dir))) {
        test(`${lang}: the shell holds the first screen of ${visit.route}`, async ({ open, page }) => {
          await countCalls(page);
          await expectShellHoldsFirstScreen(page, open, url, {
            ...openOptions(visit, lang),
            ready: async (p) => {
              expect(await screenSettled(p), `${visit.route} shows its screen`).toBe(true);
            },
          });
          // A shell that names its paths and not this one gives way to the generic skeleton.
          const html = page.locator('html');
          await expect(html, `the shell of ${campaign.campaign} is for ${visit.route}`).not.toHaveClass(
            /\bh5-other-route\b/,
          );
          if (shells && shells.length > 1)
            await expect(html).toHaveClass(new RegExp(`\\bh5-shell-${shell}\\b`));
        });
      }
    }
  });
}
