// A day as three pickers, day, month and year, in place of the native date input (issue 44),
// which showed "mm/dd/yyyy" on an Arabic page and let a future day be typed for a day that has
// passed. Only days between `min` and `max` are offered; the value is the ISO day the server
// takes (YYYY-MM-DD), or '' until all three are chosen.

import { formatDate, formatNumber } from '@h5/i18n';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Picker, type PickerOption } from './picker.tsx';
import { language, t } from './store.ts';

/** A day's parts; 0 while that part is not chosen. */
export interface DayParts {
  y: number;
  m: number;
  d: number;
}

const NONE: DayParts = { y: 0, m: 0, d: 0 };

/** The parts of 'YYYY-MM-DD', or none. */
export function dayParts(iso: string): DayParts {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) } : NONE;
}

/** 'YYYY-MM-DD' once every part is chosen, else ''. */
export function isoDay({ y, m, d }: DayParts): string {
  if (!y || !m || !d) return '';
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The phone's calendar day of a moment, 'YYYY-MM-DD'. */
export function localDay(ms: number): string {
  const at = new Date(ms);
  return isoDay({ y: at.getFullYear(), m: at.getMonth() + 1, d: at.getDate() });
}

function daysIn(y: number, m: number): number {
  // Before the year is chosen, 29 February stays on offer.
  return new Date(Date.UTC(y || 2000, m, 0)).getUTCDate();
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** The choices each part offers, given the others, between `min` and `max` (both 'YYYY-MM-DD'). */
export function dayChoices(
  parts: DayParts,
  min: string,
  max: string,
): { y: number[]; m: number[]; d: number[] } {
  const lo = dayParts(min);
  const hi = dayParts(max);
  const y = range(lo.y, hi.y).reverse();
  const m = range(parts.y === lo.y ? lo.m : 1, parts.y === hi.y ? hi.m : 12);
  const inLo = parts.y === lo.y && parts.m === lo.m;
  const inHi = parts.y === hi.y && parts.m === hi.m;
  const d = range(inLo ? lo.d : 1, Math.min(parts.m ? daysIn(parts.y, parts.m) : 31, inHi ? hi.d : 31));
  return { y, m, d };
}

/** The parts with `key` set to `v`, and any other part the change put out of range left unchosen. */
export function withPart(
  parts: DayParts,
  key: keyof DayParts,
  v: number,
  min: string,
  max: string,
): DayParts {
  const next = { ...parts, [key]: v };
  const c = dayChoices(next, min, max);
  if (next.m && !c.m.includes(next.m)) next.m = 0;
  const c2 = dayChoices(next, min, max);
  if (next.d && !c2.d.includes(next.d)) next.d = 0;
  return next;
}

export interface DatePickerProps {
  /** The id of what names the date (the form field's label): the three pickers are its group. */
  labelledBy: string;
  /** 'YYYY-MM-DD', or ''. */
  value: string;
  onChange: (value: string) => void;
  /** The first and last days on offer, 'YYYY-MM-DD': a day that has passed ends on today. */
  min: string;
  max: string;
  invalid?: boolean;
  describedBy?: string;
  /** The pickers' test ids are `${testId}-day`, `-month` and `-year`. */
  testId?: string;
}

export function DatePicker({
  labelledBy,
  value,
  onChange,
  min,
  max,
  invalid,
  describedBy,
  testId,
}: DatePickerProps) {
  useSignals();
  const lang = language.value;
  const [parts, setParts] = useState(() => dayParts(value));
  // A value set from outside (the form cleared, a draft restored) replaces what is half chosen.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== isoDay(parts)) setParts(dayParts(value));
  }
  const choices = dayChoices(parts, min, max);
  const num = (n: number): PickerOption => ({
    value: String(n),
    label: formatNumber(lang, n, { useGrouping: false }),
  });
  const set = (key: keyof DayParts) => (v: string) => {
    const next = withPart(parts, key, Number(v), min, max);
    setParts(next);
    const iso = isoDay(next);
    setSeen(iso);
    if (iso !== value) onChange(iso);
  };
  const common = { invalid, describedBy };
  return (
    <fieldset className="h5-date" aria-labelledby={labelledBy} data-testid={testId}>
      <Picker
        label={t('Day')}
        placeholder={t('Day')}
        value={parts.d ? String(parts.d) : ''}
        options={choices.d.map(num)}
        onChange={set('d')}
        columns={7}
        testId={testId && `${testId}-day`}
        {...common}
      />
      <Picker
        label={t('Month')}
        placeholder={t('Month')}
        value={parts.m ? String(parts.m) : ''}
        options={choices.m.map((m) => ({
          value: String(m),
          label: formatDate(lang, Date.UTC(2000, m - 1, 1), { month: 'long', timeZone: 'UTC' }),
        }))}
        onChange={set('m')}
        className="h5-date-month"
        testId={testId && `${testId}-month`}
        {...common}
      />
      <Picker
        label={t('Year')}
        placeholder={t('Year')}
        value={parts.y ? String(parts.y) : ''}
        options={choices.y.map(num)}
        onChange={set('y')}
        testId={testId && `${testId}-year`}
        {...common}
      />
    </fieldset>
  );
}
