import { expect, test } from '@h5/e2e/fixtures';

test('shows the running promotion and its board', async ({ open, page }) => {
  await open('/v/rankings?promotion_id=welcome');
  await expect(page.getByTestId('phase-banner')).toHaveAttribute('data-phase', 'running');
  await expect(page.getByTestId('board').getByRole('listitem')).toHaveCount(5);
});

test('says when the link has no promotion', async ({ open, page }) => {
  await open('/v/rankings');
  await expect(page.getByTestId('broken-link')).toBeVisible();
});

test('works under /g/v/ and in Arabic', async ({ open, page }) => {
  await open('/g/v/rankings?promotion_id=welcome', { lang: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'المتصدرون' })).toBeVisible();
});
