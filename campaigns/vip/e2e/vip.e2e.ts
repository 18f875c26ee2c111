import { expect, test } from '@h5/e2e/fixtures';

test('smoke: sale page shows packages', async ({ open, page }) => {
  await open('/v/vip-sale');
  await expect(page.getByTestId('package')).toHaveCount(3);
});
