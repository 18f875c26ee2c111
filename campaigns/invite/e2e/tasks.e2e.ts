// The task center's guide, boxes, newcomers and records, and the lakh game.

import { expect, test } from '@h5/e2e/fixtures';

test('the guide shows once; boxes and newcomer rewards are received once each', async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/invite-new/missionCenter', { signedInAs: 1001 });
  await expect(page.getByTestId('guide')).toBeVisible();
  await page.getByTestId('guide-ok').click();
  await page.reload();
  await expect(page.getByTestId('check-in-strip')).toBeVisible();
  await expect(page.getByTestId('guide')).toHaveCount(0);

  const box = page.getByTestId('box').nth(1);
  await expect(box).toHaveAttribute('data-state', 'ready');
  await box.getByTestId('box-open').dblclick();
  await expect(box).toHaveAttribute('data-state', 'opened');
  expect(sandbox.requests({ call: 'invite.boxOpen' })).toHaveLength(1);
  await expect(page.getByTestId('box').nth(2)).toHaveAttribute('data-state', 'locked');

  const newcomer = page
    .getByTestId('newcomer')
    .filter({ has: page.getByTestId('receive') })
    .first();
  await newcomer.getByTestId('receive').dblclick();
  await expect(page.locator('.h5-toast')).toContainText('You got ₹15.00');
  expect(sandbox.requests({ call: 'invite.pullNewReceive' })).toHaveLength(1);

  await page.getByRole('tab', { name: 'Boxes' }).click();
  await expect(page.getByTestId('record').first()).toContainText('Box opened');
});

test('a double tap on the guide’s OK closes it and checks nothing in', async ({ open, page, sandbox }) => {
  await open('/v/invite-new/missionCenter', { signedInAs: 1001 });
  await page.getByTestId('guide-ok').dblclick();
  await expect(page.getByTestId('guide')).toHaveCount(0);
  await expect(page.getByTestId('dialog-tap-guard')).toHaveCount(0);
  expect(sandbox.requests({ call: 'invite.checkInAward' })).toHaveLength(0);
  await expect(page.getByTestId('check-in')).not.toHaveText('Checked in today');
});

test('the lakh game: balance towards a lakh, the live show, accepting a code and the ranking', async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/lakh-game', { signedInAs: 1001 });
  await expect(page).toHaveURL(/\/v\/lakh-game\/index/);
  await expect(page.getByTestId('lakh-balance')).toHaveText('₹200.00');
  await expect(page.getByTestId('live')).toHaveAttribute('data-state', 'live');
  await page.getByTestId('lakh-code-input').fill('SM1001');
  await page.getByTestId('lakh-code-send').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.locator('#lakh-code-error')).toHaveText('You cannot use your own invite code.');
  await page.getByTestId('lakh-code-input').fill('sm1004');
  await page.getByTestId('lakh-code-send').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('accepted-from')).toContainText('Chioma Okafor');
  expect(sandbox.requests({ call: 'invite.lakhAccept' })).toHaveLength(2);
  await page.getByTestId('to-rank').click();
  await expect(page.getByTestId('rank-row').first()).toBeVisible();
  await expect(page.getByTestId('my-rank')).toContainText('Aarav Sharma');
});

test('the task center in Arabic under /g/v/', async ({ open, page }) => {
  await open('/g/v/invite-new/missionCenter', { lang: 'ar', signedInAs: 1002 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('guide')).toContainText('سجّل حضورك');
});

test('the lakh ranking pages in as the list is scrolled', async ({ open, page, sandbox }) => {
  await open('/v/lakh-game/rank', { signedInAs: 1001 });
  const rows = page.locator('.inv-lists').getByTestId('rank-row');
  // The first page, or the first two when the first does not fill the screen.
  await expect(rows.first()).toBeVisible();
  // Scrolling near the end loads the next page; a slow machine may need a second nudge.
  await expect(async () => {
    await rows.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    // At least the second page: repeated nudges on a fast machine may bring in the third too.
    expect(await rows.count()).toBeGreaterThanOrEqual(20);
  }).toPass({ timeout: 20_000 });
  const pages = sandbox.requests({ call: 'invite.lakhRank' }).map((r) => r.params.page);
  expect(pages).toContain('2');
  // Page 1 (my row and the list's start) is asked for once.
  expect(pages.filter((p) => p === '1')).toHaveLength(1);
});
