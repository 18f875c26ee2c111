// The campaigns a perception check does not yet hold for, each named with what fails: a check
// lands in the gate once the pages pass it, and this list only shrinks. Found by walking every
// route in English and Arabic (7 December 2026).

import type { PerceptionCheck } from './perception.ts';

/** A perception check, or one axe-core rule as `axe:<rule id>`. */
export type Excludable = PerceptionCheck | `axe:${string}`;

export const PERCEPTION_EXCLUDED: Record<string, Partial<Record<Excludable, string>>> = {
  live: {
    'clipped-text': 'the room-of-the-week prize line, cut with an ellipsis',
    'axe:target-size': "live-record: a row's Watch button partly under the fixed own-row bar",
  },
  'bk-game': { 'clipped-text': 'the season and round line, cut with an ellipsis' },
  invite: { 'clipped-text': 'task titles cut with an ellipsis (.blk-task-title)' },
  share: { 'axe:color-contrast': '.sh-badge: white on its light badge' },
  lotteries: { 'clipped-text': 'prize names cut with an ellipsis (.lot-prize-name)' },
  tasks: { 'clipped-text': 'task titles cut with an ellipsis (.blk-task-title)' },
  'powerful-family': { 'axe:color-contrast': '.pf-muted and .pf-rank faded greys and purples' },
  family: { 'axe:color-contrast': 'faded member rows and level tags (bdi in .h5-muted, .fm-tag)' },
};
