// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PAYOUT_MESSAGES } from '../payoutValidators.ts';
import { paypalFields } from './Paypal.tsx';

const errorOf = (v: { ok: boolean; message?: string }) => (v.ok ? null : v.message);

describe('paypalFields', () => {
  it("follows the server's form, the name checked as PayPal's, not a bank's", () => {
    const [email, name] = paypalFields({
      custom_form: true,
      form_config: [
        { name: 'email', label: 'PayPal email', type: 'email', required: true },
        { name: 'account_name', label: 'Full name on PayPal', type: 'text', required: true },
      ],
    });
    expect(errorOf(email!.validate('nope'))).toBe(PAYOUT_MESSAGES.paypalEmail);
    expect(errorOf(name!.validate(''))).toBe(PAYOUT_MESSAGES.paypalName);
    expect(name!.label).toBe('Full name on PayPal');
  });
  it('asks for the email alone when the server sends no form', () => {
    const fields = paypalFields({ custom_form: false, form_config: [] });
    expect(fields.map((f) => f.name)).toEqual(['email']);
  });
});
