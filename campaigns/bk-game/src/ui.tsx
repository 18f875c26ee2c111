// Pieces every bk-game screen uses: numbers in the page's language and the game's own paths.

import { formatNumber } from '@h5/i18n';
import { language, TextField } from '@h5/ui-kit';

export const GAME_PATH = '/v/bk-game';

export function num(n: number): string {
  return formatNumber(language.value, n);
}

/** The bet amount as typed: whole numbers only (spec 5), checked when sent, not while typed. */
export function AmountField({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <TextField
      id={testId}
      label="Amount"
      inputMode="numeric"
      ltr
      value={value}
      onChange={onChange}
      testId={testId}
    />
  );
}
