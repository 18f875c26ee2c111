// A trivia round: answered questions are checked by the server, a question left past its
// deadline on the server's clock says time is up, the score shows, and the share grants one draw.

import { expect, test } from '@h5/e2e/fixtures';

test('a round: right, wrong and late answers, the score, and the share draw once a day', async ({
  open,
  sandbox,
}) => {
  const page = await open('/v/trivia');
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
