// Withdraw: coins back to golds. The call waits up to 30 s (WITHDRAW_TIMEOUT_MS); after a
// timeout the outcome is unknown, so the form locks the amount and only offers to check again
// with the same idempotency key: one intent, at most one withdrawal.

import { withdrawalProblem } from '@h5/blocks/withdrawal';
import '../screens.css';
import { ConfirmSheet } from '@h5/blocks/confirm-sheet';
import { MIN_WITHDRAW, withdraw } from '@h5/core-api/contracts/betting';
import {
  api,
  COINS,
  failureText,
  GOLDS,
  Page,
  type ScreenProps,
  t,
  toast,
  useLoaded,
  useMoneyAction,
  useSignals,
} from '@h5/ui-kit';
import { useId, useState } from 'react';
import { account, applyBalance } from '../account.ts';
import { checkWithdrawAmount, WITHDRAW_BELOW_MIN } from '../amount.ts';
import { WalletSummary } from '../components/WalletSummary.tsx';
import { go } from '../nav.tsx';
import { lastWithdrawal, withdrawQuote } from '../withdrawal.ts';

const INTENT = 'agq-withdraw';

export function Withdraw(_: ScreenProps) {
  useSignals();
  useLoaded(account);
  const [raw, setRaw] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The amount of a withdrawal whose outcome we do not know yet, and what to say about it. */
  const [unknown, setUnknown] = useState<{ amount: number; message: string } | null>(null);
  /** The amount the confirm sheet asks about; the request carries exactly this. */
  const [asked, setAsked] = useState<number | null>(null);
  const inputId = useId();
  const a = account.data.value;
  const quote = asked !== null && a ? withdrawQuote(asked, a) : null;

  const [send, pending] = useMoneyAction(INTENT, (idempotencyKey, amount: number) =>
    api().call(withdraw, { amount }, { idempotencyKey }),
  );
  // The form asks first, as the deposit does: the coins, the golds they become, what is left.
  const ask = () => {
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
    setAsked(amount);
  };
  const confirm = async () => {
    if (asked === null) return;
    const amount = asked;
    const o = await send(amount);
    if (!o) return;
    setAsked(null);
    if (o.kind === 'done') {
      setUnknown(null);
      lastWithdrawal.value = o.result;
      applyBalance(o.result.balance, o.result.golds);
      await go('withdraw-result', { id: o.result.id }, true);
      return;
    }
    if (o.kind === 'unknown') {
      setUnknown({ amount, message: withdrawalProblem(o).text });
      return;
    }
    setUnknown(null);
    toast(failureText(o.message));
  };

  return (
    <Page title={t('Withdraw')} className="agq-page">
      <WalletSummary links={false} />
      <form
        className="h5-card agq-withdraw"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          ask();
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
          {/* One line: the smallest amount as a hint, or what is wrong with the amount typed. */}
          {error ? (
            <p className="h5-field-error" role="alert" data-testid="withdraw-error">
              {error}
            </p>
          ) : (
            <p className="h5-field-error agq-hint" data-testid="withdraw-hint">
              {t(WITHDRAW_BELOW_MIN, { min: MIN_WITHDRAW })}
            </p>
          )}
        </div>
        {unknown ? (
          <p className="agq-refusal" role="alert" dir="auto" data-testid="withdraw-timeout">
            {unknown.message}
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
      <ConfirmSheet
        open={quote !== null}
        title={t('Withdraw coins to golds')}
        spend={quote ? t(COINS, { n: quote.coins }) : null}
        receive={quote ? t(GOLDS, { n: quote.golds }) : null}
        balanceAfter={quote ? t(COINS, { n: quote.balanceAfter }) : undefined}
        confirmLabel={t('Withdraw')}
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(null)}
      />
    </Page>
  );
}
