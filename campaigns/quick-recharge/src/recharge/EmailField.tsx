// Spec 7: a channel that confirms the order by e-mail asks for the address; a wrong one is said
// under the field (and the field marked invalid), where the user is typing.

import { t, useSignals } from '@h5/ui-kit';
import { useEffect, useId, useRef } from 'react';
import type { RechargeState } from './rechargeState.ts';

export function EmailField({ s }: { s: RechargeState }) {
  useSignals();
  const error = s.emailError.value;
  const input = useRef<HTMLInputElement>(null);
  // The pay tap that found the address wrong leaves the user where it must be fixed.
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);
  const id = useId();
  return (
    <div className="qr-email">
      <label className="qr-field-label" htmlFor={id}>
        {t('E-mail for the order confirmation')}
      </label>
      <input
        id={id}
        ref={input}
        className="qr-input"
        type="email"
        dir="ltr"
        autoComplete="email"
        maxLength={120}
        value={s.email.value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          s.email.value = e.target.value;
          s.emailError.value = null;
        }}
      />
      {error ? (
        <p className="qr-field-error" id={`${id}-error`} data-testid="email-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
