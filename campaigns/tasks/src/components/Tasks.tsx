// The server's tasks as the task-list block shows them: "Go" opens the app screen that does the
// task, a claim runs as a money action under the promotion's scope, and the board reloads after.

import { type Task, TaskList } from '@h5/blocks/task-list';
import { appScreenLink } from '@h5/core-api';
import { claimTask, type TaskItem } from '@h5/core-api/contracts/tasks';
import { api, openAppScreen } from '@h5/ui-kit';

const NO_TASKS = 'No tasks here right now.';

function toTask(item: TaskItem): Task {
  const screen = item.screen;
  return {
    id: item.id,
    title: item.title,
    reward: item.reward,
    done: item.done,
    target: item.target,
    claimed: item.claimed,
    go: screen ? () => openAppScreen(appScreenLink(screen)) : undefined,
  };
}

export function Tasks({
  promotionId,
  items,
  onClaimed,
  testId,
}: {
  promotionId: string;
  items: TaskItem[];
  onClaimed: () => void;
  testId?: string;
}) {
  return (
    <TaskList
      tasks={items.map(toTask)}
      scope={promotionId}
      claim={(task, idempotencyKey) =>
        api().call(claimTask, { promotion_id: promotionId, task_id: String(task.id) }, { idempotencyKey })
      }
      onClaimed={onClaimed}
      empty={NO_TASKS}
      testId={testId}
    />
  );
}
