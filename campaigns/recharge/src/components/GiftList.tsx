// Gifts with their pictures, names (server text) and amounts.

import type { Gift } from '@h5/core-api/contracts/recharge';
import { formatNumber } from '@h5/i18n';
import { language, useSignals } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';

export function GiftList({ gifts, testId }: { gifts: Gift[]; testId?: string }) {
  useSignals();
  const lang = language.value;
  return (
    <ul className="rc-gifts" data-testid={testId}>
      {gifts.map((g) => (
        <li key={`${g.id}-${g.amount}`} className="rc-gift" data-testid="gift">
          <Img src={g.icon} alt="" width={48} height={48} />
          <bdi className="rc-gift-name">{g.name}</bdi>
          <span className="rc-gift-amount" dir="ltr">
            ×{formatNumber(lang, g.amount)}
          </span>
        </li>
      ))}
    </ul>
  );
}
