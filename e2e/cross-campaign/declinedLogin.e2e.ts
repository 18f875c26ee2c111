// A visitor in the app who closes the app's login on a screen that needs a user: the page shows
// the sign-in state a browser visitor gets, in the screen's place, with a login that works, never
// the pre-rendered shell for ever (issue 44). The guard is the shell's, one for every campaign:
// a few of the guarded routes stand for all.

import type { Page } from '@playwright/test';
import { expect, fakeAppCalls, test } from '../fixtures.ts';
import { countCalls, screenSettled } from './screenSettled.ts';

const GUARDED = [
  '/v/withdraw/income',
  '/v/guild-live',
  '/v/family/invitationlist',
  '/v/invite-new/index',
  '/v/vip-activity',
];

/** The fake app's next login answers with a token rather than a cancel. */
function appLoginsSucceed(page: Page) {
  return page.evaluate(() => {
    (
      window as unknown as { __fakeApp: { options: { cancelLogin: boolean } } }
    ).__fakeApp.options.cancelLogin = false;
  });
}

const logins = async (page: Page) => (await fakeAppCalls(page)).filter((c) => c.method === 'login').length;

for (const path of GUARDED) {
  test(`${path}: a visitor who closes the app's login gets the sign-in state, and logs in from it`, async ({
    open,
    page,
  }) => {
    await countCalls(page);
    await open(path, { app: { signedInAs: null, loginAs: 1001, cancelLogin: true } });
    const dialog = page.getByRole('dialog', { name: 'Log in to continue' });
    // The app's login is cancelled: the dialog stays, and the visitor closes it.
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => logins(page)).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    const prompt = page.getByTestId('sign-in-prompt');
    await expect(prompt).toContainText('Log in to see this.');
    await expect(page.locator('.h5-prerender')).toHaveCount(0);

    await appLoginsSucceed(page);
    await prompt.getByRole('button', { name: 'Log in' }).click();
    await expect(prompt).toBeHidden();
    expect(await logins(page)).toBe(2);
    expect(await screenSettled(page), `${path} shows its screen once signed in`).toBe(true);
    await expect(page.getByTestId('sign-in-prompt')).toHaveCount(0);
  });
}

test('in Arabic, the declined login leaves the Arabic sign-in state', async ({ open, page }) => {
  await open('/v/withdraw/income', { lang: 'ar', app: { signedInAs: null, cancelLogin: true } });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  const prompt = page.getByTestId('sign-in-prompt');
  await expect(prompt).toContainText('سجّل الدخول');
  await expect(prompt.getByRole('button')).toHaveText('تسجيل الدخول');
});

test('the phone’s Back on the app’s login closes it onto the sign-in state, not off the page', async ({
  open,
  page,
}) => {
  await open('/v/family/invitationlist', { app: { signedInAs: null, cancelLogin: true } });
  await expect(page.getByRole('dialog', { name: 'Log in to continue' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/v\/family\/invitationlist/);
  await expect(page.getByTestId('sign-in-prompt')).toContainText('Log in to see this.');
});
