// The fixed pay bar: the chosen package's price and the one pay button. The page keeps room for
// it at its end (styles.css), so nothing above can hide under it.

import { t, useSignals } from '@h5/ui-kit';
import { priceText } from './priceText.ts';
import type { RechargeState } from './rechargeState.ts';

export function PayBar({ s, onPay, paying }: { s: RechargeState; onPay: () => void; paying: boolean }) {
  useSignals();
  const product = s.product.value;
  return (
    <div className="qr-paybar">
      <span className="qr-total" dir="ltr" data-testid="total">
        {product ? priceText(product) : ''}
      </span>
      <button type="button" className="h5-button qr-pay" onClick={onPay} disabled={paying}>
        {t('Pay now')}
      </button>
    </div>
  );
}
