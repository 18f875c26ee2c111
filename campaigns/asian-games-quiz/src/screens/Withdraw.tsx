// Withdraw: coins back to golds. The call waits up to 30 s (WITHDRAW_TIMEOUT_MS); after a
// timeout the outcome is unknown, so the form locks the amount and only offers to check again
// with the same idempotency key: one intent, at most one withdrawal.

import '../screens.css';
import { type ApiError, intentKey, isApiError } from '@h5/core-api';
import { MIN_WITHDRAW, withdraw } from '@h5/core-api/contracts/betting';
import { api, Page, type ScreenProps, t, toastError, useSignals, useSingleFlight } from '@h5/ui-kit';
import { useEffect, useId, useState } from 'react';
import { account, applyBalance } from '../account.ts';
import { checkWithdrawAmount } from '../amount.ts';
import { WalletSummary } from '../components.tsx';
import { go } from '../nav.tsx';
import { lastWithdrawal, WITHDRAW_TIMEOUT_NOTICE } from '../withdrawal.ts';

const INTENT = 'agq.withdraw';

export function Withdraw(_: ScreenProps) {
  useSignals();
  useEffect(() => {
    void account.load();
  }, []);
  const [raw, setRaw] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The amount of a withdrawal whose outcome we do not know yet. */
  const [unknown, setUnknown] = useState<{ amount: number; error: ApiError } | null>(null);
  const inputId = useId();
  const a = account.data.value;

  const [submit, pending] = useSingleFlight(async () => {
    setError(null);
    let amount: number;
    if (unknown) {
      amount = unknown.amount;
    } else {
      if (!a) return;
      const check = checkWithdrawAmount(raw, a.balance);
      if (!check.ok) return setError(t(check.message, check.vars));
      amount = check.amount;
    }
    const intent = intentKey(INTENT);
    try {
      const r = await api().call(withdraw, { amount }, { idempotencyKey: intent.key });
      intent.done();
      setUnknown(null);
      lastWithdrawal.value = r;
      applyBalance(r.balance, r.golds);
      await go('withdraw-result', { id: r.id }, true);
    } catch (e) {
      if (isApiError(e) && e.outcomeUnknown) {
        setUnknown({ amount, error: e });
        return;
      }
      intent.done();
      setUnknown(null);
      toastError(e);
    }
  });

  return (
    <Page title={t('Withdraw')} className="agq-page">
      <WalletSummary links={false} />
      <form
        className="h5-card agq-withdraw"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="h5-field">
          <label htmlFor={inputId}>{t('Coins to withdraw to golds')}</label>
          <input
            id={inputId}
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            value={unknown ? String(unknown.amount) : raw}
            readOnly={!!unknown || pending}
            onChange={(e) => {
              setRaw(e.target.value);
              setError(null);
            }}
            aria-invalid={!!error}
            data-testid="withdraw-amount"
          />
          {a && !unknown ? (
            <button type="button" className="agq-chip" onClick={() => setRaw(String(a.balance))}>
              {t('All')}
            </button>
          ) : null}
          <p className="h5-field-error" role="alert" data-testid="withdraw-error">
            {error ?? '\u00a0'}
          </p>
        </div>
        <p className="agq-note">{t('The smallest withdrawal is {min} coins.', { min: MIN_WITHDRAW })}</p>
        {unknown ? (
          <p className="agq-refusal" role="alert" data-testid="withdraw-timeout">
            {unknown.error.kind === 'timeout' ? t(WITHDRAW_TIMEOUT_NOTICE) : t(unknown.error.message)}
          </p>
        ) : null}
        <button
          type="submit"
          className="h5-button h5-button-block"
          disabled={pending || !a}
          data-testid="withdraw-submit"
        >
          {pending
            ? t('Withdrawing… this can take up to 30 seconds')
            : unknown
              ? t('Check again')
              : t('Withdraw')}
        </button>
      </form>
    </Page>
  );
}
