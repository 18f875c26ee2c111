// The shared invite link is what a newcomer opens first, in a phone's browser on a slow network:
// its pre-rendered shell paints the page's art at once and nothing moves when the data arrives.

import { expect, expectShellHoldsFirstScreen, test } from '@h5/e2e/fixtures';

for (const lang of ['en', 'ar'])
  test(`${lang}: the shell holds the shared link's page`, async ({ open, page }) => {
    await expectShellHoldsFirstScreen(page, open, '/v/share-newpull/index?user_id=1001', {
      lang,
      signedInAs: null,
      ready: (p) => expect(p.getByTestId('accept')).toBeVisible(),
    });
  });
