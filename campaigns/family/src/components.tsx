// The family pages' small shared pieces: a family's cover and row, its level and member count,
// numbers and dates in the page's language, the one way an action is sent (once, its refusal
// shown as the server's sentence), and the question asked before what cannot be undone.

import type { FamilySummary, FamilyTask } from '@h5/core-api/contracts/family';
import { formatDate, formatNumber } from '@h5/i18n';
import {
  DOUBLE_TAP_MS,
  failureText,
  Link,
  language,
  t,
  toast,
  toastError,
  useMoneyAction,
  useSignals,
  useSingleFlight,
} from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { type ReactNode, useRef } from 'react';

export function num(n: number): string {
  return formatNumber(language.value, n);
}

/** A date (seconds or ms since the epoch) in the page's language. */
export function dateOf(at: number, withTime = false): string {
  const ms = at < 1e12 ? at * 1000 : at;
  const opts: Intl.DateTimeFormatOptions = withTime
    ? { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }
    : { year: 'numeric', month: 'short', day: 'numeric' };
  return formatDate(language.value, ms, opts);
}

/** The family id a route's `:id` names, or null when it is not a whole number. */
export function familyIdOf(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

export function Cover({ src, size = 56 }: { src: string; size?: number }) {
  return (
    <span className="fm-cover" style={{ width: size, height: size }} aria-hidden="true">
      {src ? <Img src={src} alt="" width={size} height={size} /> : null}
    </span>
  );
}

export function LevelBadge({ level, gamingo }: { level: number; gamingo?: boolean }) {
  useSignals();
  return (
    <span className={gamingo ? 'fm-level fm-level-gamingo' : 'fm-level'} data-testid="level-badge">
      {t(gamingo ? 'G{n}' : 'Lv.{n}', { n: num(level) })}
    </span>
  );
}

export function MemberCount({ n, max }: { n: number; max: number }) {
  useSignals();
  return (
    <span className="fm-count" data-testid="member-count">
      {t('{n}/{max} members', { n: num(n), max: num(max) })}
    </span>
  );
}

export function FamilyTitle({ title, className }: { title: string; className?: string }) {
  return (
    <bdi
      className={className ? `fm-title ${className}` : 'fm-title'}
      translate="no"
      data-testid="family-title"
    >
      {title}
    </bdi>
  );
}

/** A family in a list: its cover, name, leader, level and members; the whole row opens it. */
export function FamilyRow({ f, end }: { f: FamilySummary; end?: ReactNode }) {
  return (
    <div className="fm-row" data-testid="family-row">
      <Link to={`/v/family/detail/${f.family_id}`} className="fm-row-main">
        <Cover src={f.family_cover} size={52} />
        <span className="fm-row-text">
          <span className="fm-row-head">
            <FamilyTitle title={f.family_title} />
            <LevelBadge level={f.level} />
          </span>
          <span className="fm-row-sub h5-muted">
            <bdi translate="no" data-name="">
              {f.leader_name}
            </bdi>
            <span aria-hidden="true"> · </span>
            <MemberCount n={f.member_num} max={f.max_member_num} />
          </span>
        </span>
      </Link>
      {end}
    </div>
  );
}

/**
 * An action sent once: taps while it is out do nothing, nor do taps just after it succeeded (the
 * rest of a double tap, while the screen catches up with the answer); a refusal or failure shows
 * as a toast in the server's (or our) sentence and nothing else changes; `done` runs on success,
 * and the action stays out until what it returns (a navigation, a reload) has settled, so the
 * page never offers the action again before it shows the outcome.
 */
export function useFamilyAction<A extends unknown[], R>(
  send: (...args: A) => Promise<R>,
  done: (result: R, ...args: A) => unknown,
): [run: (...args: A) => Promise<void>, pending: boolean] {
  const quietUntil = useRef(0);
  const [run, pending] = useSingleFlight(async (...args: A) => {
    if (Date.now() < quietUntil.current) return;
    try {
      const r = await send(...args);
      quietUntil.current = Date.now() + DOUBLE_TAP_MS;
      await done(r, ...args);
    } catch (e) {
      toastError(e);
    }
  });
  return [async (...args: A) => void (await run(...args)), pending];
}

/**
 * An action that cannot be undone (leaving, dissolving), under the money-intent policy: one key per
 * `intent`, kept while the outcome is unknown, so a double tap or a retry after a lost answer acts
 * once and gets what the server did; `done` follows the answer, a refusal is toasted.
 */
export function useIrreversibleAction<R>(
  intent: string,
  send: (idempotencyKey: string) => Promise<R>,
  done: (result: R) => unknown,
): [run: () => Promise<void>, pending: boolean] {
  const [runIntent, pending] = useMoneyAction(intent, send);
  const [run, following] = useSingleFlight(async () => {
    const outcome = await runIntent();
    if (!outcome) return;
    if (outcome.kind === 'done') await done(outcome.result);
    else toast(failureText(outcome.message));
  });
  return [async () => void (await run()), pending || following];
}

/** A toast in the page's language. */
export function say(key: string, vars?: Record<string, string | number>) {
  toast(t(key, vars));
}

/** Tasks as bars: the title, done of target, and the progress. */
export function TaskBars({ tasks }: { tasks: FamilyTask[] }) {
  return (
    <ul className="fm-tasks">
      {tasks.map((task) => (
        <li key={task.id} className="fm-task">
          <span className="fm-task-head">
            <bdi>{task.title}</bdi>
            <span className="h5-muted">
              {num(task.done)}/{num(task.target)}
            </span>
          </span>
          <progress className="fm-progress" max={task.target} value={task.done} aria-label={task.title} />
        </li>
      ))}
    </ul>
  );
}

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
