// The month of the details screens, in its own module: the picker and its sheet download with
// those screens, not with the first one (the budget, docs/publishing.md).

import { language, Picker, t, useSignals } from '@h5/ui-kit';
import { monthLabel } from './money.ts';

export function MonthPicker({
  months,
  value,
  onChange,
}: {
  months: string[];
  value: string;
  onChange: (m: string) => void;
}) {
  useSignals();
  return (
    <div className="h5-field wd-month">
      <span id="wd-month-label">{t('Month')}</span>
      <Picker
        label={t('Month')}
        labelledBy="wd-month-label"
        value={value}
        options={months.map((m) => ({ value: m, label: monthLabel(m, language.value) }))}
        onChange={onChange}
        testId="month"
      />
    </div>
  );
}
