// Spec 7: the chosen channel's redirect gets the order's parameters appended.

export interface PaymentParams {
  product_id: string;
  opid: string;
  uid: number;
  country: string;
  sub_channel: string;
  ts: number;
  source: string;
  /** The page's own `bind_token` (spec 1); not appended when the page has none. */
  bind_token: string | null;
}

export const PAYMENT_PARAM_NAMES = [
  'product_id',
  'opid',
  'uid',
  'country',
  'sub_channel',
  'ts',
  'source',
  'bind_token',
] as const satisfies ReadonlyArray<keyof PaymentParams>;

/** Appends (or overrides) the order parameters, keeping the redirect's own query and fragment. */
export function buildPaymentUrl(redirect: string, params: PaymentParams): string {
  const url = new URL(redirect);
  for (const name of PAYMENT_PARAM_NAMES) {
    const v = params[name];
    if (v !== null) url.searchParams.set(name, String(v));
  }
  return url.toString();
}
