// The reads a help page makes as it shows: its route starts them in the HTML (ui-kit reads.ts,
// defineRead), its screen makes them.

import {
  getFaq,
  getGrades,
  getHelpTree,
  getMyFeedback,
  getMyTicket,
  getNotice,
  getNotices,
  getQuestion,
  getReportReasons,
} from '@h5/core-api/contracts/feedback';
import { defineRead } from '@h5/ui-kit/reads';

/** The help center's categories and questions, which several pages look their part up in. */
export const HELP_TREE_READ = defineRead(getHelpTree);
export const NOTICES_READ = defineRead(getNotices, { page: 1 });
export const QUESTION_READ = defineRead(getQuestion, { id: '$param.id' });
export const NOTICE_READ = defineRead(getNotice, { id: '$param.id' });
export const MINE_READ = defineRead(getMyFeedback, { page: 1 });
export const TICKET_READ = defineRead(getMyTicket, { id: '$param.id' });
/** The reasons for a known target type (the screen also wants a sane `id`: reportTarget). */
export const REPORT_REASONS_READ = defineRead(
  getReportReasons,
  { target_type: '$query.type' },
  { when: { value: '$query.type', pattern: /^(?:user|recording|room)$/ } },
);
export const FAQ_READ = defineRead(getFaq, { topic: 'smd' });
export const GRADES_READ = defineRead(getGrades);
