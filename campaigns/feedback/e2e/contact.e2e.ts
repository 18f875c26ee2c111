import { expect, pick, test } from '@h5/e2e/fixtures';

/** A real 8x8 picture, padded to 400 kB (viewers ignore bytes after its end), so it goes in two chunks. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOotn+CFTEMLQkAVuBngW/AMNoAAAAASUVORK5CYII=',
  'base64',
);
const PNG = Buffer.concat([PICTURE, Buffer.alloc(400_000 - PICTURE.length)]);

async function openForm(open: (p: string) => Promise<unknown>, page: import('@playwright/test').Page) {
  await open('/v/feedback/index?contact=1');
  await expect(page.getByTestId('contact-form')).toBeVisible();
}

test('sends feedback with a screenshot once, whatever the double tap, and shows it', async ({
  open,
  page,
  sandbox,
}) => {
  await openForm(open, page);
  await page.getByTestId('categories').getByText('Recharge and payments').click();
  await page.getByTestId('content').fill('My coins did not arrive after paying.');
  await expect(page.getByTestId('counter')).toHaveText('37 / 500');
  await page.getByTestId('shot-input').setInputFiles({ name: 'pay.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('shot')).toHaveClass(/fb-shot-done/);
  // Chunks: the 400 kB picture went in two.
  expect(sandbox.requests({ call: 'feedback.uploadChunk' })).toHaveLength(2);
  await page.getByTestId('send').dblclick();
  await expect(page).toHaveURL(/\/v\/feedback\/detail\/fb-1001-/);
  await expect(page.getByTestId('ticket-detail')).toContainText('My coins did not arrive');
  await expect(page.getByTestId('ticket-images').locator('img')).toHaveCount(1);
  const img = page.getByTestId('ticket-images').locator('img');
  // The screenshot as the sandbox stored it, served back and drawn.
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(8);
  const tickets = sandbox.switch('feedback', 'tickets') as Array<{ uid: number; content: string }>;
  expect(tickets.filter((t) => t.uid === 1001 && t.content.startsWith('My coins'))).toHaveLength(1);
  const sent = sandbox.requests({ call: 'feedback.submit' });
  expect(new Set(sent.map((r) => r.params.client_key)).size).toBe(1);
  const device = sent[0]!.params.device as Record<string, string>;
  expect(device.screen).toMatch(/^\d+x\d+$/);
  expect(device.lang).toBe('en');
});

test('checks a picture before uploading: not an image, too large, too many', async ({
  open,
  page,
  sandbox,
}) => {
  await openForm(open, page);
  const input = page.getByTestId('shot-input');
  await input.setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByTestId('shot-problem')).toHaveText(
    'This file is not a picture. Choose a JPG, PNG or WebP screenshot.',
  );
  await input.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByTestId('shot-problem')).toHaveText(
    'This picture is larger than 5 MB. Choose a smaller one.',
  );
  expect(sandbox.requests({ call: 'feedback.uploadStart' })).toHaveLength(0);
  await expect(page.getByTestId('shot')).toHaveCount(0);
  const small = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG.subarray(0, 2000) });
  await input.setInputFiles([small('a.png'), small('b.png'), small('c.png'), small('d.png')]);
  await expect(page.getByTestId('shot')).toHaveCount(3);
  await expect(page.getByTestId('shot-problem')).toHaveText('You can add up to 3 screenshots.');
  await expect(page.getByTestId('add-shot')).toHaveCount(0);
});

test('a file that only claims to be a picture is refused by the server and can be removed', async ({
  open,
  page,
}) => {
  await openForm(open, page);
  await page
    .getByTestId('shot-input')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png file') });
  await expect(page.getByTestId('shot')).toHaveClass(/fb-shot-failed/);
  await expect(page.getByText('This file is not a picture.', { exact: false }).last()).toBeVisible();
  await page.getByRole('button', { name: 'Remove screenshot' }).click();
  await expect(page.getByTestId('shot')).toHaveCount(0);
});

test('says what is missing and loses nothing; a dropped answer sends again as the same feedback', async ({
  open,
  page,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|ERR_EMPTY_RESPONSE|net::/);
  await openForm(open, page);
  await page.getByTestId('content').fill('short');
  await page.getByTestId('send').click();
  await expect(page.getByText('Please choose what your feedback is about.')).toBeVisible();
  await expect(page.getByText('Please write at least 10 characters.')).toBeVisible();
  await page.getByTestId('categories').getByText('A suggestion').click();
  await page.getByTestId('content').fill('Please add a dark mode to the app.');
  sandbox.fault({ match: 'feedback.submit', kind: 'http500', times: 1 });
  await page.getByTestId('send').click();
  await expect(page.getByTestId('send-failure')).toHaveText('Something went wrong. Please try again later.');
  await expect(page.getByTestId('content')).toHaveValue('Please add a dark mode to the app.');
  // The answer of the next try is lost after the server made the ticket: sent again (by the
  // browser on its own, or by the user's tap), it is still one ticket.
  sandbox.fault({ match: 'feedback.submit', kind: 'dropAfter', times: 1 });
  await page.getByTestId('send').click();
  await expect(page.getByTestId('send-failure').or(page.getByTestId('ticket-detail'))).toBeVisible();
  if (await page.getByTestId('send-failure').isVisible()) await page.getByTestId('send').click();
  await expect(page).toHaveURL(/\/v\/feedback\/detail\//);
  const tickets = sandbox.switch('feedback', 'tickets') as Array<{ content: string }>;
  expect(tickets.filter((t) => t.content.includes('dark mode'))).toHaveLength(1);
  expect(new Set(sandbox.requests({ call: 'feedback.submit' }).map((r) => r.params.client_key)).size).toBe(1);
});

test('a guided question asks its own fields and sends them', async ({ open, page, sandbox }) => {
  await open('/v/feedback/typeTenQuestion/q-recharge-not-received');
  await page.getByTestId('content').fill('Paid by UPI, nothing arrived.');
  await page.getByTestId('send').click();
  await expect(page.getByText('Please fill in this field.')).toHaveCount(3);
  await page.getByTestId('field-order_id').fill('ORD-778');
  await page.getByTestId('field-amount').fill('99');
  // The day it was paid, in three pickers; last year's, so that it has passed whatever today is.
  const year = new Date().getFullYear() - 1;
  await pick(page, 'Year', String(year));
  await pick(page, 'Month', 'November');
  await pick(page, 'Day', '20');
  await page.getByTestId('send').click();
  await expect(page.getByTestId('ticket-detail')).toContainText('ORD-778');
  expect(sandbox.requests({ call: 'feedback.submit' }).map((r) => r.params.fields)).toEqual([
    { order_id: 'ORD-778', amount: '99', paid_on: `${year}-11-20` },
  ]);
  await expect(page.getByTestId('no-replies')).toBeVisible();
});

test('the team reply appears in history on the server clock', async ({ open, page, sandbox }) => {
  await open('/v/feedback/history');
  await expect(page.getByTestId('ticket')).toHaveCount(1);
  await openForm(open, page);
  await page.getByTestId('categories').getByText('Live and rooms').click();
  await page.getByTestId('content').fill('The live room freezes every minute.');
  await page.getByTestId('send').click();
  await expect(page).toHaveURL(/\/detail\//);
  await open('/v/feedback/history');
  await expect(page.getByTestId('ticket').first().getByTestId('ticket-state')).toHaveText(
    'Waiting for a reply',
  );
  sandbox.advanceClock(31 * 60_000);
  await open('/v/feedback/history');
  const first = page.getByTestId('ticket').first();
  await expect(first.getByTestId('ticket-state')).toHaveText('Replied');
  await expect(first.getByTestId('unread')).toHaveText('1 new reply');
  await first.click();
  await expect(page.getByTestId('replies')).toContainText('Thank you for writing to us');
});

test('history and detail in Arabic under /g/v/, a closed one too', async ({ open, page, sandbox }) => {
  await open('/g/v/feedback/detail/fb-1001-1', { lang: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('ticket-state')).toHaveText('تم الرد');
  await expect(page.getByTestId('replies')).toContainText('أصلحنا المشكلة');
  sandbox.switch('feedback', 'close', { id: 'fb-1001-1' });
  await open('/g/v/feedback/history', { lang: 'ar' });
  await expect(page.getByTestId('ticket-state')).toHaveText('مغلقة');
  await open('/g/v/feedback/detail/fb-1001-1', { lang: 'ar', signedInAs: 1002 });
  await expect(page.getByTestId('missing')).toBeVisible();
});

test('a slow upload shows its progress, and a chunk lost on the way is sent again alone', async ({
  open,
  page,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|ERR_EMPTY_RESPONSE|net::/);
  await openForm(open, page);
  sandbox.fault({ match: 'feedback.uploadChunk', kind: 'drop', times: 1 });
  sandbox.fault({ match: 'feedback.uploadChunk', kind: 'delay', delayMs: 1500, times: 2 });
  await page.getByTestId('shot-input').setInputFiles({ name: 'pay.png', mimeType: 'image/png', buffer: PNG });
  const bar = page.getByTestId('shot').getByRole('progressbar');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '66');
  await expect(page.getByTestId('shot')).toHaveClass(/fb-shot-done/);
  const chunks = sandbox.requests({ call: 'feedback.uploadChunk' }).map((r) => r.params.index);
  expect(chunks.filter((i) => i === 1)).toHaveLength(1);
  expect(chunks.filter((i) => i === 0).length).toBeGreaterThanOrEqual(2);
});

test('a large screenshot is made smaller on the phone before it is sent', async ({ open, page, sandbox }) => {
  await openForm(open, page);
  const big = Buffer.concat([PICTURE, Buffer.alloc(1_500_000)]);
  await page.getByTestId('shot-input').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByTestId('shot')).toHaveClass(/fb-shot-done/);
  const [start] = sandbox.requests({ call: 'feedback.uploadStart' });
  expect(start!.params.mime).toBe('image/jpeg');
  expect(Number(start!.params.size)).toBeLessThan(50_000);
  expect(sandbox.requests({ call: 'feedback.uploadChunk' })).toHaveLength(1);
});
