// The one link between a campaign's screens: a real href (long-press, open in a new tab) that
// navigates in place on a plain tap, and carries the page's own query parameters along.

import type { MouseEvent, ReactNode } from 'react';
import { href, navigateTo } from './router.ts';
import { t } from './store.ts';
import { type QueryExtra, withVisitQuery } from './visitQuery.ts';

export { CARRIED_QUERY_KEYS, type QueryExtra, withVisitQuery } from './visitQuery.ts';

/**
 * Navigate to a path without the base (`/v/withdraw/record?x=1`) or relative to the current
 * route, with the visit's parameters carried along as a link carries them (the path's own win).
 * Here rather than in the router: the list of carried parameters stays out of the platform file
 * every campaign loads first.
 */
export function navigate(to: string, opts: { replace?: boolean } = {}) {
  return navigateTo(withVisitQuery(to), opts);
}

/** A modified click (new tab, new window, download) or another button is the browser's to handle. */
export function isPlainClick(e: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

export function Link({
  to,
  query,
  replace,
  className,
  children,
  testId,
}: {
  /** A path without the router base: `/v/withdraw/record`. */
  to: string;
  /** The target screen's own parameters; the visit's parameters are carried along anyway. */
  query?: QueryExtra;
  replace?: boolean;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  const target = withVisitQuery(to, query);
  return (
    <a
      href={href(target)}
      className={className ? `h5-link ${className}` : 'h5-link'}
      data-testid={testId}
      onClick={(e) => {
        if (!isPlainClick(e)) return;
        e.preventDefault();
        void navigate(target, { replace: replace ?? false });
      }}
    >
      {children}
    </a>
  );
}

export interface LinkButton {
  to: string;
  query?: QueryExtra;
  /** An English key. */
  label: string;
  /** Drawn as the quieter button: a way back rather than the next step. */
  secondary?: boolean;
  testId?: string;
}

/**
 * The ways on from a result or a summary, as buttons: the next step first, then the ways back.
 * `stacked` gives each the full width (a screen's foot); otherwise they share one row.
 */
export function LinkButtons({
  links,
  stacked = false,
  className,
}: {
  links: LinkButton[];
  stacked?: boolean;
  className?: string;
}) {
  const layout = stacked ? 'h5-link-buttons h5-link-buttons-stacked' : 'h5-link-buttons';
  return (
    <div className={className ? `${layout} ${className}` : layout}>
      {links.map((l) => (
        <Link
          key={l.to}
          to={l.to}
          query={l.query}
          className={l.secondary ? 'h5-button h5-button-secondary' : 'h5-button'}
          testId={l.testId}
        >
          {t(l.label)}
        </Link>
      ))}
    </div>
  );
}
