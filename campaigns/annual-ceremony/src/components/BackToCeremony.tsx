// The way back to the ceremony's home, with the promotion the page was opened for.

import { Link, t } from '@h5/ui-kit';
import { RECORD_TEXTS } from '../texts.ts';

export function BackToCeremony({
  promotionId,
  label = RECORD_TEXTS.back,
}: {
  promotionId: string;
  label?: string;
}) {
  return (
    <Link
      to="/v/annual-ceremony-home"
      query={{ promotion_id: promotionId }}
      className="h5-button h5-button-secondary ac-back"
    >
      {t(label)}
    </Link>
  );
}
