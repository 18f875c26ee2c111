// The first-paint contract of every campaign that writes its own shell (src/shell.html): on its
// first route, in English and each shipped language, the shell alone paints the screen's largest
// element, the running page paints nothing larger, and nothing moves.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { collectCampaignRoutes } from '@h5/scripts/collect';
import { REPO_ROOT } from '../config.ts';
import { expect, expectShellHoldsFirstScreen, test } from '../fixtures.ts';
import { countCalls, screenSettled } from './screenSettled.ts';
import { openOptions, passes, routeVisits, shippedLanguages } from './visits.ts';

for (const campaign of await collectCampaignRoutes(REPO_ROOT)) {
  const dir = join(REPO_ROOT, 'campaigns', campaign.campaign);
  if (!existsSync(join(dir, 'src', 'shell.html'))) continue;
  const first = routeVisits(campaign).find((v) => v.url !== null);
  if (!first?.url) continue;
  const url = first.url;

  test.describe(campaign.campaign, () => {
    for (const { lang } of passes(shippedLanguages(dir))) {
      test(`${lang}: the shell holds the first screen of ${first.route}`, async ({ open, page }) => {
        await countCalls(page);
        await expectShellHoldsFirstScreen(page, open, url, {
          ...openOptions(first, lang),
          ready: async (p) => {
            expect(await screenSettled(p), `${first.route} shows its screen`).toBe(true);
          },
        });
        // A shell that names its paths and not this one gives way to the generic skeleton.
        await expect(
          page.locator('html'),
          `the shell of ${campaign.campaign} is for ${first.route}`,
        ).not.toHaveClass(/\bh5-other-route\b/);
      });
    }
  });
}
