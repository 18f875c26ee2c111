// Accept or refuse an application or an invitation.

import { t } from '@h5/ui-kit';
import type { ReactNode } from 'react';

/** The two answers to an application or an invitation (English keys), one tap each. */
export function DealButtons({
  accept,
  refuse,
  disabled,
  onAccept,
  onRefuse,
  children,
}: {
  accept: string;
  refuse: string;
  disabled: boolean;
  onAccept: () => void;
  onRefuse: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="fm-deal">
      {children}
      <button
        type="button"
        className="h5-button fm-small-button"
        disabled={disabled}
        onClick={onAccept}
        data-testid="accept"
      >
        {t(accept)}
      </button>
      <button
        type="button"
        className="h5-button h5-button-secondary fm-small-button"
        disabled={disabled}
        onClick={onRefuse}
        data-testid="refuse"
      >
        {t(refuse)}
      </button>
    </div>
  );
}
