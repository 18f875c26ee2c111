// Spec 7 "Finance": earnings, withdrawal, coin exchange, vouchers and the money service. Every
// finance answer uses the `{error_code, error_msg, data}` envelope; the client unwraps it and a
// non-zero error_code becomes an ApiError carrying error_msg (spec 5, 8).

import { defineCall } from '../call.ts';
import { WITHDRAW_TIMEOUT_MS } from '../client.ts';
import type { Paged } from '../paged.ts';

// ---- shared shapes ----

/** The payout methods a withdrawal can go to; each has its own validator in the withdraw campaign. */
export type PayoutPlatform =
  | 'paypal'
  | 'payoneer'
  | 'gcash'
  | 'vodafone_cash'
  | 'fawry'
  | 'eg_bank'
  | 'ng_bank'
  | 'paytm';

export const PAYOUT_PLATFORMS: readonly PayoutPlatform[] = [
  'paypal',
  'payoneer',
  'gcash',
  'vodafone_cash',
  'fawry',
  'eg_bank',
  'ng_bank',
  'paytm',
];

export interface WithdrawAccount {
  id: string;
  platform: PayoutPlatform;
  /** Masked by the server (`09******567`), never the full number. */
  account: string;
  /** Account holder, for bank payouts. */
  account_name?: string;
  /** Bank name, for bank payouts. */
  bank_name?: string;
}

export interface PlatformInfo {
  platform: PayoutPlatform;
  name: string;
  /** Countries (ISO 3166 alpha-2) the method pays out in. */
  countries: string[];
  fee_rate: number;
}

/** Withdrawal application statuses (spec: pending, paid, rejected). */
export type ApplyStatus = 'pending' | 'paid' | 'rejected';

export interface WithdrawApplication {
  id: string;
  grade_money: number;
  fee: number;
  currency: string;
  platform: PayoutPlatform;
  account: string;
  status: ApplyStatus;
  /** Seconds since the epoch. */
  create_time: number;
  reject_reason?: string;
}

// ---- /finance ----

export interface UserWithdrawAccountResult {
  /** The stage name; screens cut it to the spec's width (spec 5). */
  stage_name: string;
  account: WithdrawAccount | null;
  /** Methods available to this user (spec 3: platformList). */
  platform_list: PlatformInfo[];
}

export const getUserWithdrawAccount = defineCall<Record<string, never>, UserWithdrawAccountResult>({
  name: 'finance.userWithdrawAccount',
  method: 'GET',
  host: 'api',
  path: '/finance/userwithdrawaccount',
});

export interface ModifyWithdrawAccountParams {
  account: string;
  platform: PayoutPlatform;
  /** The screen the binding was made from (income, withdraw, paytm), kept by the server for audit. */
  from: string;
  account_name?: string;
  bank_code?: string;
}

export const modifyWithdrawAccount = defineCall<ModifyWithdrawAccountParams, { account: WithdrawAccount }>({
  name: 'finance.modifyWithdrawAccount',
  method: 'GET',
  host: 'api',
  path: '/finance/modifywithdrawaccount',
  moneyMoving: true,
});

export interface Grade {
  grade_money: number;
  fee: number;
  /** False when the balance is short or the grade is above the user's limit. */
  available: boolean;
}

export interface GradesResult {
  currency: string;
  grade_list: Grade[];
}

export const getGrades = defineCall<Record<string, never>, GradesResult>({
  name: 'finance.grades',
  method: 'GET',
  host: 'api',
  path: '/finance/grades',
});

/** The Paytm ("red money") withdrawal grades. */
export const getRedMoneyGrade = defineCall<Record<string, never>, GradesResult>({
  name: 'finance.redMoneyGrade',
  method: 'GET',
  host: 'api',
  path: '/finance/red-money-grade',
});

export interface CashOutResult {
  application: WithdrawApplication;
  /** The balance after the server recorded the application. */
  money: number;
}

/** Spec 7 and 9: the withdraw call, 30 s timeout, once per intent by idempotency key. */
export const cashOutApply = defineCall<{ grade_money: number; platform?: PayoutPlatform }, CashOutResult>({
  name: 'finance.cashOutApply',
  method: 'GET',
  host: 'api',
  path: '/finance/cash-out-apply',
  timeoutMs: WITHDRAW_TIMEOUT_MS,
  moneyMoving: true,
});

export interface UserMoney {
  stage_name: string;
  /** Withdrawable balance in `currency`. */
  money: number;
  currency: string;
  /** Diamonds earned (the in-app income unit behind the money). */
  diamonds: number;
  is_coin_seller: boolean;
}

export const getUserMoney = defineCall<Record<string, never>, UserMoney>({
  name: 'finance.userMoney',
  method: 'GET',
  host: 'api',
  path: '/finance/usermoney',
});

/** Spec 3 auditMoneyData: money in applications not yet paid. */
export interface AuditMoneyData {
  audit_money: number;
  currency: string;
  pending_count: number;
}

export const getUserAuditMoney = defineCall<Record<string, never>, AuditMoneyData>({
  name: 'finance.userAuditMoney',
  method: 'GET',
  host: 'api',
  path: '/finance/userauditmoney',
});

/** Spec 3 applyInfo: whether a new application may be made now. */
export interface ApplyInfo {
  /** 0 may apply; 1 no bound account; 2 the daily number of applications is used up. */
  apply_code: 0 | 1 | 2;
  times_left_today: number;
  min_money: number;
  max_money: number;
  currency: string;
}

export const getApplyInfo = defineCall<Record<string, never>, ApplyInfo>({
  name: 'finance.applyInfo',
  method: 'GET',
  host: 'api',
  path: '/finance/get-apply-info',
});

export interface ExchangeGrade {
  money: number;
  gold: number;
}

export interface ExchangeGoldGrades {
  currency: string;
  grade_list: ExchangeGrade[];
}

export const getExchangeGoldGrade = defineCall<Record<string, never>, ExchangeGoldGrades>({
  name: 'finance.exchangeGoldGrade',
  method: 'GET',
  host: 'api',
  path: '/finance/get-exchange-gold-grade',
});

export interface ExchangeResult {
  money: number;
  gold: number;
  golds_total: number;
}

/** Turns earnings into coins (gold): spends money, so one key per intent. */
export const exchangeGold = defineCall<{ money: number }, ExchangeResult>({
  name: 'finance.exchangeGold',
  method: 'GET',
  host: 'api',
  path: '/finance/exchange-gold',
  moneyMoving: true,
});

export type LedgerKind = 'income' | 'withdraw' | 'refund' | 'exchange' | 'voucher';

export interface LedgerEntry {
  id: string;
  kind: LedgerKind;
  /** Signed: income positive, spending negative. */
  money: number;
  currency: string;
  title: string;
  create_time: number;
}

export interface AccountDetail {
  month: string;
  currency: string;
  list: LedgerEntry[];
}

/** `month` is `YYYY-MM`. */
export const getUserAccountDetail = defineCall<{ month: string }, AccountDetail>({
  name: 'finance.userAccountDetail',
  method: 'GET',
  host: 'api',
  path: '/finance/user-account-detail',
});

export interface IncomeDay {
  day: string;
  diamonds: number;
  money: number;
}

export interface IncomeDetail {
  month: string;
  currency: string;
  total_money: number;
  days: IncomeDay[];
}

export const getUserIncomeDetail = defineCall<{ month: string }, IncomeDetail>({
  name: 'finance.userIncomeDetail',
  method: 'GET',
  host: 'api',
  path: '/finance/user-income-detail',
});

export const getUserApplyList = defineCall<{ page: number }, Paged<WithdrawApplication>>({
  name: 'finance.userApplyList',
  method: 'GET',
  host: 'api',
  path: '/finance/userapplylist',
});

// ---- /web/finance: provider accounts and form configs ----

export interface FormField {
  name: string;
  label: string;
  type: 'email' | 'text' | 'tel';
  required: boolean;
}

export interface WebWithdrawAccounts {
  accounts: WithdrawAccount[];
  platform_list: PlatformInfo[];
}

export const getWebUserWithdrawAccount = defineCall<Record<string, never>, WebWithdrawAccounts>({
  name: 'finance.webUserWithdrawAccount',
  method: 'GET',
  host: 'api',
  path: '/web/finance/userwithdrawaccount',
});

/** The PayPal binding form: `form_config` lists the fields, `custom_form` says whether to use it. */
export interface PaypalForm {
  custom_form: boolean;
  form_config: FormField[];
}

export const getPaypalForm = defineCall<Record<string, never>, PaypalForm>({
  name: 'finance.paypalForm',
  method: 'GET',
  host: 'api',
  path: '/web/finance/paypal/form-config',
});

export const bindPaypalAccount = defineCall<
  { method: 'paypal'; email: string; account_name?: string },
  { account: WithdrawAccount }
>({
  name: 'finance.bindPaypal',
  method: 'POST',
  host: 'api',
  path: '/web/finance/paypal/accounts',
});

/** Payoneer is bound through Payoneer's own sign-in (authorize, then bind with the returned code). */
export interface PayoneerState {
  bound: boolean;
  account: WithdrawAccount | null;
}

export const getPayoneerAccounts = defineCall<Record<string, never>, PayoneerState>({
  name: 'finance.payoneerAccounts',
  method: 'GET',
  host: 'api',
  path: '/web/finance/payoneer/accounts',
});

/** Starts the Payoneer sign-up: the page goes to `url` (Payoneer's own host only). */
export const authorizePayoneer = defineCall<Record<string, never>, { url: string }>({
  name: 'finance.payoneerAuthorize',
  method: 'GET',
  host: 'api',
  path: '/web/finance/payoneer/authorize',
});

export const bindPayoneer = defineCall<{ code: string }, PayoneerState>({
  name: 'finance.payoneerBind',
  method: 'POST',
  host: 'api',
  path: '/web/finance/payoneer/bind',
});

export const unbindPayoneer = defineCall<Record<string, never>, PayoneerState>({
  name: 'finance.payoneerUnbind',
  method: 'POST',
  host: 'api',
  path: '/web/finance/payoneer/unbind',
});

export type BankProvider = 'eg_bank' | 'ng_bank';

export const getProviderAccounts = defineCall<
  { provider: BankProvider; method: string; country: string },
  { accounts: WithdrawAccount[]; banks: Array<{ code: string; name: string }> }
>({
  name: 'finance.providerAccounts',
  method: 'GET',
  host: 'api',
  path: '/web/finance/{provider}/accounts',
});

export const deleteProviderAccount = defineCall<{ provider: BankProvider; id: string }, { deleted: boolean }>(
  {
    name: 'finance.providerAccountDelete',
    method: 'GET',
    host: 'api',
    path: '/web/finance/{provider}/accounts/{id}/delete',
  },
);

// ---- the money service ----

export const getIsHighWithdrawUser = defineCall<Record<string, never>, { is_high_withdraw: boolean }>({
  name: 'money.isHighWithdrawUser',
  method: 'GET',
  host: 'api',
  path: '/money/ishighwithdrawuser',
});

export interface RechargeRecord {
  id: string;
  platform: string;
  money: number;
  currency: string;
  gold: number;
  create_time: number;
}

export const getRechargeDetail = defineCall<{ page: number }, Paged<RechargeRecord>>({
  name: 'money.rechargeDetail',
  method: 'GET',
  host: 'api',
  path: '/money/recharge-detail',
});

/** The same records for the sister app (Chilla), served by the unified host path. */
export const getUniRechargeDetail = defineCall<{ page: number }, Paged<RechargeRecord>>({
  name: 'money.uniRechargeDetail',
  method: 'GET',
  host: 'api',
  path: '/uni/web/money/recharge-detail',
});

export const getUserRechargedPlatform = defineCall<Record<string, never>, { platform_list: string[] }>({
  name: 'money.userRechargedPlatform',
  method: 'GET',
  host: 'api',
  path: '/money/user-recharged-platform',
});

export interface DiamondVoucher {
  id: string;
  /** The money the voucher is worth when turned into gold. */
  money: number;
  gold: number;
  currency: string;
  /** Seconds since the epoch. */
  expire_time: number;
  status: 'valid' | 'used' | 'expired';
}

export const getDiamondVouchers = defineCall<Record<string, never>, { list: DiamondVoucher[] }>({
  name: 'money.diamondVouchers',
  method: 'GET',
  host: 'api',
  path: '/money/get-diamond-vouchers',
});

export const getInvalidDiamondVouchers = defineCall<Record<string, never>, { list: DiamondVoucher[] }>({
  name: 'money.invalidDiamondVouchers',
  method: 'GET',
  host: 'api',
  path: '/money/get-invalid-diamond-vouchers',
});

export const exchangeGoldByVoucher = defineCall<{ voucher_id: string }, ExchangeResult>({
  name: 'money.exchangeGoldByVoucher',
  method: 'POST',
  host: 'api',
  path: '/money/exchange-gold-by-diamond-vouchers',
  moneyMoving: true,
});

/** The Indian bank account behind Paytm payouts, if the user has one on file. */
export const getInBankAccount = defineCall<Record<string, never>, { account: WithdrawAccount | null }>({
  name: 'money.inBankAccount',
  method: 'GET',
  host: 'api',
  path: '/money/get_In_bank_account',
});

export interface CoinSellerLimit {
  is_coin_seller: boolean;
  /** Money that may still be exchanged today, in `currency`. */
  limit: number;
  used: number;
  currency: string;
  /** Gold per unit of money. */
  rate: number;
}

export const getCoinSellerLimit = defineCall<Record<string, never>, CoinSellerLimit>({
  name: 'money.coinSellerLimit',
  method: 'GET',
  host: 'api',
  path: '/money/get-coin-seller-exchange-money-limit',
});

export const coinSellerExchangeGold = defineCall<{ money: number }, ExchangeResult>({
  name: 'money.coinSellerExchangeGold',
  method: 'POST',
  host: 'api',
  path: '/money/coin-seller-exchange-gold',
  moneyMoving: true,
});

/** Where users write about withdrawals to one payout method: support's e-mail address. */
export interface SupportContacts {
  email: string;
}

/**
 * The support contacts of a payout method, served like other config so a page never writes
 * them. Not in the spec (docs/api-gaps.md). Public: the information pages open signed out.
 */
export const getSupportContacts = defineCall<{ platform: PayoutPlatform }, SupportContacts>({
  name: 'finance.supportContacts',
  method: 'GET',
  host: 'api',
  path: '/web/finance/support-contacts',
});

export const financeCalls = [
  getUserWithdrawAccount,
  modifyWithdrawAccount,
  getGrades,
  getRedMoneyGrade,
  cashOutApply,
  getUserMoney,
  getUserAuditMoney,
  getApplyInfo,
  getExchangeGoldGrade,
  exchangeGold,
  getUserAccountDetail,
  getUserIncomeDetail,
  getUserApplyList,
  getWebUserWithdrawAccount,
  getPaypalForm,
  bindPaypalAccount,
  getPayoneerAccounts,
  authorizePayoneer,
  bindPayoneer,
  unbindPayoneer,
  getProviderAccounts,
  deleteProviderAccount,
  getIsHighWithdrawUser,
  getRechargeDetail,
  getUniRechargeDetail,
  getUserRechargedPlatform,
  getDiamondVouchers,
  getInvalidDiamondVouchers,
  exchangeGoldByVoucher,
  getInBankAccount,
  getCoinSellerLimit,
  coinSellerExchangeGold,
  getSupportContacts,
];
