// The home's lists and what opens from them, driven as a user would: my invite code copied and
// shared, the goddess list's joined state and its search (blank, no match, a match), the stars
// held settled by the user-star read after a send, a ranking paged on by cursor, the national
// war's leagues, a country's war with my contribution, a guild's live hosts and its civil war.

import { expect, test } from '@h5/e2e/fixtures';
import type { Page } from '@playwright/test';

const HOME = '/v/annual-ceremony-home?promotion_id=4901';

async function sendFirstStar(page: Page, row = 0) {
  await page.getByTestId('stage-list').getByTestId('rank-row').nth(row).getByTestId('send-star').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('confirm-ok')).toBeHidden();
}

test('shows my invite code, copies it, and shares it with its link', async ({ open, sandbox }) => {
  const page = await open(HOME);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const code = page.getByTestId('invite-code');
  await expect(code).toHaveText(/^AC[0-9A-Z]{6}$/);
  const shown = (await code.textContent()) ?? '';
  await page.getByTestId('copy-invite').click();
  await expect(page.locator('.h5-toast')).toHaveText('Code copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  await page.getByTestId('share-invite').click();
  // No share sheet in a plain browser: the message and the link are copied, and it says so.
  await expect(page.locator('.h5-toast')).toContainText('Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(shown);
  expect(copied).toContain(`invite_code=${shown}`);
  expect(sandbox.requests({ call: 'annualCeremony.inviteCode' })).toHaveLength(1);
});

test('says whether I am on the goddess list, and searches it by name and id', async ({ open }) => {
  const page = await open(HOME);
  await page.getByRole('tab', { name: 'Goddesses' }).click();
  await expect(page.getByTestId('goddess-joined')).toHaveAttribute('data-joined', 'true');
  const query = page.getByTestId('goddess-query');
  // A blank search says what to type and keeps the ranking.
  await query.fill('   ');
  await page.getByTestId('goddess-search').click();
  await expect(page.getByTestId('goddess-blank')).toBeVisible();
  await expect(page.getByTestId('stage-list').getByTestId('rank-row')).toHaveCount(10);
  // No match: the query is said back as text, never read as HTML.
  await query.fill('<b>zz</b>');
  await page.getByTestId('goddess-search').click();
  const results = page.getByTestId('goddess-results');
  await expect(results).toContainText('No goddess matches “<b>zz</b>”.');
  await expect(results.locator('b')).toHaveCount(0);
  // A name from the ranking finds that goddess; her star button works from the results.
  await page.getByTestId('goddess-clear').click();
  const third = page.getByTestId('stage-list').getByTestId('rank-row').nth(2);
  const name = (await third.locator('.h5-name').first().textContent())?.trim() ?? '';
  await query.fill(name.slice(0, 4));
  await page.getByTestId('goddess-search').click();
  await expect(results.getByTestId('rank-row').filter({ hasText: name })).toHaveCount(1);
  await expect(results.locator('.ac-found')).toHaveText(/^\d+ goddess(es)? match(es)? “.{4}”$/);
});

test('tells a user who is not on the goddess list how goddesses join', async ({ open }) => {
  const page = await open(HOME, { signedInAs: 1002 });
  await page.getByRole('tab', { name: 'Goddesses' }).click();
  await expect(page.getByTestId('goddess-joined')).toHaveAttribute('data-joined', 'false');
  await expect(page.getByTestId('goddess-joined')).toContainText('join from their live room');
});

test('settles the stars held by the user-star read after a send, never below 0', async ({
  open,
  sandbox,
}) => {
  const page = await open(HOME);
  const count = page.getByTestId('star-count');
  await expect(count).toHaveAttribute('data-n', '5');
  // Stars the user got elsewhere meanwhile (another device): the read after the send has them.
  sandbox.switch('annualCeremony', 'stars', { uid: 1001, stars: 9 });
  await sendFirstStar(page);
  await expect(count).toHaveAttribute('data-n', '8');
  const reads = sandbox.requests({ call: 'annualCeremony.userStar' });
  const send = sandbox.requests({ call: 'annualCeremony.sendStar' })[0]!;
  expect(reads.filter((r) => r.at >= send.at)).toHaveLength(1);
  // The last star: zero, and the list says how to get more.
  sandbox.switch('annualCeremony', 'stars', { uid: 1001, stars: 1 });
  await page.reload();
  await expect(count).toHaveAttribute('data-n', '1');
  await sendFirstStar(page);
  await expect(count).toHaveAttribute('data-n', '0');
  await expect(page.getByTestId('send-closed')).toHaveAttribute('data-offer', 'no-stars');
});

test('pages a ranking on by cursor as it scrolls, each entry once', async ({ open, sandbox }) => {
  const page = await open(HOME);
  const rows = page.getByTestId('stage-list').getByTestId('rank-row');
  await expect(rows).toHaveCount(10);
  await page.getByTestId('more-ranks').scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(14);
  await expect(page.getByTestId('more-ranks')).toHaveCount(0);
  const ranks = await rows.locator('.blk-rank-no').allTextContents();
  expect(ranks).toEqual(Array.from({ length: 14 }, (_, i) => String(i + 1)));
  const asked = sandbox
    .requests({ call: 'annualCeremony.stageList' })
    .map((r) => String(r.params.cursor ?? ''));
  expect(asked.filter((c) => c !== '')).toHaveLength(1);
});

test('shows the national war by league', async ({ open, sandbox }) => {
  const page = await open(HOME);
  await page.getByRole('tab', { name: 'Countries' }).click();
  const levels = page.getByTestId('rank-level');
  await expect(levels).toHaveText(['Premier league', 'Challenger league']);
  await expect(levels.first()).toHaveAttribute('aria-pressed', 'true');
  await levels.nth(1).click();
  await expect(levels.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('stage-list').getByTestId('rank-row')).toHaveCount(4);
  await expect(page.getByTestId('stage-list')).toContainText('Nigeria');
  const last = sandbox.requests({ call: 'annualCeremony.stageList' }).at(-1);
  expect(String(last?.params.level)).toBe('2');
});

test('opens a country’s war with my contribution, and a guild’s live hosts and civil war', async ({
  open,
  sandbox,
}) => {
  const page = await open(HOME);
  await page.getByRole('tab', { name: 'Countries' }).click();
  await sendFirstStar(page);
  await page.getByTestId('stage-list').getByTestId('rank-row').first().getByTestId('entry-details').click();
  const sheet = page.getByTestId('details-sheet');
  await expect(page.getByRole('dialog', { name: 'Today’s war' })).toBeVisible();
  await expect(sheet.getByTestId('war-side')).toHaveCount(2);
  await expect(sheet.getByTestId('war-given')).toHaveAttribute('data-n', '10');
  await expect(sheet.getByTestId('war')).toHaveAttribute('data-kind', 'national-war');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await page.getByRole('tab', { name: 'Guilds' }).click();
  await page.getByTestId('stage-list').getByTestId('rank-row').first().getByTestId('entry-details').click();
  await expect(page.getByRole('dialog', { name: 'Guild live' })).toBeVisible();
  await expect(sheet.getByTestId('guild-host')).toHaveCount(5);
  await expect(sheet.locator('[data-testid="guild-host"][data-live="true"]')).toHaveCount(2);
  await expect(sheet.getByTestId('war')).toHaveAttribute('data-kind', 'civil-war');
  expect(sandbox.requests({ call: 'annualCeremony.guildLive' })).toHaveLength(1);
});

test('opens a war’s details and searches the goddesses in Arabic under /g/v/', async ({ open }) => {
  const page = await open('/g/v/annual-ceremony-home?promotion_id=4901', { lang: 'ar' });
  await page.getByRole('tab', { name: 'الدول' }).click();
  await page.getByTestId('stage-list').getByTestId('rank-row').first().getByTestId('entry-details').click();
  await expect(page.getByRole('dialog', { name: 'حرب اليوم' })).toBeVisible();
  await expect(page.getByTestId('war')).toContainText('معركة اليوم');
  await expect(page.getByTestId('invite-code')).toBeVisible();
  await page.keyboard.press('Escape');
  // The goddess list's state and a search without a match, in Arabic.
  await page.getByRole('tab', { name: 'النجمات' }).click();
  await expect(page.getByTestId('goddess-joined')).toHaveText('أنتِ في قائمة النجمات.');
  await page.getByTestId('goddess-query').fill('zz');
  await page.getByTestId('goddess-search').click();
  await expect(page.getByTestId('goddess-results')).toContainText('لا توجد نجمة تطابق «zz».');
});
