// The task center's words and its one reward format, shared by its screen and its parts.

import type { MissionReward, RecordType } from '@h5/core-api/contracts/invite';
import { formatNumber } from '@h5/i18n';
import { GOLDS, t } from '@h5/ui-kit';
import { money } from './components/Money.tsx';

export const MISSION_TEXTS = {
  checkIn: 'Daily check-in',
  streak: '{n, plural, one {# day in a row} other {# days in a row}}',
  tasks: 'Tasks',
  boxes: 'Friend boxes',
  boxNeed: '{n, plural, one {# friend} other {# friends}}',
  open: 'Open',
  opened: 'Opened',
  newcomers: 'New friends',
  newcomersEmpty: 'Friends who join this week appear here with a reward for you.',
  receive: 'Receive',
  received: 'Received',
  gotReward: 'You got {reward}',
  records: 'Records',
  recordsEmpty: 'No rewards of this kind yet.',
  earned: 'Earned',
  today: 'Today',
  gotIt: 'Got it',
  guide: 'How it works',
} as const;

export const RECORD_LABELS: Record<RecordType, string> = {
  checkin: 'Check-in',
  task: 'Tasks',
  box: 'Boxes',
  pullnew: 'New friends',
};

export function rewardText(r: MissionReward, currency: string, lang: string): string {
  return r.kind === 'cash' ? money(r.amount, currency, lang) : t(GOLDS, { n: formatNumber(lang, r.amount) });
}
