// Links between the campaign's screens that keep the language and app flags in the address.

import { href, navigate } from '@h5/ui-kit';
import type { MouseEvent, ReactNode } from 'react';
import { withQuery } from './query.ts';
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

export function pathTo(screen: ScreenPath, extra?: Record<string, string | number>): string {
  return withQuery(`${BASE}/${screen}`, location.search, extra);
}

export function go(screen: ScreenPath, extra?: Record<string, string | number>, replace = false) {
  return navigate(pathTo(screen, extra), { replace });
}

export function Link({
  to,
  extra,
  className,
  children,
  testId,
}: {
  to: ScreenPath;
  extra?: Record<string, string | number>;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  const target = pathTo(to, extra);
  const onClick = (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    void navigate(target);
  };
  return (
    <a href={href(target)} className={className} onClick={onClick} data-testid={testId}>
      {children}
    </a>
  );
}
