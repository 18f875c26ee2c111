// A trivia round: answered questions are checked by the server, a question left past its
// deadline on the server's clock says time is up, the score shows, and the share grants one draw.

import { advanceClocks, expect, requestsSettled, test } from '@h5/e2e/fixtures';

test('a round: right, wrong and late answers, the score, and the share draw once a day', async ({
  open,
  sandbox,
}) => {
  // The quiz's figures are the server's: a season giving 20 s a question says so before the start.
  sandbox.state<{ seconds: number }>('trivia').seconds = 20;
  const page = await open('/v/trivia');
  await expect(page.getByTestId('intro')).toHaveText(
    'Answer 5 music questions, 20 seconds each. Then share to win a prize draw.',
  );
  await page.getByTestId('start').click();
  const q = page.getByTestId('question');
  await expect(q).toContainText('Question 1 of 5');
  await q.getByTestId('option').nth(1).click(); // Six: right
  await expect(page.getByTestId('result')).toContainText('Right!');
  await page.getByTestId('next').click();
  await q.getByTestId('option').nth(2).click(); // Sol: wrong
  await expect(page.getByTestId('result')).toContainText('Not this one.');
  await expect(q.locator('[data-mark="right"]')).toHaveText('Re');
  await page.getByTestId('next').click();
  // The third question's deadline passes on the server's clock before the answer arrives.
  sandbox.advanceClock(60_000);
  await q.getByTestId('option').nth(1).click();
  await expect(page.getByTestId('result')).toContainText('Time is up.');
  for (let i = 0; i < 2; i++) {
    await page.getByTestId('next').click();
    await q.getByTestId('option').first().click();
    await expect(page.getByTestId('result')).toBeVisible();
  }
  await page.getByTestId('next').click();
  await expect(page.getByTestId('score')).toContainText('You scored');
  await page.getByTestId('share-draw').click();
  await expect(page.getByTestId('prize')).toBeVisible();
  expect(sandbox.requests({ call: 'trivia.shareLottery' })).toHaveLength(1);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('no-draw')).toBeVisible();
});

test('in Arabic under /g/v/, the questions come in Arabic', async ({ open }) => {
  const page = await open('/g/v/trivia', { lang: 'ar' });
  await page.getByTestId('start').click();
  await expect(page.getByTestId('question')).toContainText('كم وترًا في الغيتار العادي؟');
});

test('a draw whose answer was lost: the client does not resend it, and the retry shows the prize the server stored', async ({
  open,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|ERR_/);
  const page = await open('/v/trivia');
  await page.getByTestId('start').click();
  for (let i = 0; i < 5; i++) {
    await page.getByTestId('question').getByTestId('option').first().click();
    await page.getByTestId('next').click();
  }
  // Every attempt's answer is lost until the network is back (the browser itself resends a
  // request whose reused connection dropped).
  sandbox.fault({ match: 'trivia.shareLottery', kind: 'dropAfter' });
  await page.getByTestId('share-draw').click();
  await expect(page.locator('.h5-toast')).toHaveText('Network error. Check your connection and try again.');
  // The draw was made once; the page did not send it again under a new key before the user tapped.
  await requestsSettled(page);
  const first = sandbox.requests({ call: 'trivia.shareLottery' });
  expect(new Set(first.map((r) => r.idempotencyKey)).size).toBe(1);
  sandbox.raw.faults.clear();
  const answered = page.waitForResponse((r) => r.url().includes('/api/strong/share/lottery'));
  await page.getByTestId('share-draw').click();
  const stored = ((await (await answered).json()) as { data: { prize: { name: string } } }).data.prize;
  await expect(page.getByTestId('prize')).toHaveText(stored.name);
  // Not the refusal of a second draw.
  await expect(page.locator('.h5-toast')).not.toContainText('You have used today’s draw');
  const sent = sandbox.requests({ call: 'trivia.shareLottery' });
  expect(new Set(sent.map((r) => r.idempotencyKey)).size).toBe(1);
});

test("a question's time starts when it is shown: 25 s on a result leave the next question its full 15 s, and the server still refuses a late answer", async ({
  open,
  page: fresh,
  sandbox,
}) => {
  await fresh.clock.install();
  const page = await open('/v/trivia');
  await page.getByTestId('start').click();
  const q = page.getByTestId('question');
  await q.getByTestId('option').nth(1).click();
  await expect(page.getByTestId('result')).toContainText('Right!');
  // A slow reader: 25 s on the first result, on both clocks (once, the whole second question's
  // time and more would have gone).
  await advanceClocks(page, sandbox, 25_000);
  await page.getByTestId('next').click();
  await expect(q).toContainText('Question 2 of 5');
  // Its own 15 s (less what the page took to show it on a loaded machine), not what is left of
  // 15 s counted from the previous question's answer (none: 25 s went by).
  const left = Number(((await page.getByTestId('timer').textContent()) ?? '').trim().split(':').at(-1));
  expect(left).toBeGreaterThanOrEqual(12);
  expect(left).toBeLessThanOrEqual(15);
  await advanceClocks(page, sandbox, 10_000);
  await q.getByTestId('option').first().click(); // Re: right, 10 s into its 15
  await expect(page.getByTestId('result')).toContainText('Right!');
  // The next question, answered past its own 15 s: the server says it is late.
  await page.getByTestId('next').click();
  await expect(q).toContainText('Question 3 of 5');
  sandbox.advanceClock(16_000);
  await q.getByTestId('option').nth(1).click();
  await expect(page.getByTestId('result')).toContainText('Time is up.');
});
