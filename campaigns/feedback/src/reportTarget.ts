// What a report link points at: `/v/report?type=user|recording|room&id=…`. A link without a
// known type or a sane id is broken, and the page says so instead of sending a report about nothing.

import type { ReportTarget } from '@h5/core-api/contracts/feedback';

const REPORT_TARGETS: readonly ReportTarget[] = ['user', 'recording', 'room'];
export const BROKEN_REPORT_LINK =
  'This report link is incomplete. Open Report again from the profile, recording or room.';

/** What the report is about, as the form's heading says it. */
export const TARGET_LABELS: Record<ReportTarget, string> = {
  user: 'Report this user',
  recording: 'Report this recording',
  room: 'Report this room',
};

const ID = /^[\w-]{1,40}$/;

export function reportTarget(query: URLSearchParams): { type: ReportTarget; id: string } | null {
  const type = query.get('type') as ReportTarget | null;
  const id = (query.get('id') ?? '').trim();
  return type && REPORT_TARGETS.includes(type) && ID.test(id) ? { type, id } : null;
}
