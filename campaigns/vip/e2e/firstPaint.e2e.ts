// The sale page's shell holds its first screen: the shell alone paints the largest element, and
// nothing moves as the packages, the flag and the sale arrive, for a visitor and a user, in
// English and Arabic.

import { expect, expectShellHoldsFirstScreen, test } from '@h5/e2e/fixtures';

for (const lang of ['en', 'ar']) {
  for (const signedInAs of [null, 1002]) {
    test(`${lang}, ${signedInAs ? 'a VIP' : 'a visitor'}: the shell holds the sale page`, async ({
      open,
      page,
    }) => {
      await expectShellHoldsFirstScreen(page, open, '/v/vip-sale', {
        lang,
        signedInAs,
        ready: (p) => expect(p.getByTestId('package')).toHaveCount(3),
      });
    });
  }
}
