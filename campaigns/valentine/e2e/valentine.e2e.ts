// The valentine card: made and saved by a signed-in user, then opened from its link by a visitor,
// who hears its song;
// a missing message is said at the field and loses nothing; no recordings leads to the app.

import { expect, test } from '@h5/e2e/fixtures';

test('a card saved by its sender opens from its link for a visitor, in Arabic', async ({ open, sandbox }) => {
  const page = await open('/v/valentine-card');
  await page.getByText('Hearts').click();
  await page.getByTestId('recording').nth(1).click();
  await page.getByTestId('save-card').click();
  await expect(page.getByRole('alert')).toHaveText('Write a message for your card.');
  await page.getByTestId('message').fill('<b>For you</b>, my love');
  await page.getByTestId('save-card').click();
  await expect(page).toHaveURL(/\/v\/valentine-card\/card\/v\d+/);
  await expect(page.getByTestId('card-message')).toContainText('<b>For you</b>, my love');
  await expect(page.getByTestId('edit-card')).toBeVisible();
  expect(sandbox.requests({ call: 'valentine.saveCard' })).toHaveLength(1);
  const link = new URL(page.url()).pathname;

  const visitor = await open(`/g${link}`, { signedInAs: null, lang: 'ar' });
  await expect(visitor.getByTestId('card')).toHaveClass(/val-t-hearts/);
  await expect(visitor.getByTestId('card-message')).toContainText('<b>For you</b>, my love');
  await expect(visitor.getByTestId('card')).toContainText('Tum Hi Ho');
  await expect(visitor.getByTestId('make-own')).toHaveText('اصنع بطاقتك');
  // The card plays the song it carries, in place.
  await visitor.getByTestId('card').getByRole('button', { name: 'تشغيل: Tum Hi Ho' }).click();
  await expect(visitor.getByTestId('card').locator('.h5-player')).toHaveAttribute('data-phase', 'playing');
  expect(sandbox.requests({ path: '/static/valentine/clip-r1001-2' }).length).toBeGreaterThan(0);
});

test('the sender edits their card in place', async ({ open }) => {
  const page = await open('/v/valentine-card/card/v1', { signedInAs: 1002 });
  await page.getByTestId('edit-card').click();
  await expect(page.getByTestId('message')).toHaveValue(/Every song I sing is for you/);
  await page.getByTestId('message').fill('Still every song.');
  await page.getByTestId('save-card').click();
  await expect(page).toHaveURL(/\/card\/v1/);
  await expect(page.getByTestId('card-message')).toContainText('Still every song.');
});

test('a user without recordings is sent to sing one first', async ({ open }) => {
  const page = await open('/v/valentine-card', { signedInAs: 1007 });
  await expect(page.getByTestId('no-recordings')).toContainText('You have no recordings yet.');
});

test('a card that does not exist says so and offers to make one’s own, or Close in the app', async ({
  open,
}) => {
  const page = await open('/v/valentine-card/card/nope-123', { signedInAs: 1001 });
  const state = page.getByTestId('not-found');
  await expect(state).toContainText('This card does not exist. You can make your own.');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await state.getByRole('link', { name: 'Make your own card' }).click();
  await expect(page).toHaveURL(/\/v\/valentine-card(\?|$)/);

  await open('/v/valentine-card/card/nope-123', { lang: 'ar', app: { signedInAs: null } });
  await expect(state).toContainText('هذه البطاقة غير موجودة.');
  await expect(state.getByRole('link', { name: 'اصنع بطاقتك' })).toBeVisible();
  await expect(state.getByRole('button', { name: 'إغلاق' })).toBeVisible();
});
