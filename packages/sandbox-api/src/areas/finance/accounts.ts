// Withdrawal accounts: binding per payout platform (PayPal, Payoneer, wallets, banks), listing
// and deleting them, with the sandbox's light checks of the numbers.

import {
  authorizePayoneer,
  bindPayoneer,
  bindPaypalAccount,
  deleteProviderAccount,
  getInBankAccount,
  getPayoneerAccounts,
  getPaypalForm,
  getProviderAccounts,
  getUserWithdrawAccount,
  getWebUserWithdrawAccount,
  modifyWithdrawAccount,
  PAYOUT_PLATFORMS,
  type PayoutPlatform,
  type PlatformInfo,
  unbindPayoneer,
} from '@h5/core-api/contracts/finance';
import { type AreaHandler, fail, on, str } from '../../area.ts';
import { type Localizable, localized } from '../../kit/localized.ts';
import { BANKS, FINANCE_ENVELOPE, FINANCE_ERRORS, failWith, PLATFORMS } from './constants.ts';
import { ledgerOf } from './seed.ts';
import { bindAccount, type FinanceState, type Ledger } from './state.ts';

function platformsFor(ledger: Ledger): Localizable<PlatformInfo>[] {
  return PAYOUT_PLATFORMS.map((p) => PLATFORMS[p]).filter((p) => p.countries.includes(ledger.country));
}

/** The sandbox's own light checks: the page validates properly before sending. */
function plausibleAccount(platform: PayoutPlatform, account: string): boolean {
  if (platform === 'paypal') return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(account);
  if (platform === 'eg_bank') return /^(EG\d{27}|\d{8,20})$/.test(account);
  return /^\+?\d{6,20}$/.test(account.replace(/[\s-]/g, ''));
}

/** The PayPal form's fields, as the payout server labels them. */
const PAYPAL_LABELS = {
  email: localized({ en: 'PayPal email', ar: 'البريد الإلكتروني لحساب PayPal' }),
  name: localized({ en: 'Full name on PayPal', ar: 'الاسم الكامل كما في حساب PayPal' }),
};

const UNKNOWN_PROVIDER = localized({ en: 'Unknown provider', ar: 'مزوّد غير معروف' });

export const accountHandlers: Array<AreaHandler<FinanceState>> = [
  on(
    getUserWithdrawAccount,
    (ctx) => {
      const l = ledgerOf(ctx);
      return {
        stage_name: ctx.requireUser().stage_name,
        account: l.current,
        platform_list: platformsFor(l),
      };
    },
    FINANCE_ENVELOPE,
  ),
  on(
    modifyWithdrawAccount,
    (ctx, p) => {
      const l = ledgerOf(ctx);
      const platform = str(p.platform) as PayoutPlatform | undefined;
      // Payoneer binds through its own sign-in (bindPayoneer), never with a typed account.
      if (!platform || platform === 'payoneer' || !platformsFor(l).some((x) => x.platform === platform))
        failWith(FINANCE_ERRORS.badPlatform);
      const account = (str(p.account) ?? '').trim();
      if (!plausibleAccount(platform, account)) failWith(FINANCE_ERRORS.badAccount);
      const bank =
        platform === 'eg_bank' || platform === 'ng_bank'
          ? BANKS[platform].find((b) => b.code === str(p.bank_code))
          : undefined;
      if ((platform === 'eg_bank' || platform === 'ng_bank') && (!bank || !str(p.account_name)?.trim()))
        failWith(FINANCE_ERRORS.badAccount);
      const acc = bindAccount(
        l,
        { platform, account, account_name: str(p.account_name)?.trim(), bank_name: bank?.name },
        ctx.state.nextId++,
      );
      return { account: acc };
    },
    FINANCE_ENVELOPE,
  ),
  on(
    getWebUserWithdrawAccount,
    (ctx) => {
      const l = ledgerOf(ctx);
      return { accounts: l.accounts, platform_list: platformsFor(l) };
    },
    FINANCE_ENVELOPE,
  ),
  on(
    getPaypalForm,
    () => ({
      custom_form: true,
      form_config: [
        { name: 'email', label: PAYPAL_LABELS.email, type: 'email' as const, required: true },
        { name: 'account_name', label: PAYPAL_LABELS.name, type: 'text' as const, required: true },
      ],
    }),
    FINANCE_ENVELOPE,
  ),
  on(
    bindPaypalAccount,
    (ctx, p) => {
      const l = ledgerOf(ctx);
      const email = (str(p.email) ?? '').trim();
      if (!plausibleAccount('paypal', email)) failWith(FINANCE_ERRORS.badAccount);
      return {
        account: bindAccount(
          l,
          { platform: 'paypal', account: email, account_name: str(p.account_name) },
          ctx.state.nextId++,
        ),
      };
    },
    FINANCE_ENVELOPE,
  ),
  on(
    getPayoneerAccounts,
    (ctx) => {
      const l = ledgerOf(ctx);
      return { bound: !!l.payoneer, account: l.payoneer };
    },
    FINANCE_ENVELOPE,
  ),
  on(
    authorizePayoneer,
    (ctx) => ({
      url: `https://login.payoneer.com/oauth2/authorize?client_id=sandbox&state=${ctx.requireUser().uid}`,
    }),
    FINANCE_ENVELOPE,
  ),
  on(
    bindPayoneer,
    (ctx, p) => {
      const l = ledgerOf(ctx);
      if (!str(p.code)) failWith(FINANCE_ERRORS.badAccount);
      // Bound like any method: it becomes the account withdrawals go to.
      l.payoneer = bindAccount(
        l,
        { platform: 'payoneer', account: `payee${l.uid}@payoneer.com` },
        ctx.state.nextId++,
      );
      return { bound: true, account: l.payoneer };
    },
    FINANCE_ENVELOPE,
  ),
  on(
    unbindPayoneer,
    (ctx) => {
      const l = ledgerOf(ctx);
      l.accounts = l.accounts.filter((a) => a.platform !== 'payoneer');
      if (l.current?.platform === 'payoneer') l.current = l.accounts[0] ?? null;
      l.payoneer = null;
      return { bound: false, account: null };
    },
    FINANCE_ENVELOPE,
  ),
  on(
    getProviderAccounts,
    (ctx, p) => {
      const l = ledgerOf(ctx);
      const provider =
        str(p.provider) === 'ng_bank' ? 'ng_bank' : str(p.provider) === 'eg_bank' ? 'eg_bank' : null;
      if (!provider) return fail(404, UNKNOWN_PROVIDER);
      return { accounts: l.accounts.filter((a) => a.platform === provider), banks: BANKS[provider] };
    },
    FINANCE_ENVELOPE,
  ),
  on(
    deleteProviderAccount,
    (ctx, p) => {
      const l = ledgerOf(ctx);
      const id = str(p.id);
      const before = l.accounts.length;
      l.accounts = l.accounts.filter((a) => a.id !== id);
      if (l.current?.id === id) l.current = l.accounts[0] ?? null;
      return { deleted: l.accounts.length < before };
    },
    FINANCE_ENVELOPE,
  ),
  on(
    getInBankAccount,
    (ctx) => ({ account: ledgerOf(ctx).accounts.find((a) => a.platform === 'paytm') ?? null }),
    FINANCE_ENVELOPE,
  ),
];
