// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  PAYOUT_MESSAGES,
  validateBank,
  validateEgyptianAccount,
  validateFawry,
  validateGcash,
  validateHolderName,
  validateNuban,
  validatePaypalEmail,
  validatePaypalName,
  validatePaytm,
  validateVodafoneCash,
} from './payoutValidators.ts';

const value = (v: { ok: boolean; value?: string }) => (v.ok ? v.value : null);

describe('PayPal email', () => {
  it('accepts an address and lowercases it', () => {
    expect(value(validatePaypalEmail('  Aarav.Sharma@Mail.co.in '))).toBe('aarav.sharma@mail.co.in');
  });
  it.each(['', 'aarav', 'aarav@mail', 'a b@mail.com', '@mail.com', 'a@@mail.com', 'a@mail..com'])(
    'refuses %j',
    (bad) => expect(validatePaypalEmail(bad)).toEqual({ ok: false, message: PAYOUT_MESSAGES.paypalEmail }),
  );
});

describe('GCash', () => {
  it.each([
    ['09171234567', '09171234567'],
    ['+639171234567', '09171234567'],
    ['0917 123 4567', '09171234567'],
    ['639171234567', '09171234567'],
  ])('accepts %j as %j', (input, out) => expect(value(validateGcash(input))).toBe(out));
  it.each(['0917123456', '08171234567', '+63917123456', '091712345678', 'abc'])('refuses %j', (bad) =>
    expect(validateGcash(bad)).toEqual({ ok: false, message: PAYOUT_MESSAGES.gcash }),
  );
});

describe('Vodafone Cash and Fawry', () => {
  it('Vodafone Cash takes Vodafone lines only', () => {
    expect(value(validateVodafoneCash('01012345678'))).toBe('01012345678');
    expect(value(validateVodafoneCash('+20 101 234 5678'))).toBe('01012345678');
    expect(value(validateVodafoneCash('٠١٠١٢٣٤٥٦٧٨'))).toBe('01012345678');
    expect(validateVodafoneCash('01112345678')).toEqual({ ok: false, message: PAYOUT_MESSAGES.vodafoneCash });
  });
  it('Fawry takes any Egyptian mobile', () => {
    for (const n of ['01012345678', '01112345678', '01212345678', '01512345678'])
      expect(value(validateFawry(n))).toBe(n);
    expect(value(validateFawry('00201112345678'))).toBe('01112345678');
    expect(validateFawry('01312345678').ok).toBe(false);
    expect(validateFawry('0101234567').ok).toBe(false);
  });
});

describe('Egyptian bank', () => {
  it('accepts a local number or an IBAN', () => {
    expect(value(validateEgyptianAccount('1234 5678 9012'))).toBe('123456789012');
    expect(value(validateEgyptianAccount('eg380019000500000000263180002'))).toBe(
      'EG380019000500000000263180002',
    );
  });
  it('refuses short numbers and foreign IBANs', () => {
    expect(validateEgyptianAccount('1234567').ok).toBe(false);
    expect(validateEgyptianAccount('GB82WEST12345698765432').ok).toBe(false);
  });
});

describe('Nigerian bank (NUBAN)', () => {
  it('is exactly 10 digits', () => {
    expect(value(validateNuban('0123456789'))).toBe('0123456789');
    expect(value(validateNuban('012-345-6789'))).toBe('0123456789');
    expect(validateNuban('012345678')).toEqual({ ok: false, message: PAYOUT_MESSAGES.nuban });
    expect(validateNuban('01234567890').ok).toBe(false);
    expect(validateNuban('01234S6789').ok).toBe(false);
  });
});

describe('Paytm', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['919876543210', '9876543210'],
  ])('accepts %j', (input, out) => expect(value(validatePaytm(input))).toBe(out));
  it.each(['5876543210', '987654321', '98765432100', ''])('refuses %j', (bad) =>
    expect(validatePaytm(bad)).toEqual({ ok: false, message: PAYOUT_MESSAGES.paytm }),
  );
});

describe('holder name and bank', () => {
  it('takes names in any script', () => {
    expect(value(validateHolderName('  Chioma   Okafor '))).toBe('Chioma Okafor');
    expect(value(validateHolderName('ليلى حداد'))).toBe('ليلى حداد');
    expect(validateHolderName('J').ok).toBe(false);
    expect(validateHolderName('1234').ok).toBe(false);
  });
  it('asks for the name on PayPal, not as a bank has it, on a PayPal account', () => {
    expect(value(validatePaypalName(' Aarav  Sharma'))).toBe('Aarav Sharma');
    expect(validatePaypalName('1')).toEqual({ ok: false, message: PAYOUT_MESSAGES.paypalName });
    expect(PAYOUT_MESSAGES.paypalName).not.toMatch(/bank/i);
  });
  it('needs a bank from the list', () => {
    expect(value(validateBank('044', [{ code: '044' }]))).toBe('044');
    expect(validateBank('', [{ code: '044' }])).toEqual({ ok: false, message: PAYOUT_MESSAGES.bank });
  });
});
