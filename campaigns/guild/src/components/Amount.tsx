import { language, useSignals } from '@h5/ui-kit';
import { formatAmount } from '../format.ts';

/**
 * A sum of money in the page's language: digits and separators follow the page, the currency's
 * sign or code (US$) stays as it is written, isolated, never machine-translated.
 */
export function Amount({ cents, currency, testId }: { cents: number; currency: string; testId?: string }) {
  useSignals();
  return (
    <bdi className="gd-amount" translate="no" data-testid={testId}>
      {formatAmount(cents, currency, language.value)}
    </bdi>
  );
}
