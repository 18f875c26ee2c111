// Every money action of the invite area, driven the five ways (double and triple tap, tap while
// slow, dropped before and after the server, then retried): each moves money once, and a retry
// reuses the first attempt's key.

import { expect, type SandboxControl } from '@h5/e2e/fixtures';
import { FURTHER_ACTION_WAYS, moneySuite, chargesSince as since } from '@h5/e2e/money';
import type { Page } from '@playwright/test';

interface Member {
  cash: number;
  withdrawals: unknown[];
  mission: { checkIns: string[]; records: Record<string, unknown[]> };
}
const member = (sandbox: SandboxControl, uid: number) =>
  sandbox.state<{ members: Map<number, Member> }>('invite').members.get(uid)!;
const NETWORK = 'Network error. Check your connection and try again.';
const toastSays = (page: Page, text: string) => expect(page.locator('.h5-toast')).toHaveText(text);

/** The task center greets a first visit with its guide; it is closed before the money taps. */
async function openTasks(open: (p: string, o?: object) => Promise<Page>, uid: number) {
  const page = await open('/v/invite-new/missionCenter', { signedInAs: uid });
  await page.getByTestId('guide-ok').click();
  await expect(page.getByTestId('guide')).toBeHidden();
  // The check-in sits under the guide's OK, whose place takes no tap for a moment after it
  // closes (a double tap on OK must not check in).
  await expect(page.getByTestId('dialog-tap-guard')).toHaveCount(0);
  return page;
}

const withdrawn = since((s) => member(s, 1008).withdrawals.length, 1);
moneySuite({
  name: 'cash withdrawal',
  call: 'invite.withdraw',
  open: async (open, sandbox) => {
    withdrawn.mark(sandbox);
    const page = await open('/v/invite-new/withdrawal', { signedInAs: 1008 });
    await expect(page.getByTestId('account')).toBeVisible();
    return page;
  },
  prepare: async (page) => {
    await page.getByTestId('grade').filter({ hasText: '200' }).click();
    await page.getByTestId('withdraw').click();
  },
  button: (page) => page.getByTestId('confirm-ok'),
  charges: withdrawn.charges,
  done: (page) => expect(page.getByTestId('withdraw-done')).toBeVisible(),
  failed: (page) => expect(page.getByTestId('cash-problem')).toContainText(NETWORK),
});

const checkedIn = since((s) => member(s, 1001).mission.checkIns.length, 1);
moneySuite(
  {
    name: 'daily check-in',
    call: 'invite.checkInAward',
    open: async (open, sandbox) => {
      checkedIn.mark(sandbox);
      return openTasks(open, 1001);
    },
    button: (page) => page.getByTestId('check-in'),
    charges: checkedIn.charges,
    done: (page) => expect(page.getByTestId('check-in')).toHaveText('Checked in today'),
    failed: (page) => toastSays(page, NETWORK),
  },
  FURTHER_ACTION_WAYS,
);

const claimed = since((s) => member(s, 1001).mission.records.task?.length ?? 0, 1);
const shareTask = (page: Page) => page.getByTestId('task').filter({ hasText: 'Share your invite link' });
moneySuite(
  {
    name: 'task claim',
    call: 'invite.taskClaim',
    open: async (open, sandbox) => {
      claimed.mark(sandbox);
      return openTasks(open, 1001);
    },
    button: (page) => shareTask(page).getByTestId('task-claim'),
    charges: claimed.charges,
    done: (page) => expect(shareTask(page)).toHaveAttribute('data-state', 'claimed'),
    failed: (page) => toastSays(page, NETWORK),
  },
  FURTHER_ACTION_WAYS,
);
