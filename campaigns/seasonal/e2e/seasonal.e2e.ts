// The seasonal pages: a visitor reads the recording contest without logging in and is invited
// to sign in for their place; a signed-in entrant sees theirs; Arabic under /g/v/.

import { expect, test } from '@h5/e2e/fixtures';

test('a visitor reads record-win-rupees: rewards, ranked recordings, rules, and an invitation to sign in', async ({
  open,
}) => {
  const page = await open('/v/record-win-rupees?promotion_id=3308', { signedInAs: null });
  await expect(page.getByTestId('rewards').getByRole('listitem')).toHaveCount(4);
  await expect(page.getByTestId('rewards')).toContainText('No. 4 to 10');
  await expect(page.getByTestId('ranking').getByTestId('rank-row')).toHaveCount(20);
  await expect(page.getByTestId('recording').first()).not.toBeEmpty();
  await expect(page.getByTestId('my-rank').getByTestId('sign-in-prompt')).toBeVisible();
  await expect(page.getByTestId('season-rules').getByRole('listitem')).toHaveCount(3);
});

test('a signed-in entrant sees their own place; one who did not take part is told so', async ({ open }) => {
  const page = await open('/v/world-cup?promotion_id=3301');
  await expect(page.getByTestId('my-rank')).toContainText('(you)');
  const other = await open('/v/world-cup?promotion_id=3301', { signedInAs: 1003 });
  await expect(other.getByTestId('my-rank')).toContainText('You are not ranked yet.');
});

test('in Arabic under /g/v/, server texts are Arabic', async ({ open }) => {
  const page = await open('/g/v/local-activity-horse?promotion_id=3304', { lang: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('season-hero')).toContainText('سباق الحصان الذهبي');
  await expect(page.getByTestId('season-rules')).toContainText('كل هدية في غرفة الحفلة');
});
