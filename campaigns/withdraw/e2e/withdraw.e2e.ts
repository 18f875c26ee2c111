// Earnings and withdrawal as a user drives them, against the built page and the sandbox API.

import type { CashOutResult } from '@h5/core-api/contracts/finance';
import { confirmAndRead, readConfirmation } from '@h5/e2e/confirmed';
import {
  expect,
  expectShellHoldsFirstScreen,
  IDEMPOTENCY_KEY,
  pick,
  type SandboxControl,
  test,
} from '@h5/e2e/fixtures';
import type { Page } from '@playwright/test';

/** The part of the sandbox's finance state the tests read. */
interface FinanceState {
  ledgers: Map<
    number,
    { money: number; gold: number; applications: Array<{ id: string; grade_money: number }> }
  >;
}

const APPLY = 'finance.cashOutApply';
const ledger = (sandbox: SandboxControl, uid: number) =>
  sandbox.state<FinanceState>('finance').ledgers.get(uid)!;
const toast = (page: Page) => page.locator('.h5-toast');
const inr = (n: number) =>
  `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('bind a PayPal account, withdraw a grade: the record shows it and the balance drops once', async ({
  open,
  sandbox,
}) => {
  const before = ledger(sandbox, 1001).money;
  const page = await open('/v/withdraw');
  await expect(page).toHaveURL(/\/v\/withdraw\/income$/);
  await expect(page.getByTestId('balance')).toHaveText(inr(before));
  await expect(page.getByTestId('account-row')).toContainText('Not bound yet');

  await page.getByTestId('go-withdraw').click();
  await page.getByRole('link', { name: 'Bind an account' }).last().click();
  await page.getByTestId('method-paypal').click();
  await page.getByTestId('add-paypal').click();

  // The form follows the server's form_config, and checks the email before sending.
  await page.getByLabel('PayPal email').fill('aarav@mail');
  await page.getByLabel('Full name on PayPal').fill('Aarav Sharma');
  await page.getByTestId('save-account').click();
  await expect(page.getByText('Please enter the email address of your PayPal account')).toBeVisible();
  expect(sandbox.requests({ call: 'finance.bindPaypal' })).toHaveLength(0);
  await page.getByLabel('PayPal email').fill('Aarav.Sharma@mail.co.in');
  await page.getByTestId('save-account').click();
  await expect(toast(page)).toHaveText('Your withdrawal account is saved');
  expect(sandbox.requests({ call: 'finance.bindPaypal' }).map((r) => r.params)).toEqual([
    { method: 'paypal', email: 'aarav.sharma@mail.co.in', account_name: 'Aarav Sharma' },
  ]);

  await expect(page).toHaveURL(/\/v\/withdraw\/withdraw$/);
  await expect(page.getByTestId('account-row')).toContainText('aa***@mail.co.in');
  await page
    .getByTestId('grade')
    .filter({ hasText: inr(500) })
    .click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('confirm-amount')).toHaveText(inr(500));
  // The balance after, from the server's balance, is the one the server holds once it has applied.
  await expect(page.getByTestId('confirm-after')).toHaveText(inr(before - 500));
  // A double tap sends one request.
  await page.getByTestId('withdraw-submit').dblclick();

  await expect(page).toHaveURL(/\/v\/withdraw\/withdraw-res\?id=/);
  await expect(page.getByTestId('result')).toContainText('Under review');
  await expect(page.getByTestId('result-amount')).toHaveText(inr(500));
  const applies = sandbox.requests({ call: APPLY });
  expect(applies).toHaveLength(1);
  expect(applies[0]!.params).toEqual({ grade_money: '500' });
  expect(applies[0]!.idempotencyKey).toMatch(IDEMPOTENCY_KEY);
  expect(ledger(sandbox, 1001).money).toBeCloseTo(before - 500, 2);

  await page.getByRole('link', { name: 'Withdrawal record' }).click();
  const first = page.getByTestId('application').first();
  await expect(first).toContainText(inr(500));
  await expect(first.getByTestId('status')).toHaveText('Under review');
  // Back-and-forward to the confirmation does not send it again.
  await page.goBack();
  await page.goBack();
  await page.goForward();
  await page.waitForLoadState('networkidle');
  expect(sandbox.requests({ call: APPLY })).toHaveLength(1);

  await open('/v/withdraw/income');
  await expect(page.getByTestId('balance')).toHaveText(inr(before - 500));
  await expect(page.getByTestId('audit')).toContainText(inr(500));
});

test.describe('when the withdraw call goes wrong', () => {
  test('an answer later than 30 s says so, and the retry does not pay twice', async ({
    open,
    sandbox,
    page,
  }) => {
    // The page keeps its real 30 s timeout: the test moves the page's clock instead of
    // shortening it, while the sandbox records the withdrawal but holds the answer.
    await page.clock.install();
    sandbox.switch('finance', 'slowApply', { delayMs: 4000 });
    const before = ledger(sandbox, 1005).money;
    const count = ledger(sandbox, 1005).applications.length;
    await open('/v/withdraw/withdraw-next?grade=100', { signedInAs: 1005 });
    await expect(page.getByTestId('confirm-amount')).toHaveText('₱100.00');
    await page.getByTestId('withdraw-submit').click();
    await expect.poll(() => sandbox.requests({ call: APPLY }).length).toBe(1);
    await expect(page.getByTestId('withdraw-submit')).toHaveText('Sending…');
    await page.clock.fastForward(29_000);
    await expect(page.getByTestId('withdraw-problem')).toHaveCount(0);
    await page.clock.fastForward(1_500);
    await expect(page.getByTestId('withdraw-problem')).toHaveText(
      'No answer from the server after 30 seconds. Your request may still have been recorded: tap Try again to check. You will not be paid twice.',
    );
    // The server did record it.
    expect(ledger(sandbox, 1005).applications).toHaveLength(count + 1);

    await page.getByTestId('withdraw-submit').filter({ hasText: 'Try again' }).click();
    await expect(page).toHaveURL(/withdraw-res\?id=/);
    await expect(page.getByTestId('result-amount')).toHaveText('₱100.00');
    const applies = sandbox.requests({ call: APPLY });
    expect(applies).toHaveLength(2);
    expect(applies[1]!.idempotencyKey).toBe(applies[0]!.idempotencyKey);
    expect(ledger(sandbox, 1005).applications).toHaveLength(count + 1);
    expect(ledger(sandbox, 1005).money).toBeCloseTo(before - 100, 2);
  });

  test('a dropped connection keeps the same key for the retry', async ({
    open,
    sandbox,
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource|ERR_EMPTY_RESPONSE|net::/);
    // Chrome itself resends a GET when a reused connection drops: every attempt drops here.
    sandbox.fault({ match: APPLY, kind: 'drop', times: 10 });
    const before = ledger(sandbox, 1005).money;
    await open('/v/withdraw/withdraw-next?grade=250', { signedInAs: 1005 });
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-problem')).toHaveText(
      'Network error. Check your connection and try again.',
    );
    sandbox.raw.faults.clear();
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('result-amount')).toHaveText('₱250.00');
    const keys = sandbox.requests({ call: APPLY }).map((r) => r.idempotencyKey);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(ledger(sandbox, 1005).money).toBeCloseTo(before - 250, 2);
  });

  test("the server's refusal (non-zero error_code) shows its error_msg and keeps the form", async ({
    open,
    sandbox,
    page,
  }) => {
    sandbox.switch('finance', 'setMoney', { uid: 1005, money: 120 });
    await open('/v/withdraw/withdraw-next?grade=250', { signedInAs: 1005 });
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-problem')).toHaveText(
      'Your balance is not enough for this amount',
    );
    await expect(toast(page)).toHaveText('Your balance is not enough for this amount');
    await expect(page.getByTestId('confirm-amount')).toHaveText('₱250.00');
    expect(ledger(sandbox, 1005).money).toBe(120);
  });

  test('a malformed or unknown grade in the address asks for an amount', async ({ open, sandbox, page }) => {
    await open('/v/withdraw/withdraw-next?grade=%3Cb%3E1%3C%2Fb%3E', { signedInAs: 1005 });
    await expect(page.getByText('Please choose an amount to withdraw')).toBeVisible();
    await open('/v/withdraw/withdraw-next?grade=7', { signedInAs: 1005 });
    await expect(page.getByText('Please choose an amount to withdraw')).toBeVisible();
    expect(sandbox.requests({ call: APPLY })).toHaveLength(0);
  });
});

test('a non-zero error_code on a read shows its message with a retry', async ({ open, sandbox, page }) => {
  sandbox.fault({
    match: 'finance.userMoney',
    kind: 'code',
    code: 20001,
    msg: 'Wallet service is under maintenance',
    times: 1,
  });
  await open('/v/withdraw/income');
  const alert = page.getByRole('alert').filter({ hasText: 'Wallet service is under maintenance' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('balance')).toBeVisible();
});

test('exchange coins: the balance drops and the coins arrive once', async ({ open, sandbox, page }) => {
  const before = ledger(sandbox, 1001);
  const money = before.money;
  const gold = before.gold;
  await open('/v/withdraw/exchange-coins');
  await page
    .getByTestId('exchange-grade')
    .filter({ hasText: inr(50) })
    .click();
  // Spec of the confirm sheet: it says what is spent, what arrives and the balance after.
  await page.getByTestId('exchange-submit').click();
  await expect(page.getByTestId('confirm-spend')).toContainText(inr(50));
  await expect(page.getByTestId('confirm-receive')).toContainText('500 coins');
  await expect(page.getByTestId('confirm-balance-after')).toContainText(inr(money - 50));
  await page.getByTestId('confirm-ok').dblclick();
  await expect(toast(page)).toHaveText('You got 500 coins');
  await expect(page.getByTestId('balance')).toHaveText(inr(money - 50));
  await expect(page.getByTestId('coins-now')).toHaveText(
    `You now have ${(gold + 500).toLocaleString('en')} coins`,
  );
  expect(sandbox.requests({ call: 'finance.exchangeGold' })).toHaveLength(1);
  expect(ledger(sandbox, 1001).gold).toBe(gold + 500);
});

test('a server refusal in another script keeps its own direction on an Arabic page', async ({
  open,
  sandbox,
  page,
}) => {
  // A server that answers in English whatever the language: its sentence must not read ".Closed".
  sandbox.fault({
    match: 'finance.exchangeGold',
    kind: 'code',
    code: 40012,
    msg: 'Exchange is closed today.',
  });
  await open('/v/withdraw/exchange-coins', { lang: 'ar' });
  await page.getByTestId('exchange-grade').first().click();
  await page.getByTestId('exchange-submit').click();
  await page.getByTestId('confirm-ok').click();
  const problem = page.locator('.wd-problem');
  await expect(problem).toHaveText('Exchange is closed today.');
  expect(await problem.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
});

test('vouchers: a valid one turns into coins once, used and expired are listed apart', async ({
  open,
  sandbox,
  page,
}) => {
  const gold = ledger(sandbox, 1001).gold;
  await open('/v/withdraw/vouchers');
  await expect(page.getByTestId('voucher')).toHaveCount(2);
  await page.getByTestId('use-voucher').first().click();
  await expect(page.getByTestId('confirm-receive')).toContainText('550 coins');
  await page.getByTestId('confirm-ok').dblclick();
  await expect(toast(page)).toHaveText('You got 550 coins');
  await expect(page.getByTestId('coins-now')).toHaveText(
    `You now have ${(gold + 550).toLocaleString('en')} coins`,
  );
  await expect(page.getByTestId('voucher')).toHaveCount(1);
  expect(sandbox.requests({ call: 'money.exchangeGoldByVoucher' })).toHaveLength(1);
  expect(ledger(sandbox, 1001).gold).toBe(gold + 550);
  await page.getByRole('tab', { name: 'Used and expired' }).click();
  await expect(page.getByTestId('voucher')).toHaveCount(3);
  await expect(page.getByTestId('voucher').filter({ hasText: 'Expired' })).toHaveCount(1);
});

test('the record pages with the infinite list', async ({ open, sandbox, page }) => {
  // Ten rows fill a 640 px screen only just (a date that wraps decides it), and a list that does
  // not fill the screen rightly loads on by itself; on a shorter screen the second page waits for
  // the scroll.
  await page.setViewportSize({ width: 360, height: 480 });
  // 1008 has withdrawn for months, to the Paytm number still bound.
  await open('/v/withdraw/record', { signedInAs: 1008 });
  // A person scrolls the list they see: a wheel before the first page has rendered scrolls nothing.
  await expect(page.getByTestId('application')).toHaveCount(10);
  expect(sandbox.requests({ call: 'finance.userApplyList' }).map((r) => r.params.page)).toEqual(['1']);
  await page.mouse.wheel(0, 5000);
  await expect(page.getByTestId('application')).toHaveCount(14);
  expect(sandbox.requests({ call: 'finance.userApplyList' }).map((r) => r.params.page)).toEqual(['1', '2']);
  await expect(page.getByText('No more')).toBeVisible();
  await expect(page.getByTestId('status').filter({ hasText: 'Rejected' }).first()).toBeVisible();
});

test('the recharge detail names where the user recharged, in the page language', async ({
  open,
  sandbox,
  page,
}) => {
  await open('/v/withdraw/recharge-detail');
  await expect(page.getByTestId('recharge').first()).toBeVisible();
  const named = await page.getByTestId('recharged-platform').allTextContents();
  expect(named.length).toBeGreaterThan(0);
  // Each one the server names is a platform of the list below it.
  const rows = (await page.getByTestId('recharge').allTextContents()).join(' ');
  for (const p of named) expect(rows).toContain(p);
  expect(sandbox.requests({ call: 'money.userRechargedPlatform' })).toHaveLength(1);
  await open('/v/withdraw/recharge-detail', { lang: 'ar' });
  await expect(page.getByTestId('recharged-with')).toContainText('شحنت عبر');
});

test('inside the sister app Chilla, the recharge detail is read from the unified money host', async ({
  open,
  sandbox,
  page,
}) => {
  await open('/v/withdraw/income?app_name=chilla', { app: true });
  await page.getByTestId('recharge-detail-row').click();
  await expect(page).toHaveURL(/\/v\/withdraw\/recharge-detail-chilla\?/);
  await expect(page.getByTestId('recharge').first()).toBeVisible();
  expect(sandbox.requests({ call: 'money.uniRechargeDetail' })).toHaveLength(1);
  expect(sandbox.requests({ call: 'money.rechargeDetail' })).toHaveLength(0);
  // Any other app, and a plain browser, keeps the money service's list.
  await open('/v/withdraw/income');
  await expect(page.getByTestId('recharge-detail-row')).toHaveAttribute(
    'href',
    /\/v\/withdraw\/recharge-detail(\?|$)/,
  );
});

test('bank details are checked before sending: NUBAN is 10 digits', async ({ open, sandbox, page }) => {
  await open('/v/withdraw/withdraw-ngBalnk', { signedInAs: 1004 });
  // The bank picker carries the form's error as the select did: marked, and described by it.
  await page.getByTestId('save-account').click();
  const bank = page.getByRole('combobox', { name: 'Bank' });
  await expect(bank).toHaveAttribute('aria-invalid', 'true');
  await expect(bank).toHaveAccessibleDescription('Please choose your bank');
  await pick(page, 'Bank', 'Access Bank');
  await expect(bank).toHaveText('Access Bank');
  await page.getByLabel('Account holder name').fill('Chioma Okafor');
  await page.getByLabel('Account number (NUBAN)').fill('012345678');
  await page.getByTestId('save-account').click();
  await expect(page.getByText('Please enter your 10-digit NUBAN account number')).toBeVisible();
  expect(sandbox.requests({ call: 'finance.modifyWithdrawAccount' })).toHaveLength(0);
  await page.getByLabel('Account number (NUBAN)').fill('0123456789');
  await page.getByTestId('save-account').click();
  await expect(page).toHaveURL(/\/v\/withdraw\/withdraw$/);
  expect(sandbox.requests({ call: 'finance.modifyWithdrawAccount' }).map((r) => r.params)).toEqual([
    {
      account: '0123456789',
      platform: 'ng_bank',
      from: 'withdraw',
      account_name: 'Chioma Okafor',
      bank_code: '044',
    },
  ]);
  await expect(page.getByTestId('account-row')).toContainText('012****789');
});

test('GCash numbers are checked before sending', async ({ open, sandbox, page }) => {
  await open('/v/withdraw/withdraw-GCASH', { signedInAs: 1005 });
  await page.getByLabel('GCash mobile number').fill('0817 123 4567');
  await page.getByTestId('save-account').click();
  await expect(page.getByText('Please enter a GCash number like 09XXXXXXXXX or +639XXXXXXXXX')).toBeVisible();
  await page.getByLabel('GCash mobile number').fill('+63 917 765 4321');
  await page.getByTestId('save-account').click();
  await expect(page).toHaveURL(/\/v\/withdraw\/withdraw$/);
  expect(sandbox.requests({ call: 'finance.modifyWithdrawAccount' }).map((r) => r.params.account)).toEqual([
    '09177654321',
  ]);
});

test("the PayPal name field asks for the name on PayPal, not a bank's", async ({ open, sandbox, page }) => {
  await open('/v/withdraw/withdraw-paypal-new');
  await page.getByLabel('PayPal email').fill('aarav@mail.co.in');
  await page.getByLabel('Full name on PayPal').fill('4');
  await page.getByTestId('save-account').click();
  await expect(page.getByText('Please enter the name on your PayPal account')).toBeVisible();
  await expect(page.getByText(/as the bank has it/)).toHaveCount(0);
  expect(sandbox.requests({ call: 'finance.bindPaypal' })).toHaveLength(0);
});

test.describe('Payoneer', () => {
  const PAYONEER = 'https://login.payoneer.com/**';

  test('offered where the server lists it: connect on Payoneer, back here bound, disconnect asked once', async ({
    open,
    sandbox,
    page,
  }) => {
    // Payoneer's sign-in sends the user back with a one-time code, as its OAuth does.
    await page.route(PAYONEER, (route) =>
      route.fulfill({
        status: 302,
        headers: {
          location: `${new URL(page.url()).origin}/v/withdraw/withdraw-payoneer?code=pay-1&state=1001`,
        },
      }),
    );
    await open('/v/withdraw/withdraw-account');
    await page.getByTestId('method-payoneer').click();
    await expect(page).toHaveURL(/\/v\/withdraw\/withdraw-payoneer/);
    await page.getByTestId('connect-payoneer').click();
    await expect(page.getByTestId('payoneer-account')).toContainText('@payoneer.com');
    await expect(toast(page)).toHaveText('Payoneer is connected');
    // The code is spent: gone from the address, so a reload does not bind again.
    await expect(page).not.toHaveURL(/code=/);
    expect(sandbox.requests({ call: 'finance.payoneerBind' }).map((r) => r.params)).toEqual([
      { code: 'pay-1' },
    ]);
    await page.reload();
    await expect(page.getByTestId('payoneer-account')).toBeVisible();
    expect(sandbox.requests({ call: 'finance.payoneerBind' })).toHaveLength(1);

    // Withdrawals now go to it.
    await page.getByTestId('payoneer-withdraw').click();
    await expect(page.getByTestId('account-row')).toContainText('@payoneer.com');
    await page.goBack();

    await page.getByTestId('unbind-payoneer').click();
    await page.getByTestId('confirm-cancel').click();
    await expect(page.getByTestId('payoneer-account')).toBeVisible();
    await page.getByTestId('unbind-payoneer').click();
    await page.getByTestId('confirm-ok').dblclick();
    await expect(page.getByTestId('connect-payoneer')).toBeVisible();
    expect(sandbox.requests({ call: 'finance.payoneerUnbind' })).toHaveLength(1);
  });

  test("an authorize address off Payoneer's host is refused, and a cancelled sign-in says so", async ({
    open,
    page,
  }) => {
    let left = false;
    page.on('request', (r) => {
      if (new URL(r.url()).hostname === 'evil.example') left = true;
    });
    await page.route('**/web/finance/payoneer/authorize**', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.data.url = 'https://login.payoneer.com@evil.example/oauth2/authorize';
      await route.fulfill({ response: res, json: body });
    });
    await open('/v/withdraw/withdraw-payoneer?error=access_denied');
    await expect(page.getByTestId('payoneer-refused')).toHaveText(
      'Payoneer did not connect. Please try again.',
    );
    await page.getByTestId('connect-payoneer').click();
    await expect(toast(page)).toHaveText('The Payoneer page could not be opened. Please try again later.');
    await expect(page).toHaveURL(/\/v\/withdraw\/withdraw-payoneer/);
    expect(left).toBe(false);
  });
});

test.describe('Paytm', () => {
  test('bind a Paytm number and withdraw to it', async ({ open, sandbox, page }) => {
    const before = ledger(sandbox, 1001).money;
    await open('/v/withdraw-paytm/income');
    await page.getByLabel('Paytm mobile number').fill('5876543210');
    await page.getByTestId('save-account').click();
    await expect(
      page.getByText('Please enter the 10-digit Indian mobile number of your Paytm account'),
    ).toBeVisible();
    await page.getByLabel('Paytm mobile number').fill('+91 98765 43210');
    await page.getByTestId('save-account').click();
    await expect(page.getByTestId('paytm-account')).toContainText('987****210');
    await page
      .getByTestId('grade')
      .filter({ hasText: inr(100) })
      .click();
    await page.getByTestId('withdraw-submit').click();
    // Asked first, as the other withdrawal: the amount, Paytm's 2% fee, what arrives, what is left.
    expect(sandbox.requests({ call: APPLY })).toHaveLength(0);
    const shown = await readConfirmation(page);
    expect(shown).toEqual({
      spend: inr(100),
      fee: inr(2),
      receive: inr(98),
      balanceAfter: inr(before - 100),
    });
    const answer = await confirmAndRead<CashOutResult>(page, '/finance/cash-out-apply');
    await expect(page).toHaveURL(/\/v\/withdraw\/withdraw-res\?id=/);
    await expect(page.getByTestId('result-amount')).toHaveText(inr(100));
    const sent = sandbox.requests({ call: APPLY }).map((r) => r.params);
    expect(sent).toEqual([{ grade_money: '100', platform: 'paytm' }]);
    // What was confirmed is what the server was asked for and what it then holds.
    expect(inr(Number(sent[0]!.grade_money)), 'amount confirmed = amount sent').toBe(shown.spend);
    expect(inr(answer.application.fee), 'fee confirmed = fee recorded').toBe(shown.fee);
    expect(inr(answer.money), 'balance confirmed = balance the server reports').toBe(shown.balanceAfter);
    expect(ledger(sandbox, 1001).money).toBeCloseTo(before - 100, 2);
  });

  test('the Paytm confirmation can be cancelled: nothing is sent', async ({ open, sandbox, page }) => {
    await open('/v/withdraw-paytm/income', { signedInAs: 1008 });
    await page.getByTestId('grade').first().click();
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('confirm-cancel').click();
    await expect(page.getByTestId('confirm-spend')).toBeHidden();
    expect(sandbox.requests({ call: APPLY })).toHaveLength(0);
  });

  test('the Paytm pages open, the information pages without logging in', async ({ open, page, sandbox }) => {
    await open('/v/withdraw-paytm/intro');
    await expect(page.getByRole('heading', { name: 'About Paytm cash' }).last()).toBeVisible();
    await open('/v/withdraw-paytm/record', { signedInAs: 1008 });
    await expect(page.getByTestId('application').first()).toBeVisible();
    await open('/v/withdraw-paytm/detail');
    await expect(page.getByTestId('month')).toBeVisible();
    for (const [path, heading] of [
      ['/v/paytm-about', 'About Paytm withdrawals'],
      ['/v/paytm-contact', 'Contact us'],
      ['/v/paytm-policy', 'Paytm withdrawal policy'],
    ] as const) {
      await open(path, { signedInAs: null });
      await expect(page.getByRole('heading', { name: heading }).last()).toBeVisible();
    }
    // Support's address comes from the server, as config does.
    await open('/v/paytm-contact', { signedInAs: null });
    await expect(page.getByTestId('support-email')).toHaveText('paytm.support@starmaker.example');
    await expect(page.getByTestId('support-email')).toHaveAttribute(
      'href',
      'mailto:paytm.support@starmaker.example',
    );
    expect(sandbox.requests({ call: 'finance.supportContacts' }).at(-1)?.params).toEqual({
      platform: 'paytm',
    });
  });
});

/** Opens the withdrawal intro and says which file of its art the browser fetched and drew. */
async function introArt(open: (path: string) => Promise<Page>, page: Page) {
  const fetched: { url: string; type: string | undefined }[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/withdraw-steps-'))
      fetched.push({ url: r.url(), type: r.headers()['content-type'] });
  });
  await open('/v/withdraw/intro');
  const art = page.getByRole('img', { name: 'Gifts become earnings, and earnings are paid to your account' });
  await expect(art).toBeVisible();
  await expect
    .poll(() => art.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  const drawn = await art.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    naturalWidth: img.naturalWidth,
    box: img.getBoundingClientRect().width,
  }));
  return { fetched, drawn };
}

test.describe('campaign art in width tiers', () => {
  test('a 1x phone fetches the 800 px tier in WebP, and only that file', async ({ open, page }) => {
    const { fetched, drawn } = await introArt(open, page);
    expect(drawn.src).toMatch(/\/withdraw-steps-[a-f0-9]{10}@800\.webp$/);
    expect(drawn.naturalWidth).toBe(800);
    expect(drawn.box).toBe(288);
    expect(fetched).toEqual([{ url: drawn.src, type: 'image/webp' }]);
  });

  test.describe('on a 3x screen', () => {
    test.use({ deviceScaleFactor: 3 });
    test('the original (tier 0) in WebP', async ({ open, page }) => {
      const { fetched, drawn } = await introArt(open, page);
      expect(drawn.src).toMatch(/\/withdraw-steps-[a-f0-9]{10}\.webp$/);
      expect(drawn.naturalWidth).toBe(960);
      expect(fetched.map((f) => f.url)).toEqual([drawn.src]);
    });
  });
});

test.describe('Arabic, right to left', () => {
  test('the earnings page in the app reads right to left in Arabic', async ({ open, page }) => {
    await open('/v/withdraw/income', { lang: 'ar', app: { signedInAs: 1002 } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('الرصيد المتاح')).toBeVisible();
    await expect(page.getByTestId('stage-name')).toHaveText('ليلى حداد');
    await expect(page.getByTestId('balance')).toContainText('ج.م');
    await expect(page.getByText('حدود سحب أعلى')).toBeVisible();
  });

  test('the earnings menu mirrors: labels at the right, chevrons at the left', async ({ open, page }) => {
    await open('/v/withdraw/income', { lang: 'ar', app: { signedInAs: 1002 } });
    const row = page.locator('.blk-menu-row').first();
    await expect(row).toHaveAttribute('href', /\/record\?.*lang=ar/);
    const label = await row.locator('.blk-menu-label').boundingBox();
    const chevron = await row.locator('.blk-menu-chevron').boundingBox();
    expect(chevron!.x + chevron!.width).toBeLessThan(label!.x);
  });

  test('the validator messages are translated', async ({ open, page }) => {
    await open('/v/withdraw/withdraw-VodafoneCashAndFawry?lang=ar', { signedInAs: 1002 });
    await page.getByLabel('رقم فودافون كاش').fill('01112345678');
    await page.getByTestId('save-account').click();
    await expect(page.getByText('يرجى إدخال رقم فودافون كاش يبدأ بـ 010')).toBeVisible();
  });
});

for (const lang of ['en', 'ar']) {
  test(`${lang}: the pre-rendered shell paints the balance card first and nothing on the screen moves`, async ({
    open,
    page,
  }) => {
    await expectShellHoldsFirstScreen(page, open, '/v/withdraw', {
      lang,
      ready: (p) => expect(p.getByTestId('audit')).toContainText('₹'),
    });
  });
}

test('a visitor in a browser gets one sign-in page, not a failed block per read', async ({
  open,
  sandbox,
}) => {
  for (const path of ['/v/withdraw/income', '/v/withdraw/record', '/v/withdraw/vouchers']) {
    const page = await open(path, { signedInAs: null });
    await expect(page.getByTestId('sign-in-prompt')).toContainText('Open the app and log in to see this.');
    await expect(page.getByRole('button', { name: 'Open in the app' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  expect(sandbox.requests({ path: '/finance/' })).toHaveLength(0);
});

for (const app of [false, true]) {
  test(`${app ? 'in the app' : 'in a browser'}, the phone's Back closes the confirmation sheet before it leaves the page`, async ({
    open,
    sandbox,
    page,
  }) => {
    await open('/v/withdraw/income', app ? { app: true } : {});
    await page.getByRole('link', { name: 'Exchange coins' }).click();
    await expect(page).toHaveURL(/\/v\/withdraw\/exchange-coins/);
    const grade = page.getByTestId('exchange-grade').filter({ hasText: inr(50) });
    await grade.click();
    const sheet = page.getByRole('dialog');
    await page.getByTestId('exchange-submit').click();
    await expect(sheet.getByTestId('confirm-spend')).toContainText(inr(50));
    await page.goBack();
    // The sheet is gone and the page is the one the user was on, with their choice.
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/v\/withdraw\/exchange-coins/);
    await expect(page.getByTestId('exchange-submit')).toBeVisible();
    // Closed by its own button, the sheet leaves nothing behind: one Back leaves the page.
    await page.getByTestId('exchange-submit').click();
    await sheet.getByTestId('confirm-cancel').click();
    await expect(sheet).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/v\/withdraw\/income/);
    await expect(page.getByTestId('balance')).toBeVisible();
    expect(sandbox.requests({ call: 'finance.exchangeGold' })).toHaveLength(0);
  });
}
