import { expect, expectShellHoldsFirstScreen, fakeAppCalls, test } from '@h5/e2e/fixtures';

test('the feedback link opens the help center with the bar meta, as a visitor', async ({ open, page }) => {
  await open('/v/feedback', { signedInAs: null });
  await expect(page).toHaveURL(/\/v\/feedback\/index\?.*showBar=1/);
  expect(new URL(page.url()).searchParams.get('showNavigation')).toBe('true');
  expect(new URL(page.url()).searchParams.get('new')).toBe('true');
  await expect(page.getByTestId('hot').getByRole('link')).toHaveCount(4);
  await expect(page.getByTestId('categories-grid').getByRole('link')).toHaveCount(4);
  await expect(page.getByTestId('notices').getByRole('link')).toHaveCount(2);
});

test('three levels lead from a category to an answer, and "no" leads to the team', async ({ open, page }) => {
  await open('/v/feedback/index', { signedInAs: null });
  await page.getByTestId('categories-grid').getByRole('link', { name: 'Singing and recordings' }).click();
  await expect(page).toHaveURL(/questionList\?.*category=singing/);
  await page
    .getByTestId('groups')
    .getByRole('link', { name: /Recording/ })
    .click();
  await expect(page).toHaveURL(/threelist\/singing-record/);
  await page.getByTestId('questions').getByRole('link', { name: 'My recording has an echo' }).click();
  await expect(page.getByTestId('answer')).toContainText('earphones');
  await page.getByTestId('vote').getByRole('button', { name: 'No' }).click();
  await expect(page.getByTestId('after-no')).toBeVisible();
  await expect(page.getByTestId('vote').getByRole('button', { name: 'No' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByTestId('after-no').getByRole('link', { name: 'Write to us' }).click();
  // A visitor is asked to sign in where the form would be.
  await expect(page.getByTestId('contact').getByTestId('sign-in-prompt')).toBeVisible();
});

test('links to things that are not there say so and lead to the help center', async ({ open, page }) => {
  for (const path of [
    '/v/feedback/question/nope',
    '/v/feedback/threelist/nope',
    '/v/feedback/systemdetail/nope',
  ]) {
    await open(path, { signedInAs: null });
    await expect(page.getByTestId('missing')).toBeVisible();
    await expect(
      page.getByTestId('missing').getByRole('link', { name: 'Go to the help center' }),
    ).toBeVisible();
  }
});

test('a system notice opens in full', async ({ open, page }) => {
  await open('/v/feedback/systemdetail/n-maintenance', { signedInAs: null });
  await expect(page.getByTestId('notice')).toContainText('Planned maintenance on Sunday');
});

test('history asks a visitor to sign in; the FAQ and grades open', async ({ open, page }) => {
  await open('/v/feedback/history', { signedInAs: null });
  await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
  await open('/v/faq/smd', { signedInAs: null });
  await page.getByText('How do I sing a duet?').click();
  await expect(page.getByText('choose Duet')).toBeVisible();
  await open('/v/grade_system_intro/3', { signedInAs: null });
  await expect(page.getByTestId('grade')).toContainText('Star');
  await expect(page.getByTestId('grade')).toContainText('Levels 30 to 59');
  await open('/v/grade_system_intro/99', { signedInAs: null });
  await expect(page.getByTestId('unknown-grade')).toBeVisible();
  await expect(page.getByTestId('grade')).toContainText('Newcomer');
});

test('clear data: an app from 7.6.7 clears its cache after a confirmation', async ({ open, page }) => {
  await open('/v/feedback/clear-data', { app: { version: '8.40.0' } });
  await page.getByTestId('clear-now').click();
  expect((await fakeAppCalls(page)).some((c) => c.method === 'clearCache')).toBe(false);
  await page.getByTestId('confirm-clear').click();
  await expect(page.getByTestId('cleared')).toBeVisible();
  expect((await fakeAppCalls(page)).filter((c) => c.method === 'clearCache')).toHaveLength(1);
});

test('clear data: an older app and a browser see the steps only', async ({ open, page }) => {
  await open('/v/feedback/clear-data', { app: { version: '7.5.0' } });
  await expect(page.getByTestId('update-app')).toBeVisible();
  await expect(page.getByTestId('clear-now')).toHaveCount(0);
  await expect(page.getByTestId('steps').getByRole('listitem')).toHaveCount(4);
  await open('/v/feedback/clear-data', { signedInAs: null });
  await expect(page.getByTestId('clear-now')).toHaveCount(0);
  await expect(page.getByTestId('steps')).toBeVisible();
});

test('Arabic under /g/v/: right to left, the server texts in Arabic', async ({ open, page }) => {
  await open('/g/v/feedback/index', { lang: 'ar', signedInAs: null });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveURL(/\/g\/v\/feedback\/index/);
  await expect(page.getByRole('heading', { name: 'كيف يمكننا مساعدتك؟' })).toBeVisible();
  await expect(page.getByTestId('categories-grid')).toContainText('الشحن والعملات');
  await page.getByTestId('hot').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/g\/v\/feedback\/typeTenQuestion\//);
  await expect(page.getByTestId('answer')).toContainText('خمس دقائق');
});

for (const lang of ['en', 'ar']) {
  test(`${lang}: the shell holds the help center's first screen`, async ({ open, page }) => {
    await expectShellHoldsFirstScreen(page, open, '/v/feedback/index', {
      lang,
      signedInAs: null,
      ready: async (p) => {
        await expect(p.getByTestId('hot')).toBeVisible();
      },
    });
  });
}

test('in the app, a visitor logs in through the app and sees their feedback', async ({ open, page }) => {
  await open('/v/feedback/history', { app: { signedInAs: null, loginAs: 1001 } });
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('ticket')).toHaveCount(1);
  await expect(page.getByTestId('ticket')).toContainText('I bought 500 coins');
});
