// The two promises of a money confirmation, for any flow's e2e: what the request carried is what
// the sheet said would be spent, and the balance the server reports afterwards is the one the
// sheet said would be left. A flow's test reads the sheet, confirms, and compares both with the
// server's side in the sheet's own format.

import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** What the confirm sheet (blocks/confirm-sheet) showed, line by line, as the user read it. */
export interface Confirmation {
  spend: string;
  fee: string | null;
  receive: string;
  balanceAfter: string | null;
}

async function amountOf(page: Page, line: string): Promise<string | null> {
  const dd = page.getByTestId(line).locator('dd');
  return (await dd.count()) ? ((await dd.textContent()) ?? '').trim() : null;
}

/** Reads the open confirm sheet. */
export async function readConfirmation(page: Page): Promise<Confirmation> {
  await expect(page.getByTestId('confirm-spend')).toBeVisible();
  return {
    spend: (await amountOf(page, 'confirm-spend')) ?? '',
    fee: await amountOf(page, 'confirm-fee'),
    receive: (await amountOf(page, 'confirm-receive')) ?? '',
    balanceAfter: await amountOf(page, 'confirm-balance-after'),
  };
}

/**
 * Taps the sheet's confirm and returns the server's answer to the money call (its envelope's
 * `data`), the one whose path contains `path`.
 */
export async function confirmAndRead<T>(page: Page, path: string, confirm = page.getByTestId('confirm-ok')) {
  const answer = page.waitForResponse((r) => r.url().includes(path) && r.request().method() !== 'OPTIONS');
  await confirm.click();
  const body = (await (await answer).json()) as { data?: T };
  expect(body.data ?? null, `the answer of ${path}`).not.toBeNull();
  return body.data as T;
}
