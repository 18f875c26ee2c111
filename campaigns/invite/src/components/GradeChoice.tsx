import { language, t, useSignals } from '@h5/ui-kit';
import { CASH_TEXTS, gradesFor, shortOfSmallest } from '../cash.ts';
import { Money, money } from './Money.tsx';

/**
 * The server's amounts as radio cards in a card of their own: those the balance does not cover
 * are there but disabled, and when none is covered the page says how much more is needed.
 */
export function GradeChoice({
  balance,
  amounts,
  currency,
  chosen,
  onChoose,
  label,
}: {
  balance: number;
  amounts: readonly number[];
  currency: string;
  chosen: number | null;
  onChoose: (amount: number) => void;
  label: string;
}) {
  useSignals();
  const short = shortOfSmallest(balance, amounts);
  return (
    <section className="h5-card">
      <fieldset className="inv-grades" data-testid="grades">
        <legend className="inv-h">{t(label)}</legend>
        {gradesFor(balance, amounts).map((g) => (
          <label
            key={g.amount}
            className={g.enabled ? 'inv-grade' : 'inv-grade inv-grade-off'}
            data-testid="grade"
          >
            <input
              type="radio"
              name="grade"
              value={g.amount}
              disabled={!g.enabled}
              checked={chosen === g.amount}
              onChange={() => onChoose(g.amount)}
            />
            <Money amount={g.amount} currency={currency} />
          </label>
        ))}
      </fieldset>
      {short > 0 ? (
        <p className="h5-muted">
          {t(CASH_TEXTS.noneYet, { amount: money(short, currency, language.value) })}
        </p>
      ) : null}
    </section>
  );
}
