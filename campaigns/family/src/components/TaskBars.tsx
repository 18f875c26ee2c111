// A family's tasks as bars.

import type { FamilyTask } from '@h5/core-api/contracts/family';
import { num } from '../format.ts';

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
