// The e-mail order confirmation, quick-recharge's money step before the payment page, driven
// the five ways (double and triple tap, tap while slow, dropped before and after the server,
// then retried): one order each time, retries reuse the key. Pay stays one tap: the payment
// provider's own page is where the user confirms the payment.

import { expect, pick } from '@h5/e2e/fixtures';
import { chargesSince, moneySuite } from '@h5/e2e/money';

interface RapidState {
  emailConfirmations: unknown[];
}

const orders = chargesSince((s) => s.state<RapidState>('rapid').emailConfirmations.length, 1);

moneySuite({
  name: 'e-mail order',
  call: 'rapid.confirmEmail',
  open: async (open, sandbox) => {
    orders.mark(sandbox);
    const page = await open('/v/quick-recharge/op-7f3a9c');
    await pick(page, 'Area', 'Nigeria');
    await page.getByRole('button', { name: 'Bank card' }).click();
    await page.getByLabel('Account number').fill('8801001');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByTestId('account-name')).toHaveText('Aarav Sharma');
    await page.getByRole('button', { name: /^600 coins/ }).click();
    await page.getByLabel('E-mail for the order confirmation').fill('aarav@example.com');
    return page;
  },
  button: (page) => page.getByRole('button', { name: 'Pay now' }),
  charges: orders.charges,
  done: (page) => page.waitForURL(/\/pay\/provider\/checkout\?/),
  failed: (page) =>
    expect(page.getByRole('status')).toHaveText('Network error. Check your connection and try again.'),
});
