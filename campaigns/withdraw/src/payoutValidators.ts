// What a user would expect each payout method to check before anything is sent. Each validator
// returns the normalised value the server receives, or the message to show under the field.

export type Validation = { ok: true; value: string } | { ok: false; message: string };

export const PAYOUT_MESSAGES = {
  paypalEmail: 'Please enter the email address of your PayPal account',
  gcash: 'Please enter a GCash number like 09XXXXXXXXX or +639XXXXXXXXX',
  vodafoneCash: 'Please enter a Vodafone Cash number that starts with 010',
  fawry: 'Please enter an Egyptian mobile number like 01XXXXXXXXX',
  egAccount: 'Please enter your bank account number (8 to 20 digits) or your IBAN (EG and 27 digits)',
  nuban: 'Please enter your 10-digit NUBAN account number',
  paytm: 'Please enter the 10-digit Indian mobile number of your Paytm account',
  holderName: 'Please enter the account holder name as the bank has it',
  paypalName: 'Please enter the name on your PayPal account',
  bank: 'Please choose your bank',
} as const;

const ok = (value: string): Validation => ({ ok: true, value });
const no = (message: string): Validation => ({ ok: false, message });

/** Spaces, dashes, dots and brackets people type in phone and account numbers. */
function digitsOnly(s: string): string {
  return s.replace(/[\s\-().]/g, '');
}

/** Arabic-Indic and Persian digits typed on Arabic keyboards count as digits. */
function westernDigits(s: string): string {
  return s.replace(/[٠-٩۰-۹]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

function clean(s: string): string {
  return digitsOnly(westernDigits(s.trim()));
}

export function validatePaypalEmail(input: string): Validation {
  const v = input.trim();
  // One @, a dot in the domain, no spaces: what PayPal itself accepts at sign-up.
  if (v.length > 254 || !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v)) return no(PAYOUT_MESSAGES.paypalEmail);
  return ok(v.toLowerCase());
}

/** GCash: a Philippine mobile, 09XXXXXXXXX or +639XXXXXXXXX; sent as 09XXXXXXXXX. */
export function validateGcash(input: string): Validation {
  const v = clean(input);
  const m = /^(?:\+?63|0)(9\d{9})$/.exec(v);
  return m ? ok(`0${m[1]}`) : no(PAYOUT_MESSAGES.gcash);
}

/** An Egyptian mobile (010, 011, 012, 015) with or without +20; sent as 01XXXXXXXXX. */
function egyptianMobile(input: string): string | null {
  const m = /^(?:\+?20|0020|0)?(1[0125]\d{8})$/.exec(clean(input));
  return m ? `0${m[1]}` : null;
}

/** Vodafone Cash wallets are Vodafone lines: 010. */
export function validateVodafoneCash(input: string): Validation {
  const n = egyptianMobile(input);
  return n?.startsWith('010') ? ok(n) : no(PAYOUT_MESSAGES.vodafoneCash);
}

/** Fawry pays out to any Egyptian mobile number. */
export function validateFawry(input: string): Validation {
  const n = egyptianMobile(input);
  return n ? ok(n) : no(PAYOUT_MESSAGES.fawry);
}

/** Egyptian bank: a local account number or an Egyptian IBAN (EG + 27 digits). */
export function validateEgyptianAccount(input: string): Validation {
  const v = clean(input).toUpperCase();
  if (/^EG\d{27}$/.test(v) || /^\d{8,20}$/.test(v)) return ok(v);
  return no(PAYOUT_MESSAGES.egAccount);
}

/** Nigerian bank: the NUBAN is exactly 10 digits. */
export function validateNuban(input: string): Validation {
  const v = clean(input);
  return /^\d{10}$/.test(v) ? ok(v) : no(PAYOUT_MESSAGES.nuban);
}

/** Paytm: an Indian mobile (6-9 then 9 digits) with or without +91 or 0; sent as 10 digits. */
export function validatePaytm(input: string): Validation {
  const m = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(clean(input));
  return m?.[1] ? ok(m[1]) : no(PAYOUT_MESSAGES.paytm);
}

/** A person's name: letters (any script), spaces, dots, apostrophes and hyphens, 2 to 60. */
function personName(input: string, message: string): Validation {
  const v = input.trim().replace(/\s+/g, ' ');
  return /^[\p{L}\p{M}][\p{L}\p{M} .'-]{1,59}$/u.test(v) ? ok(v) : no(message);
}

/** The bank account's holder, as the bank has it. */
export function validateHolderName(input: string): Validation {
  return personName(input, PAYOUT_MESSAGES.holderName);
}

/** The name on a PayPal account: PayPal, not a bank, holds it. */
export function validatePaypalName(input: string): Validation {
  return personName(input, PAYOUT_MESSAGES.paypalName);
}

export function validateBank(code: string, known: ReadonlyArray<{ code: string }>): Validation {
  return known.some((b) => b.code === code) ? ok(code) : no(PAYOUT_MESSAGES.bank);
}
