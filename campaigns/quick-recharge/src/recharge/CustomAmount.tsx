// The large flow's own amount: typed, checked where it is typed (the error under the field), then
// priced by the server (spec 7 `/rapid/custom/channel/gold` with `amount`) and chosen as the package.

import { type Channel, getProducts } from '@h5/core-api/contracts/rapid';
import { formatNumber } from '@h5/i18n';
import { api, language, t, toastError, useSignals, useSingleFlight } from '@h5/ui-kit';
import { useId, useState } from 'react';
import { CheckMark } from './CheckMark.tsx';
import { checkAmount } from './customAmount.ts';
import { priceText } from './priceText.ts';
import type { RechargeState } from './rechargeState.ts';

/** Custom packages are told apart from listed ones by this prefix of their id. */
const CUSTOM_PRODUCT_PREFIX = 'custom-';

export function CustomAmount({ s, channel }: { s: RechargeState; channel: Channel }) {
  useSignals();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chosen = s.product.value;
  const custom = chosen?.id.startsWith(CUSTOM_PRODUCT_PREFIX) ? chosen : null;
  const fmt = (n: number) => formatNumber(language.value, n);

  const [price, pricing] = useSingleFlight(async () => {
    const check = checkAmount(text, channel);
    if (!check.ok) {
      setError(
        t(check.message, {
          min: fmt(channel.min_amount ?? 1),
          max: channel.max_amount ?? Number.MAX_SAFE_INTEGER,
        }),
      );
      return;
    }
    setError(null);
    try {
      const { list } = await api().call(getProducts, {
        uid: s.account.value?.uid,
        channel_id: channel.id,
        amount: check.amount,
        currency: channel.currency,
      });
      if (list[0]) s.product.value = list[0];
    } catch (e) {
      toastError(e);
    }
  }, 'custom_amount_price');

  if (channel.min_amount === undefined && channel.max_amount === undefined) return null;
  return (
    <div className="qr-custom">
      <label className="qr-field-label" htmlFor={id}>
        {t('Or an amount of your own (coins)')}
      </label>
      <div className="qr-row">
        <input
          id={id}
          className="qr-input qr-grow"
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void price();
          }}
        />
        <button type="button" className="h5-button qr-check" onClick={() => void price()} disabled={pricing}>
          {t('Get the price')}
        </button>
      </div>
      {error ? (
        <p className="qr-field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {custom ? (
        <p
          className="qr-product qr-product-on qr-custom-chosen"
          data-testid="custom-product"
          aria-live="polite"
        >
          <bdi className="qr-product-name">{custom.product}</bdi>
          <span className="qr-product-price" dir="ltr">
            {priceText(custom)}
          </span>
          <CheckMark />
        </p>
      ) : null}
    </div>
  );
}
