// What the ceremony's spends confirm and what the user then reads: the shop buy, a star sent and a
// card turned each confirm what is spent and what is left, the server is asked for exactly that
// and reports that balance after, and the page then says what was bought, sent or won, also
// after a dropped answer and a retry, with no error left over it.

import type { Card, Fragment, ShopItem } from '@h5/core-api/contracts/annualCeremony';
import { confirmAndRead, readConfirmation } from '@h5/e2e/confirmed';
import { expect, IDEMPOTENCY_KEY, test } from '@h5/e2e/fixtures';
import type { Page } from '@playwright/test';

const HOME = '/v/annual-ceremony-home?promotion_id=4901';
const NETWORK = 'Network error. Check your connection and try again.';
const toasts = (page: Page) => page.locator('.h5-toast');

interface Golds {
  golds: Map<number, number>;
}

test('a shop buy: confirmed price and golds left are what the server charged and reports; the page says what was bought', async ({
  open,
  sandbox,
}) => {
  const page = await open(HOME);
  await page.getByTestId('shop-item').filter({ hasText: 'Star bundle' }).getByTestId('buy').click();
  const shown = await readConfirmation(page);
  const answer = await confirmAndRead<{ item: ShopItem; golds: number }>(page, '/annual/shop/buy');
  expect(`${answer.item.price} golds`, 'price confirmed = price charged').toBe(shown.spend);
  expect(`${answer.golds.toLocaleString('en')} golds`, 'golds left confirmed = reported').toBe(
    shown.balanceAfter,
  );
  await expect(toasts(page)).toHaveText(
    '\u2068Star bundle (3 stars)\u2069 is yours. Find it in your backpack.',
  );
  expect(sandbox.requests({ call: 'annualCeremony.buy' })).toHaveLength(1);
});

test('a shop buy whose answer was lost: the retry shows the purchase, and no error stays over it', async ({
  open,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|ERR_/);
  const page = await open(HOME);
  const before = sandbox.state<Golds>('luckyEgg').golds.get(1001)!;
  const buy = page.getByTestId('shop-item').filter({ hasText: 'Star bundle' }).getByTestId('buy');
  sandbox.fault({ match: 'annualCeremony.buy', kind: 'dropAfter' });
  await buy.click();
  const shown = await readConfirmation(page);
  await page.getByTestId('confirm-ok').click();
  await expect(toasts(page)).toHaveText(NETWORK);
  sandbox.raw.faults.clear();
  await buy.click();
  // The retry asks about the same purchase: the same price and golds left as first confirmed.
  expect(await readConfirmation(page)).toEqual(shown);
  await page.getByTestId('confirm-ok').click();
  await expect(toasts(page)).toHaveText(
    '\u2068Star bundle (3 stars)\u2069 is yours. Find it in your backpack.',
  );
  await expect(page.getByText(NETWORK)).toHaveCount(0);
  const sent = sandbox.requests({ call: 'annualCeremony.buy' });
  expect(new Set(sent.map((r) => r.idempotencyKey)).size).toBe(1);
  expect(sandbox.state<Golds>('luckyEgg').golds.get(1001)).toBe(before - 30);
});

test('a star sent: one star confirmed and the stars left are what the server reports; the page says who got it', async ({
  open,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|ERR_/);
  const page = await open(HOME);
  const row = page.getByTestId('stage-list').getByTestId('rank-row').first();
  const name = ((await row.locator('[translate="no"]').first().textContent()) ?? '').trim();
  sandbox.fault({ match: 'annualCeremony.sendStar', kind: 'dropAfter' });
  await row.getByTestId('send-star').click();
  const shown = await readConfirmation(page);
  expect(shown.spend).toBe('1 star');
  expect(shown.balanceAfter).toBe('4 stars');
  await page.getByTestId('confirm-ok').click();
  await expect(toasts(page)).toHaveText(NETWORK);
  sandbox.raw.faults.clear();
  await row.getByTestId('send-star').click();
  expect(await readConfirmation(page)).toEqual(shown);
  const answer = await confirmAndRead<{ star: number }>(page, '/send-star');
  expect(`${answer.star} stars`, 'stars left confirmed = reported').toBe(shown.balanceAfter);
  await expect(toasts(page)).toHaveText(`Your star reached \u2068${name}\u2069.`);
  await expect(page.getByText(NETWORK)).toHaveCount(0);
});

test("a card turn: the cost is the server's, the fragments left are what it reports, and the page names the prize", async ({
  open,
  sandbox,
}) => {
  // The server asks two of one fragment this season: the page must say so, not "one of each".
  sandbox.switch('annualCeremony', 'cardCost', { cost: { sun: 2, moon: 1 } });
  const page = await open(HOME);
  await expect(page.getByTestId('fragment-count')).toHaveText(['2', '2', '1']);
  await expect(page.getByTestId('card-cost')).toHaveText(
    'Turning a card takes 2 × \u2068Sun fragment\u2069 and 1 × \u2068Moon fragment\u2069.',
  );
  await page.getByTestId('turn-card').first().click();
  const shown = await readConfirmation(page);
  expect(shown.spend).toBe('2 × \u2068Sun fragment\u2069 and 1 × \u2068Moon fragment\u2069');
  const answer = await confirmAndRead<{ card: Card; fragments: Fragment[] }>(page, '/user-turn-card');
  const left = (type: string) => answer.fragments.find((f) => f.type === type)!;
  expect(shown.balanceAfter, 'fragments left confirmed = reported').toBe(
    `\u2068${left('sun').name}\u2069: ${left('sun').count}, \u2068${left('moon').name}\u2069: ${left('moon').count}`,
  );
  await expect(toasts(page)).toHaveText(`Card 1: \u2068${answer.card.prize!.name}\u2069`);
});

test('a check-in whose answer was lost: sent with its key, and the retry shows the check-in the server stored', async ({
  open,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|ERR_/);
  const page = await open(HOME);
  const button = page.getByTestId('check-in').getByTestId('check-in');
  await expect(page.getByTestId('star-count')).toHaveAttribute('data-n', '5');
  sandbox.fault({ match: 'annualCeremony.doCheckIn', kind: 'dropAfter' });
  await button.click();
  await expect(toasts(page)).toHaveText(NETWORK);
  sandbox.raw.faults.clear();
  await button.click();
  // The check-in the server stored, not its refusal of a second one ("already checked in"), in
  // the ceremony's own words (the stars it gave), not the block's generic "Reward claimed".
  await expect(toasts(page)).toHaveText('Checked in. 1 star added.');
  await expect(page.getByTestId('star-count')).toHaveAttribute('data-n', '6');
  const sent = sandbox.requests({ call: 'annualCeremony.doCheckIn' });
  expect(sent[0]!.idempotencyKey, 'the key the page passes is sent').toMatch(IDEMPOTENCY_KEY);
  expect(new Set(sent.map((r) => r.idempotencyKey)).size).toBe(1);
});
