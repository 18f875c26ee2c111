// The ceremony's screens driven as a user would: a star to each target kind and to the user's own
// entry, none at zero stars, a card turned for fragments, both turntables, a purchase, a check-in,
// and the pages in Arabic under /g/v/.

import { expect, test } from '@h5/e2e/fixtures';
import { endTapBurst } from '@h5/e2e/money';
import type { Page } from '@playwright/test';

const HOME = '/v/annual-ceremony-home?promotion_id=4901';

async function confirm(page: Page) {
  const ok = page.getByTestId('confirm-ok');
  await expect(ok).toBeVisible();
  // A double tap: the second lands on the same intent.
  await ok.dblclick();
  await expect(ok).toBeHidden();
  // The next action is a new intent only once the burst is over (the page's clock, installed by
  // openHome, is stepped past it).
  await endTapBurst(page);
}

const starCount = (page: Page) => page.getByTestId('star-count');

/** Opens the home on a clock the test can step (confirm ends each tap burst on it). */
async function openHome(page: Page, open: (path: string) => Promise<Page>) {
  await page.clock.install();
  return open(HOME);
}

test('sends a star to a room, a guild, a country and the own entry, each the right body', async ({
  open,
  page,
  sandbox,
}) => {
  await openHome(page, open);
  await expect(starCount(page)).toHaveAttribute('data-n', '5');
  const pool = Number(await page.getByTestId('treasure-pool').getAttribute('data-n'));
  const mine = page.getByTestId('my-rank');
  const before = Number(await mine.getByTestId('starlight').getAttribute('data-n'));
  await mine.getByTestId('send-star').click();
  await confirm(page);
  await expect(starCount(page)).toHaveAttribute('data-n', '4');
  await expect(mine.getByTestId('starlight')).toHaveAttribute('data-n', String(before + 10));
  // The day's treasure grows with every star sent.
  await expect(page.getByTestId('treasure-pool')).toHaveAttribute('data-n', String(pool + 2));
  let n = 4;
  for (const [tab, body] of [
    ['Rooms', 'room_id'],
    ['Guilds', 'guild_id'],
    ['Countries', 'locale'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByTestId('stage-list').getByTestId('rank-row').nth(1).getByTestId('send-star').click();
    await confirm(page);
    await expect(starCount(page)).toHaveAttribute('data-n', String(--n));
    const sent = sandbox.requests({ call: 'annualCeremony.sendStar' }).at(-1);
    expect(JSON.stringify(sent?.params ?? {})).toContain(body);
  }
  expect(sandbox.requests({ call: 'annualCeremony.sendStar' })).toHaveLength(4);
});

test('at zero stars says how to get more and sends nothing', async ({ open, sandbox }) => {
  sandbox.switch('annualCeremony', 'stars', { uid: 1001, stars: 0 });
  const page = await open(HOME);
  await expect(page.getByTestId('send-closed')).toHaveAttribute('data-offer', 'no-stars');
  await expect(page.getByTestId('send-star').first()).toBeDisabled();
});

test("turns a card for the server's cost, one of each fragment here", async ({ open, page, sandbox }) => {
  await openHome(page, open);
  const counts = page.getByTestId('fragment-count');
  await expect(counts).toHaveText(['2', '2', '1']);
  await page.getByTestId('turn-card').first().click();
  await expect(page.getByTestId('confirm-spend')).toContainText('1 × \u2068Sun fragment\u2069');
  await expect(page.getByTestId('confirm-balance-after')).toContainText('\u2068Note fragment\u2069: 0');
  await confirm(page);
  await expect(counts).toHaveText(['1', '1', '0']);
  await expect(page.locator('[data-testid="card"][data-turned="true"]')).toHaveCount(1);
  // No fragment of one type left: the other cards wait.
  await expect(page.getByTestId('turn-card').first()).toBeDisabled();
  expect(sandbox.requests({ call: 'annualCeremony.turnCard' })).toHaveLength(1);
});

test('spins the super and the normal turntable by the environment ids, once each', async ({
  open,
  page,
  sandbox,
}) => {
  await openHome(page, open);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const [tab, id] of [
    ['Super turntable', '1517'],
    ['Turntable', '1516'],
  ] as const) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByTestId('turntable')).toHaveAttribute('data-id', id);
    await page.getByTestId('draw').click();
    await confirm(page);
    await expect(page.getByRole('dialog', { name: 'You won' })).toBeVisible({ timeout: 8000 });
    await page.getByTestId('draw-result-ok').click();
  }
  const spins = sandbox.requests({ call: 'annualCeremony.spin' });
  expect(spins.map((r) => r.path)).toEqual([
    '/annual/1517/user-turntable-lottery',
    '/annual/1516/user-turntable-lottery',
  ]);
});

test('buys in the shop once, and the purchase is in my record', async ({ open, page, sandbox }) => {
  await openHome(page, open);
  const item = page.getByTestId('shop-item').filter({ hasText: 'Star bundle' });
  await item.getByTestId('buy').click();
  await expect(page.getByTestId('confirm-spend')).toContainText('30 golds');
  await confirm(page);
  await expect(page.locator('.h5-toast')).toContainText('Star bundle');
  expect(sandbox.requests({ call: 'annualCeremony.buy' })).toHaveLength(1);
  await page.getByTestId('record-link').click();
  await page.getByRole('tab', { name: 'My purchases' }).click();
  await expect(page.getByTestId('purchase')).toHaveCount(1);
});

test('checks in once however often it is tapped', async ({ open, sandbox }) => {
  const page = await open(HOME);
  const button = page.getByTestId('check-in').getByTestId('check-in');
  await expect(starCount(page)).toHaveAttribute('data-n', '5');
  await button.dblclick();
  await expect(starCount(page)).toHaveAttribute('data-n', '6');
  expect(sandbox.requests({ call: 'annualCeremony.doCheckIn' })).toHaveLength(1);
  // The rules are the promotion's own (its counts and prices are the server's), not the page's.
  await page.getByRole('button', { name: 'How the ceremony works' }).click();
  await expect(page.getByTestId('rules')).toContainText(
    'Check in every day of the ceremony to collect stars; the seventh day gives three.',
  );
  await expect(page.getByTestId('rules')).toContainText(
    'The super turntable costs 100 golds a spin, the normal one 10.',
  );
});

test('opens in Arabic under /g/v/: the home, an honor wall and the year summary', async ({ open }) => {
  const page = await open('/g/v/annual-ceremony-home?promotion_id=4901', { lang: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الترتيب' })).toBeVisible();
  await expect(page.getByTestId('stage-name')).toContainText('تجارب الأداء');
  await open('/g/v/annual-honor-wall/civil-war?promotion_id=4901', { lang: 'ar' });
  await expect(page.getByTestId('honor-wall')).toContainText('البطل');
  await expect(page.getByTestId('honor-civil-war')).toHaveText('الحرب الأهلية');
  await open('/g/v/summary-2019', { lang: 'ar' });
  await expect(page.getByTestId('stat')).toHaveCount(4);
});
