// The contest page's shell holds its first screen: the shell alone paints the largest element,
// and nothing moves as the contest, the entry and the ranking arrive, in English and Arabic.

import { expect, expectShellHoldsFirstScreen, test } from '@h5/e2e/fixtures';

for (const lang of ['en', 'ar']) {
  test(`${lang}: the shell holds the contest page`, async ({ open, page }) => {
    await expectShellHoldsFirstScreen(page, open, '/v/super-star-maker/index?promotion_id=5001', {
      lang,
      ready: (p) => expect(p.getByTestId('ranking').getByTestId('rank-row')).not.toHaveCount(0),
    });
  });
}
