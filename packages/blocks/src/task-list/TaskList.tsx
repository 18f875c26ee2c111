// Tasks with what each pays: the title, the reward, progress towards the target, and one button
// that reads "Go" until the task is done, "Claim" once it is, and "Claimed" after. A claim moves
// value to the user, so it runs as a money action: a double tap claims once, and a claim whose
// answer was lost is retried under the same key.

import { formatNumber } from '@h5/i18n';
import {
  failureText,
  Link,
  language,
  type QueryExtra,
  t,
  toast,
  useMoneyAction,
  useSignals,
} from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { useState } from 'react';
import './styles.css';

export const TASK_TEXTS = {
  go: 'Go',
  claim: 'Claim',
  claimed: 'Claimed',
  inProgress: 'In progress',
  claimedToast: 'Reward claimed',
  progress: '{done} of {target, plural, one {# time} other {# times}}',
} as const;

export interface TaskReward {
  icon: string;
  amount: number;
  /** What it is, from the server (golds, a frame); read by screen readers beside the icon. */
  name?: string;
}

/** Where "Go" takes the user: a screen of the campaign, or the campaign's own handler (an app screen). */
export type TaskGo = { to: string; query?: QueryExtra } | (() => void);

export interface Task {
  id: string | number;
  /** Server text, shown isolated. */
  title: string;
  reward: TaskReward;
  done: number;
  target: number;
  claimed: boolean;
  go?: TaskGo;
}

export type TaskState = 'go' | 'claim' | 'claimed';

/** What the task's button offers. */
export function taskState(task: Pick<Task, 'done' | 'target' | 'claimed'>): TaskState {
  if (task.claimed) return 'claimed';
  return task.done >= task.target ? 'claim' : 'go';
}

export interface TaskListProps {
  tasks: Task[];
  /** Claims the task's reward under the money intent's idempotency key. */
  claim: (task: Task, idempotencyKey: string) => Promise<unknown>;
  /** After the server granted a claim (refresh the balance, the list). */
  onClaimed?: (task: Task) => void;
  /** Names the claims' intents, e.g. the promotion: `task-claim:<scope>:<task id>`. */
  scope?: string | number;
  /** An English key for an empty list. */
  empty?: string;
  testId?: string;
}

export function TaskList({ tasks, claim, onClaimed, scope = '', empty, testId }: TaskListProps) {
  if (tasks.length === 0) return empty ? <p className="h5-state">{t(empty)}</p> : null;
  return (
    <ul className="blk-tasks" data-testid={testId}>
      {tasks.map((task) => (
        <TaskRow key={task.id} task={task} claim={claim} onClaimed={onClaimed} scope={scope} />
      ))}
    </ul>
  );
}

function TaskRow({
  task,
  claim,
  onClaimed,
  scope,
}: {
  task: Task;
  claim: TaskListProps['claim'];
  onClaimed?: (task: Task) => void;
  scope: string | number;
}) {
  useSignals();
  const lang = language.value;
  // Claimed here before the list is reloaded: the button must not offer the claim again meanwhile.
  const [claimedNow, setClaimedNow] = useState(false);
  const [run, pending] = useMoneyAction(`task-claim:${scope}:${task.id}`, (key) => claim(task, key));
  const state = claimedNow ? 'claimed' : taskState(task);
  const target = Math.max(1, task.target);
  const done = Math.min(task.done, target);
  const onClaim = async () => {
    const outcome = await run();
    if (!outcome) return;
    if (outcome.kind === 'done') {
      setClaimedNow(true);
      toast(t(TASK_TEXTS.claimedToast));
      onClaimed?.(task);
    } else toast(failureText(outcome.message));
  };
  return (
    <li className="blk-task" data-testid="task" data-state={state}>
      <div className="blk-task-main">
        <bdi className="blk-task-title">{task.title}</bdi>
        <span className="blk-task-reward">
          <Img src={task.reward.icon} alt={task.reward.name ?? ''} width={24} height={24} />
          <span dir="ltr">+{formatNumber(lang, task.reward.amount)}</span>
        </span>
        <span className="blk-task-progress">
          <progress className="blk-progress" max={target} value={done} />
          <span className="blk-task-count">
            {t(TASK_TEXTS.progress, { done: formatNumber(lang, done), target })}
          </span>
        </span>
      </div>
      {state === 'claim' ? (
        <button
          type="button"
          className="h5-button blk-task-button"
          disabled={pending}
          aria-busy={pending}
          onClick={onClaim}
          data-testid="task-claim"
        >
          {t(TASK_TEXTS.claim)}
        </button>
      ) : state === 'claimed' ? (
        <span className="blk-task-button blk-task-claimed" data-testid="task-claimed">
          {t(TASK_TEXTS.claimed)}
        </span>
      ) : (
        <GoButton go={task.go} />
      )}
    </li>
  );
}

function GoButton({ go }: { go?: TaskGo }) {
  const label = t(TASK_TEXTS.go);
  if (typeof go === 'function')
    return (
      <button
        type="button"
        className="h5-button h5-button-secondary blk-task-button"
        onClick={go}
        data-testid="task-go"
      >
        {label}
      </button>
    );
  if (go)
    return (
      <Link
        to={go.to}
        query={go.query}
        className="h5-button h5-button-secondary blk-task-button"
        testId="task-go"
      >
        {label}
      </Link>
    );
  // Nothing to go to (a task done elsewhere in the app): the state, not a dead button.
  return <span className="blk-task-button blk-task-todo">{t(TASK_TEXTS.inProgress)}</span>;
}
