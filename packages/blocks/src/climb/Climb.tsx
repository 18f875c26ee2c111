// How to climb a campaign's ranking: what it ranks by, the steps to take part (what a visitor
// reads first) and the actions that move the user up, each a screen of the app: in the app the
// bridge opens it, in a browser the app itself (or its store) through the same deep link.

import { appInfo, openAppScreen, t, useSignals } from '@h5/ui-kit';
import type { ReactNode } from 'react';
import './styles.css';

export const CLIMB_TEXTS = {
  title: 'How to climb',
  rankedBy: 'Ranked by',
  inBrowser: 'Opens the app; without it, its store.',
} as const;

export interface ClimbAction {
  /** What the button says: already in the page's language (a key through t, or server text). */
  label: ReactNode;
  /** The app screen the action opens (appScreenLink). */
  link: string;
  /** The campaign's main action, drawn solid; the others outlined. */
  primary?: boolean;
  /** Tells one action from another in tests (default climb-action). */
  testId?: string;
}

export function Climb({
  rankedBy,
  steps,
  actions,
  choicesLabel,
  className,
}: {
  /** What the ranking counts, in the page's language ("Diamonds spent in the room"); null while it comes. */
  rankedBy: ReactNode | null;
  /** English keys, in order: how to take part. */
  steps: readonly string[];
  /** Null while they come (a server's choices): a placeholder of a button's height holds their place. */
  actions: readonly ClimbAction[] | null;
  /** Said above the actions when they are choices (the teams to cheer), in the page's language. */
  choicesLabel?: ReactNode;
  className?: string;
}) {
  useSignals();
  return (
    <section
      className={className ? `h5-card blk-climb ${className}` : 'h5-card blk-climb'}
      data-testid="climb"
    >
      <h2>{t(CLIMB_TEXTS.title)}</h2>
      <p className="blk-climb-by" data-testid="ranked-by">
        {t(CLIMB_TEXTS.rankedBy)}:{' '}
        {rankedBy === null ? (
          <span className="h5-line-skeleton blk-climb-wait" />
        ) : (
          <strong>{rankedBy}</strong>
        )}
      </p>
      <ol className="blk-climb-steps" data-testid="climb-steps">
        {steps.map((s) => (
          <li key={s}>{t(s)}</li>
        ))}
      </ol>
      {choicesLabel ? <p className="blk-climb-choices">{choicesLabel}</p> : null}
      <div className="blk-climb-actions">
        {actions === null ? <span className="h5-skeleton blk-climb-action-wait" /> : null}
        {(actions ?? []).map((a) => (
          <button
            key={a.link}
            type="button"
            className={a.primary ? 'h5-button' : 'h5-button h5-button-secondary'}
            onClick={() => openAppScreen(a.link)}
            data-testid={a.testId ?? 'climb-action'}
            data-link={a.link}
          >
            {a.label}
          </button>
        ))}
      </div>
      {appInfo().inApp ? null : <p className="blk-climb-note h5-muted">{t(CLIMB_TEXTS.inBrowser)}</p>}
    </section>
  );
}
