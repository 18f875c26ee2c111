// Spec 2 `/v/recharge-middle`: the point-card middle page. Everything it shows comes from its
// query, which anyone can edit: rendered as text, and the payment link re-checked against the
// allow-list before it is followed.

import {
  allowedPaymentUrl,
  defaultOpener,
  openPayment,
  PAYMENT_LOADING_MS,
  paymentAllowContext,
  readListedRedirects,
} from '@h5/blocks/payment';
import { formatCurrency } from '@h5/i18n';
import { appInfo, language, Page, type ScreenProps, t, useSignals, useSingleFlight } from '@h5/ui-kit';
import { useMemo } from 'react';

export const MIDDLE_INVALID_LINK = 'This payment link is invalid.';
const MAX_TEXT = 80;
const cut = (s: string | null) =>
  Array.from((s ?? '').trim())
    .slice(0, MAX_TEXT)
    .join('');

export function MiddlePage({ query }: ScreenProps) {
  useSignals();
  const url = useMemo(
    () => allowedPaymentUrl(query.get('pay_url') ?? '', paymentAllowContext(readListedRedirects())),
    [query],
  );
  const product = cut(query.get('product'));
  const channel = cut(query.get('channel'));
  const currency = cut(query.get('currency'));
  const price = Number(query.get('price'));
  const priceText =
    Number.isFinite(price) && price > 0 && /^[A-Z]{3}$/.test(currency)
      ? formatCurrency(language.value, price, currency)
      : '';
  const [go, going] = useSingleFlight(async () => {
    if (!url) return;
    await openPayment(url.toString(), defaultOpener(appInfo()));
    await new Promise((r) => setTimeout(r, PAYMENT_LOADING_MS));
  }, 'point_card_continue');

  return (
    <Page title={t('Point card payment')} className="qr-page">
      {url ? (
        <section className="qr-card qr-middle">
          <h2>{t('Pay with a point card')}</h2>
          <dl className="qr-summary">
            {channel ? (
              <>
                <dt>{t('Payment method')}</dt>
                <dd>
                  <bdi data-testid="middle-channel">{channel}</bdi>
                </dd>
              </>
            ) : null}
            {product ? (
              <>
                <dt>{t('Package')}</dt>
                <dd>
                  <bdi data-testid="middle-product">{product}</bdi>
                </dd>
              </>
            ) : null}
            {priceText ? (
              <>
                <dt>{t('Amount')}</dt>
                <dd>
                  <bdi dir="ltr">{priceText}</bdi>
                </dd>
              </>
            ) : null}
          </dl>
          <div className="qr-steps">
            <p>{t('Buy a point card of this amount at a shop or online.')}</p>
            <p>{t('Continue and enter the card number and PIN on the payment page.')}</p>
            <p>{t('The coins arrive in the account once the card is accepted.')}</p>
          </div>
          <button className="h5-button h5-button-block" onClick={() => void go()} disabled={going}>
            {t('Continue to payment')}
          </button>
        </section>
      ) : (
        <div className="h5-state" role="alert" data-testid="middle-invalid">
          <p>{t(MIDDLE_INVALID_LINK)}</p>
        </div>
      )}
    </Page>
  );
}
