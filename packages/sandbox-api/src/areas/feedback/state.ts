// What the feedback area keeps between requests, seeded fresh on every reset.

import type { DeviceDetails, TicketState } from '@h5/core-api/contracts/feedback';
import type { Localized } from '../../kit/localized.ts';
import type { Upload } from './uploads.ts';

interface StoredReply {
  id: string;
  text: Localized | string;
  /** Server time (ms) the reply is sent at; a reply not yet due is not shown. */
  at: number;
}

export interface StoredTicket {
  id: string;
  uid: number;
  category_id: string;
  question_id: string | null;
  content: string;
  images: string[];
  fields: Array<{ label: Localized | string; value: string }>;
  device: DeviceDetails;
  created_at: number;
  replies: StoredReply[];
  /** Replies the user has opened. */
  seen: number;
  closed: boolean;
}

interface StoredReport {
  id: string;
  uid: number | null;
  kind: 'report' | 'song';
  body: Record<string, string>;
  at: number;
}

export interface FeedbackState {
  tickets: StoredTicket[];
  nextTicket: number;
  /** `uid:client_key` -> ticket or report id: a form sent twice makes one. */
  sent: Map<string, string>;
  uploads: Map<string, Upload>;
  nextUpload: number;
  /** Question id -> voter -> vote. */
  votes: Map<string, Map<string, 'yes' | 'no'>>;
  reports: StoredReport[];
}

export function ticketState(t: StoredTicket, now: number): TicketState {
  if (t.closed) return 'closed';
  return t.replies.some((r) => r.at <= now) ? 'replied' : 'pending';
}
