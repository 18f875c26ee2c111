// When a bet or a wallet line happened, as the lists write it in the page's language.

import { formatDate } from '@h5/i18n';
import { language } from '@h5/ui-kit';

export function formatWhen(ms: number): string {
  return formatDate(language.value, ms, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
