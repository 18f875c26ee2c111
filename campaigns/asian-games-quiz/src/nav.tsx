// The campaign's screens by name, for links and navigation: the visit's query (language,
// promotion, app flags) follows the user, the screen's own keys (game, id, tab) do not.

import { Link, navigate, type QueryExtra, withVisitQuery } from '@h5/ui-kit';
import type { ReactNode } from 'react';
import { BASE } from './routes.ts';

export type ScreenPath =
  | 'index'
  | 'more-gameplay'
  | 'mybets'
  | 'mywallet'
  | 'deposit'
  | 'withdraw'
  | 'withdraw-result'
  | 'ranking';

export function pathTo(screen: ScreenPath, extra?: QueryExtra): string {
  return withVisitQuery(`${BASE}/${screen}`, extra);
}

export function go(screen: ScreenPath, extra?: QueryExtra, replace = false) {
  return navigate(pathTo(screen, extra), { replace });
}

/** The one Link, to a screen of this campaign by name. */
export function ScreenLink({
  to,
  extra,
  className,
  children,
  testId,
}: {
  to: ScreenPath;
  extra?: QueryExtra;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Link to={pathTo(to, extra)} className={className} testId={testId}>
      {children}
    </Link>
  );
}
