// The large flow's amount of the user's own: a whole number of coins within the bounds the
// channel list gave for the channel (spec 7 custom channel; the bounds are not in the spec).

export const MSG_AMOUNT_WHOLE = 'Enter a whole number of coins.';
export const MSG_AMOUNT_RANGE = 'Enter an amount from {min} to {max, plural, one {# coin} other {# coins}}.';

export type AmountCheck =
  | { ok: true; amount: number }
  | { ok: false; message: typeof MSG_AMOUNT_WHOLE | typeof MSG_AMOUNT_RANGE };

/** The typed amount when it may be priced, otherwise the sentence that says why not. */
export function checkAmount(raw: string, bounds: { min_amount?: number; max_amount?: number }): AmountCheck {
  const text = raw.trim();
  if (!/^\d{1,12}$/.test(text)) return { ok: false, message: MSG_AMOUNT_WHOLE };
  const amount = Number(text);
  const min = bounds.min_amount ?? 1;
  const max = bounds.max_amount ?? Number.MAX_SAFE_INTEGER;
  if (amount < min || amount > max) return { ok: false, message: MSG_AMOUNT_RANGE };
  return { ok: true, amount };
}
