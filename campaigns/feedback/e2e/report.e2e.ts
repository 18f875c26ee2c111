import { expect, test } from '@h5/e2e/fixtures';

test('a visitor reports a room with a reason after confirming, once', async ({ open, page, sandbox }) => {
  await open('/v/report?type=room&id=r1024', { signedInAs: null });
  await expect(page.getByRole('heading', { name: 'Report this room' })).toBeVisible();
  await page.getByTestId('send').click();
  await expect(page.getByText('Please choose a reason.')).toBeVisible();
  await page.getByTestId('reasons').getByText('Asks for money or gifts').click();
  await page.getByLabel('Anything else? (optional)').fill('Asked for UPI transfers.');
  await page.getByTestId('send').click();
  expect(sandbox.requests({ call: 'feedback.report' })).toHaveLength(0);
  await page.getByTestId('confirm-report').dblclick();
  await expect(page.getByTestId('sent')).toBeVisible();
  const reports = sandbox.switch('feedback', 'reports') as Array<{
    uid: number | null;
    body: Record<string, string>;
  }>;
  expect(reports).toHaveLength(1);
  expect(reports[0]).toMatchObject({
    uid: null,
    body: { target_type: 'room', target_id: 'r1024', reason_id: 'scam' },
  });
});

test('a broken report link says so instead of reporting nothing', async ({ open, page }) => {
  await open('/v/report?type=song&id=', { signedInAs: null });
  await expect(page.getByTestId('broken-report')).toBeVisible();
  await expect(page.getByTestId('report-form')).toHaveCount(0);
});

test('report in Arabic: reasons from the server in Arabic', async ({ open, page }) => {
  await open('/g/v/report?type=user&id=1007', { lang: 'ar', signedInAs: null });
  await expect(page.getByTestId('reasons')).toContainText('ينتحل شخصية أخرى');
});

test('song feedback starts with the searched song and a visitor can send it', async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/search-song/feedback?keyword=Tum%20Hi%20Ho', { signedInAs: null });
  await expect(page.getByTestId('song')).toHaveValue('Tum Hi Ho');
  await page.getByText('The lyrics are wrong').click();
  await page.getByTestId('send').click();
  await expect(page.getByTestId('sent')).toContainText('We will look for this song');
  const reports = sandbox.switch('feedback', 'reports') as Array<{
    kind: string;
    body: Record<string, string>;
  }>;
  expect(reports[0]).toMatchObject({ kind: 'song', body: { song: 'Tum Hi Ho', problem: 'wrong_lyrics' } });
});

test('song feedback without a song name asks for it', async ({ open, page, sandbox }) => {
  await open('/v/search-song/feedback', { signedInAs: null });
  await page.getByTestId('send').click();
  await expect(page.getByText('Please write the song name.')).toBeVisible();
  expect(sandbox.requests({ call: 'feedback.song' })).toHaveLength(0);
});
