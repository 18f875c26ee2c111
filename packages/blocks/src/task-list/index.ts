export {
  CHECK_IN_TEXTS,
  type CheckInDay,
  type CheckInDayState,
  CheckInStrip,
  type CheckInStripProps,
  checkInDayState,
} from './CheckInStrip.tsx';
export {
  TASK_TEXTS,
  type Task,
  type TaskGo,
  TaskList,
  type TaskListProps,
  type TaskReward,
  type TaskState,
  taskState,
} from './TaskList.tsx';
