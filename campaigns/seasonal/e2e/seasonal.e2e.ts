// The seasonal pages: a visitor reads what a season is and how to join in, and its actions open
// the app's screen (in a browser through the open-in-app deep link, in the app through the
// bridge); a signed-in entrant sees their place; Arabic under /g/v/.

import { expect, fakeAppCalls, test } from '@h5/e2e/fixtures';

test('a visitor reads record-win-rupees: rewards, ranked recordings, rules, and an invitation to sign in', async ({
  open,
}) => {
  const page = await open('/v/record-win-rupees?promotion_id=3308', { signedInAs: null });
  await expect(page.getByTestId('rewards').getByRole('listitem')).toHaveCount(4);
  await expect(page.getByTestId('rewards')).toContainText('No. 4 to 10');
  await expect(page.getByTestId('ranking').getByTestId('rank-row')).toHaveCount(20);
  await expect(page.getByTestId('recording').first()).not.toBeEmpty();
  // Each ranked recording plays in place, on the podium too, one at a time.
  const rows = page
    .getByTestId('ranking')
    .getByTestId('rank-row')
    .filter({ has: page.getByTestId('play') });
  await expect(rows).toHaveCount(20);
  await rows.nth(0).getByTestId('play').click();
  await expect(rows.nth(0).locator('.h5-player')).toHaveAttribute('data-phase', 'playing');
  await rows.nth(3).getByTestId('play').click();
  await expect(rows.nth(3).locator('.h5-player')).toHaveAttribute('data-phase', 'playing');
  await expect(rows.nth(0).locator('.h5-player')).toHaveAttribute('data-phase', 'idle');
  await expect(page.getByTestId('my-rank').getByTestId('sign-in-prompt')).toBeVisible();
  await expect(page.getByTestId('season-rules').getByRole('listitem')).toHaveCount(3);
});

test('a visitor in a browser sees how to climb the World Cup and cheers a team: the app opens on its match lives', async ({
  open,
}) => {
  const page = await open('/v/world-cup?promotion_id=3301', { signedInAs: null });
  await expect(page.getByTestId('season-hero')).toHaveAttribute('data-art', 'worldCup');
  await expect(page.getByTestId('ranked-by')).toHaveText('Ranked by: Cheer points');
  const teams = page.getByTestId('climb').getByRole('button');
  await expect(teams).toHaveText(['Argentina', 'Brazil', 'Morocco', 'Saudi Arabia', 'France', 'India']);
  await teams.filter({ hasText: 'Morocco' }).click();
  await expect(page.locator('iframe')).toHaveAttribute('src', 'smapp://lives?promotion_id=3301&team=mar');
});

test('a signed-in entrant sees their own place and, in the app, sings through the bridge; one who did not take part is told so', async ({
  open,
}) => {
  const page = await open('/v/zsj?promotion_id=3302', { app: true });
  await expect(page.getByTestId('my-rank')).toContainText('(you)');
  await page.getByTestId('climb-action').click();
  await expect
    .poll(async () =>
      (await fakeAppCalls(page)).filter((c) => c.method === 'openDeepLink').map((c) => c.params),
    )
    .toEqual([{ url: 'smapp://sing?promotion_id=3302' }]);
  const other = await open('/v/world-cup?promotion_id=3301', { signedInAs: 1003 });
  await expect(other.getByTestId('my-rank')).toContainText('You are not ranked yet.');
});

test('in Arabic under /g/v/, the season’s words and server texts are Arabic', async ({ open }) => {
  const page = await open('/g/v/local-activity-horse?promotion_id=3304', { lang: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('season-hero')).toContainText('كل هدية تدفع حصانك إلى الأمام.');
  await expect(page.getByTestId('ranked-by')).toHaveText('الترتيب حسب: الأمتار التي قطعها حصانك');
  await expect(page.getByTestId('climb-action')).toHaveText('انضم إلى غرفة حفلة');
  await expect(page.getByTestId('season-rules')).toContainText('كل هدية في غرفة الحفلة');
});
