// A coin amount as the wallet and the lists show it: the page's digits, a sign when asked.

import { language, useSignals } from '@h5/ui-kit';
import { formatCoins } from '../odds.ts';

export function Coins({ value, signed = false }: { value: number; signed?: boolean }) {
  useSignals();
  const text = formatCoins(language.value, Math.abs(value));
  const sign = signed ? (value > 0 ? '+' : value < 0 ? '−' : '') : value < 0 ? '−' : '';
  return (
    <bdi className="agq-coins" dir="ltr">
      {sign}
      {text}
    </bdi>
  );
}
