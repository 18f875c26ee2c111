// The user's golds in a campaign's header: the one balance its draws and hits spend. A visitor
// gets the way to log in and a failed read a retry, in the badge's own place: never a placeholder
// for ever, and the same words on every page that shows golds.

import { isNotLoggedIn } from '@h5/core-api';
import { formatNumber } from '@h5/i18n';
import { language, type Resource, Skeleton, t, useSignals } from '@h5/ui-kit';
import './styles.css';

export const GOLDS_TEXTS = {
  mine: 'My golds',
  signIn: 'Log in to see your golds',
  failed: 'Golds not loaded. Tap to try again',
} as const;

export type GoldsView =
  | { status: 'loading' }
  | { status: 'in'; golds: number }
  | { status: 'visitor' }
  | { status: 'failed' };

/** What a read of the golds shows: its answer, the visitor's refusal, another failure. */
export function goldsViewOf(r: Resource<{ golds: number }>): GoldsView {
  const g = r.data.value;
  if (g) return { status: 'in', golds: g.golds };
  const err = r.error.value;
  if (err === null || err === undefined) return { status: 'loading' };
  return isNotLoggedIn(err) ? { status: 'visitor' } : { status: 'failed' };
}

export function GoldsBadge({
  view,
  onLogIn,
  onRetry,
}: {
  view: GoldsView;
  onLogIn: () => void;
  onRetry: () => void;
}) {
  useSignals();
  return (
    <div className="blk-golds" data-testid="golds">
      <span className="blk-coin" aria-hidden="true" />
      {view.status === 'in' ? (
        <span>
          {t(GOLDS_TEXTS.mine)}: <b data-testid="golds-amount">{formatNumber(language.value, view.golds)}</b>
        </span>
      ) : view.status === 'loading' ? (
        <Skeleton height="0.4rem" width="1.4rem" />
      ) : (
        <button
          type="button"
          className="h5-chip blk-golds-action"
          data-testid="golds-action"
          onClick={view.status === 'visitor' ? onLogIn : onRetry}
        >
          {t(view.status === 'visitor' ? GOLDS_TEXTS.signIn : GOLDS_TEXTS.failed)}
        </button>
      )}
    </div>
  );
}
