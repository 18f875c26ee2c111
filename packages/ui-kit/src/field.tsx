// The one text field of a form: a label tied to its input, and, where the form checks the value,
// a reserved line for the error, so an error appearing does not push the button below it down.

import { formatNumber, graphemes } from '@h5/i18n';
import { useSignals } from '@preact/signals-react/runtime';
import type { HTMLInputTypeAttribute, InputHTMLAttributes } from 'react';
import { language, t } from './store.ts';

/**
 * A typed value held to `max` characters as a person counts them (an emoji or an accented letter
 * is one), so a field never takes more than its rule allows, pasted text included. The browser's
 * own maxLength counts UTF-16 units: an emoji would take two of the twenty.
 */
export function holdToChars(value: string, max: number): string {
  const chars = graphemes(value);
  return chars.length > max ? chars.slice(0, max).join('') : value;
}

/** The characters used of a field's limit, "12/20", beside the field while typing. */
export function CharCount({ value, max, id }: { value: string; max: number; id?: string }) {
  useSignals();
  const lang = language.value;
  const n = graphemes(value).length;
  return (
    <span className="h5-char-count" id={id} data-testid="char-count" data-full={n >= max || undefined}>
      {t('{n}/{max}', { n: formatNumber(lang, n), max: formatNumber(lang, max) })}
    </span>
  );
}

export interface TextFieldProps {
  /** The input's id; the error line is `${id}-error`. */
  id: string;
  /** An English key. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /**
   * An English key, or null while the value is fine. Leave it out where the form never says
   * anything about this field: then no line is reserved for it.
   */
  error?: string | null;
  type?: HTMLInputTypeAttribute;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  /** Numbers, phone numbers and codes read left to right in every language. */
  ltr?: boolean;
  placeholder?: string;
  maxLength?: number;
  testId?: string;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  inputMode,
  ltr = false,
  placeholder,
  maxLength,
  testId,
}: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="h5-field">
      <label htmlFor={id}>{t(label)}</label>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        dir={ltr ? 'ltr' : 'auto'}
        autoComplete="off"
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid={testId}
      />
      {error === undefined ? null : (
        <p id={errorId} className="h5-field-error h5-field-error-line" role={error ? 'alert' : undefined}>
          {error ? t(error) : ''}
        </p>
      )}
    </div>
  );
}
