// The player's wallet as every screen sees it: one resource, refreshed when a screen opens and
// patched from the answer of each call that moves coins, so the balance is right at once.

import { api, createResource } from '@h5/ui-kit';
import { WALLET_READ } from './reads.ts';

export const account = createResource(() => api().call(WALLET_READ.call, {}), { keepOnError: true });

export function applyBalance(balance: number, golds?: number) {
  const a = account.data.value;
  if (a) account.set({ ...a, balance, golds: golds ?? a.golds });
  // The history changed too; fetch it in the background.
  void account.load();
}
