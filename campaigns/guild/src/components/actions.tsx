// The guild's actions (join, create, answer…) are not money, but each is sent once per intent: a
// tap while one is out does nothing, the button says it is sending, and a refusal is shown as the
// server words it (a failure of ours as one plain sentence). Leaving and removing cannot be undone,
// so they are money calls: one key per intent, kept while the outcome is unknown.

import {
  errorText,
  failureText,
  navigate,
  useMoneyAction,
  useSingleFlight,
  withVisitQuery,
} from '@h5/ui-kit';
import { useState } from 'react';

/** What to show for a failed action: the server's own refusal, else our sentence in the page's language. */
function problemText(e: unknown): string {
  return errorText(e);
}

/**
 * One action: `run` sends it unless it is already out; the outcome's problem (null when done) is
 * kept for the screen to show.
 */
export function useGuildAction<A extends unknown[], R>(send: (...args: A) => Promise<R>) {
  const [problem, setProblem] = useState<string | null>(null);
  const [run, pending] = useSingleFlight(async (...args: A): Promise<R | null> => {
    setProblem(null);
    try {
      return await send(...args);
    } catch (e) {
      setProblem(problemText(e));
      return null;
    }
  });
  return { run, pending, problem, setProblem };
}

/**
 * An action that cannot be undone (quit, remove a member), under the money-intent policy: `intent`
 * names what the user means, so a double tap or a retry after a lost answer sends the same key and
 * the server answers with what it did. `run` gives the answer, or null when it was refused, left
 * unknown (the problem says which) or ignored.
 */
export function useIrreversibleAction<A extends unknown[], R>(
  intent: (...args: A) => string,
  send: (idempotencyKey: string, ...args: A) => Promise<R>,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const [runIntent, pending] = useMoneyAction(intent, send);
  const run = async (...args: A): Promise<R | null> => {
    setProblem(null);
    const outcome = await runIntent(...args);
    if (!outcome) return null;
    if (outcome.kind === 'done') return outcome.result;
    setProblem(failureText(outcome.message));
    return null;
  };
  return { run, pending, problem, setProblem };
}

export function Problem({ text, testId = 'problem' }: { text: string | null; testId?: string }) {
  return text ? (
    <p className="gd-problem" role="alert" data-testid={testId}>
      <bdi>{text}</bdi>
    </p>
  ) : null;
}

/** Goes to a guild screen with the visit's query and the screen's own. */
export function go(
  path: string,
  extra: Record<string, string | number | null | undefined> = {},
  replace = false,
) {
  return navigate(withVisitQuery(path, extra), { replace });
}
