import { formatCurrency } from '@h5/i18n';
import { language, useSignals } from '@h5/ui-kit';

/** An amount in the programme's currency, in the page's language (digits left to right). */
export function Money({ amount, currency, testId }: { amount: number; currency: string; testId?: string }) {
  useSignals();
  return (
    <bdi className="inv-money" data-testid={testId}>
      {formatCurrency(language.value, Number.isFinite(amount) ? amount : 0, currency)}
    </bdi>
  );
}

export function money(amount: number, currency: string, lang: string): string {
  return formatCurrency(lang, Number.isFinite(amount) ? amount : 0, currency);
}
