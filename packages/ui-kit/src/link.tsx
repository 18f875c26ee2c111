// The one link between a campaign's screens: a real href (long-press, open in a new tab) that
// navigates in place on a plain tap, and carries the page's own query parameters along.

import type { MouseEvent, ReactNode } from 'react';
import { href, navigate } from './router.ts';
import { t } from './store.ts';

/**
 * Spec 1: the parameters the page address may carry, and the fake app switch. They describe the
 * visit (language, promotion, app), not the screen, so they follow the user from screen to screen.
 */
export const CARRIED_QUERY_KEYS = [
  'promotion_id',
  'lang',
  'app',
  'app_name',
  'share_type',
  'bind_token',
  'uid',
  'os',
  'devi',
  'ver',
  'country',
  'module',
  'work_id',
  'activity_id',
  'spec_country',
  'outer',
  'fake_app',
  'fake_app_ver',
  'fake_app_platform',
  'fake_app_uid',
  'fake_app_login',
  'fake_app_cancel_login',
] as const;

export type QueryExtra = Record<string, string | number | null | undefined>;

/** The path with the visit's carried parameters from `current` and the screen's own `extra`. */
export function withVisitQuery(
  path: string,
  extra: QueryExtra = {},
  current: string = location.search,
): string {
  const from = new URLSearchParams(current);
  const [bare, own = ''] = path.split('?');
  const q = new URLSearchParams(own);
  for (const k of CARRIED_QUERY_KEYS) {
    const v = from.get(k);
    if (v !== null && !q.has(k)) q.set(k, v);
  }
  for (const [k, v] of Object.entries(extra)) {
    if (v === null || v === undefined) q.delete(k);
    else q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `${bare}?${s}` : (bare ?? path);
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
