// Numbers and dates in the page's language, as the war pages write them.

import { formatDate, formatNumber } from '@h5/i18n';
import { language } from '@h5/ui-kit';

export function num(n: number): string {
  return formatNumber(language.value, n);
}

export function when(ms: number): string {
  return formatDate(language.value, ms, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
