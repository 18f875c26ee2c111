// The singer programmes against the built page and the sandbox: who qualifies and applying once
// under double taps; a track upload with bad files refused before any byte and a good one with
// its progress; the verified singers' home and their list paged; Arabic under /g/v/; a visitor.

import { expect, fakeAppCalls, test } from '@h5/e2e/fixtures';
import { tapBurst } from '@h5/e2e/money';

/** A WAV of `seconds` of silence (8 kHz, 8-bit mono). */
function wav(seconds: number): Buffer {
  const n = 8000 * seconds;
  const b = Buffer.alloc(44 + n, 128);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + n, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(8000, 24);
  b.writeUInt32LE(8000, 28);
  b.writeUInt16LE(1, 32);
  b.writeUInt16LE(8, 34);
  b.write('data', 36);
  b.writeUInt32LE(n, 40);
  return b;
}

test('a programme says who qualifies, and a double tap applies once', async ({ open, page, sandbox }) => {
  await open('/v/popular-singer');
  await expect(page.getByTestId('requirement')).toHaveCount(2);
  await page.getByTestId('apply').click();
  await expect(page.getByText('Please write 10 to 300 characters about yourself.')).toBeVisible();
  expect(sandbox.requests({ call: 'singers.apply' })).toHaveLength(0);
  await page.getByTestId('intro').fill('I sing old Bollywood songs <b>every</b> night.');
  sandbox.fault({ match: 'singers.apply', kind: 'delay', delayMs: 800 });
  await tapBurst(page, page.getByTestId('apply'), 4);
  await expect(page.getByTestId('application')).toHaveAttribute('data-state', 'pending');
  expect(sandbox.requests({ call: 'singers.apply' })).toHaveLength(1);
});

test('who does not qualify is told so, and a visitor is invited to sign in', async ({ open, page }) => {
  await open('/v/verified-singer', { app: true });
  await expect(page.getByTestId('not-qualified')).toBeVisible();
  // A way on, not a dead end: the app's sing screen, where the missing recordings come from.
  await page.getByTestId('not-qualified').getByRole('button', { name: 'Sing a song now' }).click();
  await expect
    .poll(async () => (await fakeAppCalls(page)).find((c) => c.method === 'openDeepLink')?.params)
    .toEqual({ url: 'smapp://sing' });
  await open('/v/India-star', { signedInAs: null });
  await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
});

test('a track upload refuses bad files before sending, then sends a good one and applies', async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/original-song');
  await page.getByTestId('to-upload').click();
  const file = page.getByTestId('file');
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not audio') });
  await expect(page.getByTestId('track-problem')).toHaveText('Choose an audio file: MP3, M4A, AAC or WAV.');
  await file.setInputFiles({ name: 'short.wav', mimeType: 'audio/wav', buffer: wav(5) });
  await expect(page.getByTestId('track-problem')).toHaveText(
    'The track must last between 30 seconds and 5 minutes.',
  );
  expect(sandbox.requests({ call: 'singers.uploadStart' })).toHaveLength(0);
  await file.setInputFiles({ name: 'my song.wav', mimeType: 'audio/wav', buffer: wav(31) });
  await expect(page.getByTestId('track-ready')).toBeVisible();
  await expect(page.getByTestId('progress')).toHaveAttribute('aria-valuenow', '100');
  expect(sandbox.requests({ call: 'singers.uploadChunk' }).length).toBeGreaterThan(1);
  await page.getByTestId('intro').fill('A song I wrote about the monsoon.');
  await page.getByTestId('apply').click();
  await expect(page.getByTestId('application')).toHaveAttribute('data-state', 'pending');
});

test('a verified singer’s home, their posts, and every verified singer page after page', async ({
  open,
  page,
}) => {
  await open('/verified/home/self-detail?uid=2001');
  await expect(page.getByTestId('profile')).toContainText('Rohan Mehta');
  await expect(page.getByTestId('post')).toHaveCount(3);
  // A post plays in place; starting another stops the first.
  const [first, second] = [page.getByTestId('post').nth(0), page.getByTestId('post').nth(1)];
  await first.getByTestId('play').click();
  await expect(first.locator('.h5-player')).toHaveAttribute('data-phase', 'playing');
  await second.getByTestId('play').click();
  await expect(second.locator('.h5-player')).toHaveAttribute('data-phase', 'playing');
  await expect(first.locator('.h5-player')).toHaveAttribute('data-phase', 'idle');
  await page.getByTestId('nav-all-verified').click();
  await expect(page.getByTestId('verified-singer')).toHaveCount(10);
  await page.getByTestId('verified-singer').last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect(page.getByTestId('verified-singer')).toHaveCount(20);
  await page.getByTestId('verified-singer').first().click();
  await expect(page.getByTestId('profile')).toBeVisible();
  // My own home, not verified yet: the way to the programme, not an error.
  await open('/verified/home');
  await expect(page).toHaveURL(/\/verified\/home\/self-detail/);
  await expect(page.getByTestId('not-verified')).toContainText('You are not a verified singer yet.');
  await page.getByTestId('to-programme').click();
  await expect(page.getByTestId('requirement')).toHaveCount(2);
});

test('Arabic under /g/v/: the programme and its requirements in Arabic', async ({ open, page }) => {
  await open('/g/v/popular-singer', { lang: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('programme-head')).toContainText('مغنٍّ مشهور');
  await expect(page.getByTestId('requirement').first()).toContainText('المتابعون');
});
