import { t } from '@h5/ui-kit';
import type { Grade } from '../cash.ts';
import { Money } from './Money.tsx';

/** The amounts on offer as radio cards; those the balance does not cover are there but disabled. */
export function GradeChoice({
  grades,
  currency,
  chosen,
  onChoose,
  label,
}: {
  grades: Grade[];
  currency: string;
  chosen: number | null;
  onChoose: (amount: number) => void;
  label: string;
}) {
  return (
    <fieldset className="inv-grades" data-testid="grades">
      <legend className="inv-h">{t(label)}</legend>
      {grades.map((g) => (
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
  );
}
