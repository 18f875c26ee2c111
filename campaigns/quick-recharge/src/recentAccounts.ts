// Spec 3: recently used recharge accounts stay on the device, newest first, one per uid.

import type { RechargeUser } from '@h5/core-api/contracts/rapid';

export const RECENT_ACCOUNTS_KEY = 'rapid.recentAccounts';
export const MAX_RECENT_ACCOUNTS = 5;

function isAccount(v: unknown): v is RechargeUser {
  const a = v as RechargeUser;
  return (
    !!a &&
    typeof a === 'object' &&
    Number.isInteger(a.uid) &&
    typeof a.name === 'string' &&
    typeof a.id === 'string' &&
    typeof a.sid === 'string' &&
    Number.isInteger(a.category)
  );
}

/** What is stored, cleaned: anything malformed (an old format, a hand edit) is dropped. */
export function readRecentAccounts(storage: Storage | undefined = globalThis.localStorage): RechargeUser[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_ACCOUNTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? dedupe(parsed.filter(isAccount)) : [];
  } catch {
    return [];
  }
}

/** Puts the account first, removing an older entry of the same uid. */
function withRecent(list: RechargeUser[], account: RechargeUser): RechargeUser[] {
  return dedupe([account, ...list]);
}

export function rememberAccount(
  account: RechargeUser,
  storage: Storage | undefined = globalThis.localStorage,
): RechargeUser[] {
  const next = withRecent(readRecentAccounts(storage), account);
  try {
    storage?.setItem(RECENT_ACCOUNTS_KEY, JSON.stringify(next));
  } catch {
    // storage full or disabled: the list still works for this visit
  }
  return next;
}

function dedupe(list: RechargeUser[]): RechargeUser[] {
  const seen = new Set<number>();
  const out: RechargeUser[] = [];
  for (const a of list) {
    if (seen.has(a.uid)) continue;
    seen.add(a.uid);
    out.push(a);
  }
  return out.slice(0, MAX_RECENT_ACCOUNTS);
}
