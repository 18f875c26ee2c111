// The head of an event page: its hero (name or tagline), the links between its screens, the stage's countdown.

import { saysMore } from '@h5/blocks/promotion/says-more';
import type { EventStage } from '@h5/core-api/contracts/rankings';
import { Countdown, Link, route, t, useSignals } from '@h5/ui-kit';
import type { ReactNode } from 'react';
import type { Theme } from '../events.ts';

/** The page's path without the router base, for the event it belongs to. */
export function currentPath(): string {
  return route.value?.path ?? '';
}

/**
 * An event's hero: its name where it says more than the page's title (the header or the app's
 * title bar shows that already), else its tagline as the hero's line; its nav and art.
 */
export function EventHead({
  title,
  tagline,
  theme,
  children,
}: {
  title: string;
  tagline?: string | undefined;
  theme: Theme;
  children?: ReactNode;
}) {
  useSignals();
  const name = saysMore(t(title), t(route.value?.meta.title ?? '')) ? t(title) : null;
  return (
    <header className={`rk-head rk-theme-${theme}`} data-testid="event-head">
      {name ? <p className="rk-title">{name}</p> : null}
      {tagline ? <p className={name ? 'rk-tagline' : 'rk-lead'}>{t(tagline)}</p> : null}
      {children}
    </header>
  );
}

/** The links between an event's screens, the current one marked. */
export function EventNav({ links }: { links: ReadonlyArray<{ to: string; label: string }> }) {
  useSignals();
  const here = currentPath();
  return (
    <nav className="rk-nav" aria-label={t('Sections')}>
      {links.map((l) => (
        <Link
          key={l.to}
          to={l.to}
          className={here === l.to ? 'h5-chip rk-nav-on' : 'h5-chip'}
          testId={`nav-${l.to.split('/').pop()}`}
        >
          {t(l.label)}
        </Link>
      ))}
    </nav>
  );
}

/** The stage's name and the time left until it closes; `onEnd` re-reads the board then. */
export function StageLine({ stage, onEnd }: { stage: EventStage; onEnd: () => void }) {
  return (
    <p className="rk-stage" data-testid="stage">
      <bdi className="rk-stage-label">{stage.label}</bdi>
      <span className="rk-left">
        {t('Ends in')} <Countdown targetMs={stage.end} onEnd={onEnd} />
      </span>
    </p>
  );
}
