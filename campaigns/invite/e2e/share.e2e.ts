// The share-to-invite pages as a new person opens them from a shared link, in a plain browser.

import { expect, test } from '@h5/e2e/fixtures';

test('share-newpull redirects without the bar and shows who invites and what the newcomer gets', async ({
  open,
  page,
}) => {
  await open('/v/share-newpull?user_id=1001', { signedInAs: null });
  await expect(page).toHaveURL(/\/v\/share-newpull\/index\?.*showBar=0/);
  await expect(page.getByTestId('inviter-name')).toHaveText('Aarav Sharma');
  await expect(page.getByTestId('welcome-cash')).toHaveText('₹10.00');
  await expect(page.getByTestId('accept')).toHaveText('Accept in the app');
  await page.getByTestId('policy-link').click();
  await expect(page.getByTestId('faq')).toContainText('Who can join with an invite?');
});

test('a link without its inviter says so and offers the app', async ({ open, page }) => {
  await open('/v/share-newpull/index?user_id=%3Cscript%3E', { signedInAs: null });
  await expect(page.getByTestId('broken-invite')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open the app' })).toBeVisible();
});

test('accepting as a visitor asks to sign in; signed in, the code from the link is sent as such', async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/share-newpull/invite?user_id=1004', { signedInAs: null });
  await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
  await open('/v/share-newpull/invite?user_id=1004', { signedInAs: 1001 });
  await expect(page.getByTestId('code-input')).toHaveValue('SM1004');
  await page.getByTestId('code-send').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('already-joined')).toContainText('Chioma Okafor');
  expect(sandbox.requests({ call: 'invite.inviteCode' })[0]?.params).toMatchObject({ type: 2 });
});

test('share-new-pull: the landing with top inviters, invite-people and the questions, in Arabic', async ({
  open,
  page,
}) => {
  await open('/v/share-new-pull/index?user_id=1001', { signedInAs: null, lang: 'ar' });
  await expect(page.getByTestId('inviter')).toContainText('يدعوك');
  await expect(page.getByTestId('top-inviters').getByTestId('rank-row').first()).toBeVisible();
  await open('/v/share-new-pull/invite-people', { signedInAs: null });
  await expect(page.getByTestId('steps')).toContainText(/You earn \u2068?₹30\.00/);
  await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
  await open('/v/share-new-pull/invite-people', { signedInAs: 1001 });
  await expect(page.getByTestId('my-code')).toHaveText('SM1001');
});

test('in the app, accepting opens the accept page with the code from the link', async ({ open, page }) => {
  await open('/v/share-newpull/index?user_id=1004', { app: { signedInAs: 1001 } });
  await page.getByTestId('accept').click();
  await expect(page).toHaveURL(/\/v\/share-newpull\/invite\?.*user_id=1004/);
  await expect(page.getByTestId('code-input')).toHaveValue('SM1004');
});
