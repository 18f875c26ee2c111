import { bridge, supports } from '@h5/bridge';
import type { Promotion } from '@h5/core-api/contracts/general';
import { appInfo, t } from '@h5/ui-kit';
import { sharePayload } from '../share.ts';

/** In the app through its share sheet; in a browser only where the Web Share API exists. */
export function ShareButton({ promotion }: { promotion: Promotion | undefined }) {
  const available = appInfo().inApp ? supports('share') : typeof navigator.share === 'function';
  if (!available) return null;
  // There from the first render, disabled until the promotion arrives: appearing later would push
  // the other chips of the bar aside.
  return (
    <button
      className="egg-chip egg-share"
      aria-label={t('Share')}
      disabled={!promotion}
      onClick={() => {
        if (promotion) void bridge.share(sharePayload(promotion, location.href));
      }}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z"
          fill="currentColor"
        />
      </svg>
    </button>
  );
}
