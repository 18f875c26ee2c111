// Earnings and withdrawal as a user drives them, against the built page and the sandbox API.

import { expect, type SandboxControl, test } from '@h5/e2e/fixtures';
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
  // A double tap sends one request.
  await page.getByTestId('withdraw-submit').dblclick();

  await expect(page).toHaveURL(/\/v\/withdraw\/withdraw-res\?id=/);
  await expect(page.getByTestId('result')).toContainText('Under review');
  await expect(page.getByTestId('result-amount')).toHaveText(inr(500));
  const applies = sandbox.requests({ call: APPLY });
  expect(applies).toHaveLength(1);
  expect(applies[0]!.params).toEqual({ grade_money: '500' });
  expect(applies[0]!.idempotencyKey).toBeTruthy();
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
