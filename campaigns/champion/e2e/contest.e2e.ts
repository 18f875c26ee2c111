// Super Star Maker: entering the contest with a recording (asked first, once), voting on a shared
// entry, sharing one's own entry for a spin, searching songs and recording in the app, a visitor,
// Arabic and /g/v/.

import { expect, fakeAppCalls, test } from '@h5/e2e/fixtures';

const INDEX = '/v/super-star-maker?promotion_id=5001';

test('enters the contest with a recording, after asking', async ({ open, page, sandbox }) => {
  await open(INDEX, { signedInAs: 1003 });
  await expect(page.getByTestId('stages').locator('[data-state="open"]')).toContainText('Semi-final');
  await expect(page.getByTestId('phase-banner').last()).toContainText('Voting closes in');
  await page.getByTestId('to-choose').click();
  await expect(page).toHaveURL(/chooserecord/);
  const rows = page.getByTestId('recording');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Not a contest song' })).toHaveCount(1);
  await rows.getByTestId('choose').first().click();
  await expect(page.getByRole('dialog')).toContainText('You can enter the contest once');
  await page.getByTestId('confirm-enter').dblclick();
  await expect(page).toHaveURL(/\/share\?.*entry_id=\d+/);
  expect(sandbox.requests({ call: 'champion.enter' })).toHaveLength(1);
  await expect(page.getByTestId('entry')).toContainText('Budi Santoso');
  await expect(page.getByTestId('vote')).toHaveText('Your entry');
  await expect(page.getByTestId('vote')).toBeDisabled();

  await open(INDEX, { signedInAs: 1003 });
  await expect(page.getByTestId('mine')).toContainText('Budi Santoso');
  await expect(page.getByTestId('my-rank')).toContainText('Budi Santoso');
  await open('/v/super-star-maker/chooserecord?promotion_id=5001', { signedInAs: 1003 });
  await expect(page.getByTestId('already-entered')).toBeVisible();
});

test('votes for a shared entry once a day', async ({ open, page, sandbox }) => {
  await open('/v/super-star-maker/share?promotion_id=5001&entry_id=26');
  const votes = page.getByTestId('entry-votes');
  const before = Number(((await votes.textContent()) ?? '').match(/\d+/)?.[0]);
  await page.getByTestId('vote').click();
  await expect(votes).toContainText(`${before + 1} votes`);
  await expect(page.getByTestId('vote')).toHaveText('Voted today');
  await expect(page.getByTestId('vote')).toBeDisabled();
  expect(sandbox.requests({ call: 'champion.vote' })).toHaveLength(1);
});

test('shares the own entry for the entry spin, and lists who voted', async ({ open, page, sandbox }) => {
  await open('/v/super-star-maker/chooserecord?promotion_id=5001', { signedInAs: 1002 });
  await page.getByTestId('choose').first().click();
  await page.getByTestId('confirm-enter').click();
  await expect(page).toHaveURL(/entry_id=/);
  const entryId = new URL(page.url()).searchParams.get('entry_id');
  await open(`/v/super-star-maker/share?promotion_id=5001&entry_id=${entryId}`, { signedInAs: 1001 });
  await page.getByTestId('vote').click();
  await expect(page.getByTestId('vote')).toHaveText('Voted today');

  await open('/v/super-star-maker/invitation?promotion_id=5001', { signedInAs: 1002 });
  await expect(page.getByTestId('voters')).toContainText('1 friend voted for you');
  await expect(page.getByTestId('voters')).toContainText('Aarav Sharma');
  await page.getByTestId('share-entry').click();
  await expect(page.getByTestId('spin-granted')).toContainText('You got another spin.');
  const share = sandbox.requests({ call: 'champion.share' });
  expect(share).toHaveLength(1);
  expect(String(share[0]!.params.spin_type)).toBe('2');
});

test('a visitor sees the contest and an entry, and is invited to sign in', async ({ open, page }) => {
  await open(INDEX, { signedInAs: null });
  await expect(page.getByTestId('my-entry').getByTestId('sign-in-prompt')).toBeVisible();
  await expect(page.getByTestId('ranking').getByTestId('rank-row')).not.toHaveCount(0);
  await open('/v/super-star-maker/share?promotion_id=5001&entry_id=26', { signedInAs: null });
  await expect(page.getByTestId('entry')).toBeVisible();
  await expect(page.getByTestId('vote')).toHaveCount(0);
  await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
  await open('/v/super-star-maker/share?promotion_id=5001&entry_id=abc', { signedInAs: null });
  await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
});

test('an entry the contest does not know says it does not exist and leads to the contest', async ({
  open,
  page,
}) => {
  await open('/v/super-star-maker/share?promotion_id=5001&entry_id=99999');
  const state = page.getByTestId('not-found');
  await expect(state).toContainText('This entry does not exist.');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await state.getByRole('link', { name: 'Back to the contest' }).click();
  await expect(page).toHaveURL(/\/v\/super-star-maker\/index\?promotion_id=5001/);

  await open('/v/super-star-maker/share?promotion_id=5001&entry_id=99999', { lang: 'ar', app: true });
  await expect(state).toContainText('هذه المشاركة غير موجودة.');
  await expect(state.getByRole('button', { name: 'إغلاق' })).toBeVisible();
});

test('searches the contest songs and records one in the app', async ({ open, page }) => {
  await open('/v/super-star-maker/search?promotion_id=5001', { app: true });
  // Every contest song, the second page loaded as the list reaches the screen's end.
  await expect(page.getByTestId('song')).toHaveCount(14);
  await page.getByTestId('song-query').fill('  sheeran ');
  await page.getByTestId('song-search').click();
  await expect(page.getByTestId('song')).toHaveCount(2);
  await expect(page).toHaveURL(/q=sheeran/);
  await page.getByTestId('song-query').fill('no such song');
  await page.getByTestId('song-search').click();
  await expect(page.getByText('No contest song matches your search.')).toBeVisible();
  await page.getByTestId('song-query').fill('Perfect');
  await page.getByTestId('song-search').click();
  await page.getByTestId('sing').click();
  await expect
    .poll(async () => (await fakeAppCalls(page)).find((c) => c.method === 'openDeepLink')?.params)
    .toMatchObject({ url: expect.stringMatching(/^\w+:\/\/record\?song_id=102&promotion_id=5001$/) });
});

test('the contest in Arabic under /g/v/', async ({ open, page }) => {
  await open('/g/v/super-star-maker/index?promotion_id=5001', { lang: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('stages')).toContainText('نصف النهائي');
  await expect(page.getByTestId('hero')).toContainText('صانع النجوم');
  await page.getByTestId('to-champion').click();
  await expect(page).toHaveURL(/\/g\/v\/superstar-champion\?.*promotion_id=5001/);
  await expect(page.getByTestId('spins-left')).toBeVisible();
});
