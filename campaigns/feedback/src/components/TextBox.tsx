import { t } from '@h5/ui-kit';
import { useId } from 'react';
import { charCount, type Problem } from '../limits.ts';

/** A text area with its counter and, once the user tried to send, what is wrong with it. */
export function TextBox({
  label,
  value,
  onChange,
  max,
  placeholder,
  problem,
  testId,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  max: number;
  placeholder?: string;
  problem: Problem | null;
  testId?: string;
}) {
  const id = useId();
  const n = charCount(value);
  return (
    <div className="h5-field fb-textbox">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        rows={5}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={problem ? true : undefined}
        data-testid={testId}
      />
      <div className="fb-textbox-foot">
        {problem ? (
          <span className="h5-field-error" role="alert">
            {t(problem.key, problem.vars)}
          </span>
        ) : (
          <span />
        )}
        <span className={n > max ? 'fb-counter fb-counter-over' : 'fb-counter'} data-testid="counter">
          {t('{n} / {max}', { n, max })}
        </span>
      </div>
    </div>
  );
}
