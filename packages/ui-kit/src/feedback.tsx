// Loading, empty and error states, shared so every screen says them the same way.

import { forgetPreloads } from '@h5/core-api';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { errorText } from './failureText.ts';
import { useGroupedRetry } from './retryGroup.tsx';
import { loading, t } from './store.ts';

export function LoadingOverlay({ show }: { show?: boolean }) {
  useSignals();
  if (!(show ?? loading.value)) return null;
  return (
    <div className="h5-loading" role="progressbar" aria-label={t('Loading')}>
      <span className="h5-spinner" />
    </div>
  );
}

export function Spinner({ label }: { label?: string }) {
  return (
    <div className="h5-inline-loading" role="progressbar" aria-label={label ?? t('Loading')}>
      <span className="h5-spinner" />
    </div>
  );
}

/** A grey block the size of what is coming, so nothing shifts when it arrives. */
export function Skeleton({
  height,
  width = '100%',
  radius = 8,
}: {
  height: string | number;
  width?: string | number;
  radius?: number;
}) {
  return <div className="h5-skeleton" style={{ height, width, borderRadius: radius }} aria-hidden="true" />;
}

/**
 * A placeholder inside a line of fixed height, in loading states and pre-rendered shells
 * (`<span class="h5-line-skeleton">`): the line keeps its size whether it holds this or its text.
 */
export function LineSkeleton({ className }: { className?: string }) {
  return (
    <span className={className ? `h5-line-skeleton ${className}` : 'h5-line-skeleton'} aria-hidden="true" />
  );
}

/**
 * One plain sentence for the failure and one retry; `compact` keeps a secondary block small.
 * Where other blocks of the same page failed too, only the first speaks, and its retry reloads
 * them all (retryGroup.tsx); the others keep their place with one short line of their own
 * (QUIET_FAILURE), never an empty box: a quiet block may be alone in its card.
 */
/** What a failed block says where another block of its group speaks for the failure and retries. */
export const QUIET_FAILURE = "Couldn't load this part.";

export function ErrorState({
  error,
  onRetry,
  compact,
}: {
  error: unknown;
  onRetry?: (() => void) | undefined;
  compact?: boolean | undefined;
}) {
  const { speaks, retry } = useGroupedRetry(onRetry);
  const className = compact ? 'h5-state h5-state-compact' : 'h5-state';
  if (!speaks)
    return (
      <div className={`${className} h5-state-quiet`} data-testid="failed-quietly">
        <p>{t(QUIET_FAILURE)}</p>
      </div>
    );
  return (
    <div className={className} role="alert">
      {/* The server's own text may be in another script than the page: isolated, so its full stop stays at its end. */}
      <p dir="auto">{errorText(error)}</p>
      {retry ? (
        <button
          className="h5-button h5-button-secondary"
          onClick={() => {
            // What the page's HTML read before the failure is stale: the retry asks again.
            forgetPreloads();
            retry();
          }}
        >
          {t('Try again')}
        </button>
      ) : null}
    </div>
  );
}

export function EmptyState({ children }: { children?: ReactNode }) {
  return (
    <div className="h5-state">
      <p>{children ?? t('Nothing here yet')}</p>
    </div>
  );
}
