import { expect, expectShellHoldsFirstScreen, fakeAppCalls, test } from '@h5/e2e/fixtures';

test.describe('error page', () => {
  for (const base of ['', '/g']) {
    test(`shows errorCode and errorMsg under ${base || '/'}v/`, async ({ open, page }) => {
      await open(`${base}/v/error-page?errorCode=404&errorMsg=Oops`);
      await expect(page.getByTestId('error-code')).toHaveText('404');
      await expect(page.getByTestId('error-message')).toHaveText('Oops');
      await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
    });
  }

  test('leads with the sentence; the code is small print below it', async ({ open, page }) => {
    await open('/v/error-page?errorCode=404&errorMsg=This%20certificate%20is%20invalid.');
    const message = page.getByTestId('error-message');
    const code = page.getByTestId('error-code');
    const [m, c] = [await message.boundingBox(), await code.boundingBox()];
    expect(m && c && m.y + m.height <= c.y).toBe(true);
    const size = (el: typeof message) => el.evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize));
    expect(await size(code)).toBeLessThan(await size(message));
  });

  test('shows markup from the query as text', async ({ open, page }) => {
    await open(
      '/v/error-page?errorCode=500&errorMsg=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%3Cb%3Ebold%3C%2Fb%3E',
    );
    await expect(page.getByTestId('error-message')).toHaveText('<img src=x onerror=alert(1)><b>bold</b>');
    await expect(page.locator('b, img[src="x"]')).toHaveCount(0);
  });

  test('a malformed query still renders, with the default message', async ({ open, page }) => {
    await open('/v/error-page?errorCode=%E0%A4%A&errorMsg=%&lang=%ZZ');
    await expect(page.getByTestId('error-message')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an unknown lang falls back to English', async ({ open, page }) => {
    await open('/v/error-page?errorCode=404&errorMsg=This%20certificate%20is%20invalid.', { lang: 'xx' });
    await expect(page.getByTestId('error-message')).toHaveText('This certificate is invalid.');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('Arabic is right-to-left and translated', async ({ open, page }) => {
    await open('/v/error-page?errorCode=404&errorMsg=This%20certificate%20is%20invalid.', { lang: 'ar' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('error-message')).toHaveText('هذه الشهادة غير صالحة.');
    await expect(page.getByRole('button', { name: 'إغلاق' })).toBeVisible();
  });

  test('in the app, the native bar shows the title and Close closes the web view', async ({ open, page }) => {
    await open('/v/error-page?errorCode=404&errorMsg=Oops', { app: true });
    await expect(page.getByTestId('error-message')).toHaveText('Oops');
    await expect(page.locator('.h5-header')).toHaveCount(0);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(() => fakeAppCalls(page).then((calls) => calls.map((c) => c.method)))
      .toContain('close');
  });
});

test.describe('close page', () => {
  test('goes back in a browser', async ({ open, page, siteUrl }) => {
    await open('/v/error-page?errorCode=1&errorMsg=first');
    await page.goto(`${siteUrl}/v/close`);
    await expect(page).toHaveURL(/\/v\/error-page/);
    await expect(page.getByTestId('error-message')).toHaveText('first');
  });

  test('asks the app to close the web view', async ({ open, page }) => {
    await open('/v/close', { app: true });
    await expect
      .poll(() => fakeAppCalls(page).then((calls) => calls.map((c) => c.method)))
      .toContain('close');
  });
});

test.describe('catch-all', () => {
  for (const path of ['/no/such/page', '/v/no-such-campaign', '/g/v/no-such-campaign?x=%']) {
    test(`unknown path ${path} shows the catch-all page with 404`, async ({
      page,
      siteUrl,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of 404/);
      const res = await page.goto(siteUrl + path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found', level: 2 })).toBeVisible();
    });
  }
});

test.describe('first paint', () => {
  for (const lang of ['en', 'ar']) {
    test(`${lang}: the pre-rendered shell paints the illustration first and nothing on the error page moves`, async ({
      open,
      page,
    }) => {
      await expectShellHoldsFirstScreen(
        page,
        open,
        '/v/error-page?errorCode=404&errorMsg=This%20certificate%20is%20invalid.',
        { lang, ready: (p) => expect(p.getByTestId('error-code')).toHaveText('404') },
      );
    });
  }

  test('the catch-all page shows the illustration of the shell and nothing on it moves', async ({
    open,
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/);
    await expectShellHoldsFirstScreen(page, open, '/v/no-such-campaign', {
      ready: (p) => expect(p.getByRole('heading', { name: 'Page not found', level: 2 })).toBeVisible(),
    });
    const art = await page
      .locator('main > div.h5-state')
      .evaluate((e) => getComputedStyle(e, '::before').backgroundImage);
    expect(art).toContain('data:image/svg+xml');
  });
});

test.describe('finished dead ends (issue 44)', () => {
  test('the 404 page has a way on: Back in a browser', async ({
    open,
    page,
    siteUrl,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/);
    await open('/v/error-page?errorCode=1&errorMsg=first');
    await page.goto(`${siteUrl}/v/no-such-page`);
    const state = page.getByTestId('not-found');
    await expect(state).toContainText('This page does not exist or has moved.');
    await state.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByTestId('error-message')).toHaveText('first');
  });

  test('the 404 page, with nothing to go back to, opens the app', async ({
    page,
    siteUrl,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/);
    // A shared link opened in a new tab: no page before it.
    await page.evaluate((url) => location.replace(url), `${siteUrl}/v/no-such-page`);
    const state = page.getByTestId('not-found');
    await expect(state.getByRole('button', { name: 'Open the app' })).toBeVisible();
    await expect(state.getByRole('button', { name: 'Back' })).toHaveCount(0);
  });

  test('in the app, the 404 page closes the web view, in Arabic too', async ({
    open,
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/);
    await open('/v/no-such-page', { app: true, lang: 'ar' });
    const state = page.getByTestId('not-found');
    await expect(state).toContainText('هذه الصفحة غير موجودة أو تم نقلها.');
    await state.getByRole('button', { name: 'إغلاق' }).click();
    await expect
      .poll(() => fakeAppCalls(page).then((calls) => calls.map((c) => c.method)))
      .toContain('close');
  });

  test('the close page an app leaves open is a finished page whose Close asks again', async ({
    open,
    page,
  }) => {
    await open('/v/close', { app: true });
    const closePage = page.getByTestId('close-page');
    await expect(closePage.getByRole('heading', { name: 'All done' })).toBeVisible();
    await expect(closePage).toContainText('You can close this page now.');
    await expect
      .poll(() => fakeAppCalls(page).then((calls) => calls.filter((c) => c.method === 'close').length))
      .toBe(1);
    await closePage.getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(() => fakeAppCalls(page).then((calls) => calls.filter((c) => c.method === 'close').length))
      .toBe(2);
  });
});
