// Feedback and help: the help center (categories, question lists, answers, system notices),
// contact-us submissions with screenshots and the team's replies, song-search feedback, reports,
// the FAQ and the grade system introduction (campaigns/feedback).
//
// The spec names the routes of this area (section 2) and none of its calls: every call here is
// not from the spec, the smallest a server of this app would offer, listed in docs/api-gaps.md.

import { defineCall } from '../call.ts';
import type { Paged } from '../paged.ts';

// ---- limits both sides keep: the page checks before it sends, the server again ----

/** Screenshots a submission carries at most. */
export const MAX_IMAGES = 3;
/** A screenshot's size at most, in bytes (5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The image types taken: what phones save screenshots as. */
export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
/** A feedback text's length, in characters. */
export const CONTENT_MIN = 10;
export const CONTENT_MAX = 500;
/** A report's or a song note's optional text, in characters. */
export const NOTE_MAX = 200;

// ---- help center ----

/** A question as lists show it. `type` 10 is a guided form (typeTenQuestion); others are answers. */
export interface QuestionLink {
  id: string;
  title: string;
  type: number;
}

/** The third level: a group of questions under a category. */
export interface HelpGroup {
  id: string;
  title: string;
  questions: QuestionLink[];
}

/** The first level: a category, its icon and its groups. */
export interface HelpCategory {
  id: string;
  title: string;
  icon: string;
  groups: HelpGroup[];
}

export interface HelpTree {
  categories: HelpCategory[];
  /** The questions most asked, for the help center's home. */
  hot: QuestionLink[];
}

/** A field of a guided (type 10) question's form. */
export interface GuidedField {
  key: string;
  label: string;
  kind: 'text' | 'number' | 'date';
  required: boolean;
}

export interface QuestionAnswer {
  id: string;
  title: string;
  type: number;
  category_id: string;
  /** The answer, one paragraph a line. */
  paragraphs: string[];
  /** Type 10 only: what the guided form asks. */
  fields: GuidedField[];
  /** The caller's own vote, or null. */
  my_vote: 'yes' | 'no' | null;
}

/** Not from the spec: the whole help tree (no answers) in the request's language. */
export const getHelpTree = defineCall<Record<string, never>, HelpTree>({
  name: 'feedback.helpTree',
  method: 'GET',
  host: 'api',
  path: '/web/feedback/help',
});

/** Not from the spec: one question's answer (and a guided question's form). */
export const getQuestion = defineCall<{ id: string }, QuestionAnswer>({
  name: 'feedback.question',
  method: 'GET',
  host: 'api',
  path: '/web/feedback/questions/{id}',
});

/** Not from the spec: "did this help?"; a visitor's vote counts too (by device). */
export const voteQuestion = defineCall<
  { id: string; vote: 'yes' | 'no'; device_id: string },
  { my_vote: 'yes' | 'no' }
>({
  name: 'feedback.vote',
  method: 'POST',
  host: 'api',
  path: '/web/feedback/questions/{id}/vote',
});

/** A notice the team posts to every user (maintenance, new rules). */
export interface SystemNotice {
  id: string;
  title: string;
  /** Seconds since the epoch. */
  created_at: number;
  summary: string;
}

export interface SystemNoticeDetail extends SystemNotice {
  paragraphs: string[];
}

/** Not from the spec: the system notices, newest first. */
export const getNotices = defineCall<{ page: number }, Paged<SystemNotice>>({
  name: 'feedback.notices',
  method: 'GET',
  host: 'api',
  path: '/web/feedback/notices',
});

/** Not from the spec: one system notice. */
export const getNotice = defineCall<{ id: string }, SystemNoticeDetail>({
  name: 'feedback.notice',
  method: 'GET',
  host: 'api',
  path: '/web/feedback/notices/{id}',
});

// ---- screenshots ----

export interface UploadStart {
  upload_id: string;
  /** Bytes per chunk the server takes. */
  chunk_size: number;
}

export interface UploadProgress {
  /** Bytes received so far. */
  received: number;
  done: boolean;
  /** Once done: where the image is served. */
  url: string | null;
}

/**
 * Not from the spec: starts a screenshot upload. The server checks type and size again; the page
 * sends the image in chunks so a slow network shows progress and a failed chunk is sent again alone.
 */
export const startUpload = defineCall<{ mime: string; size: number }, UploadStart>({
  name: 'feedback.uploadStart',
  method: 'POST',
  host: 'api',
  path: '/web/feedback/upload',
});

/** Not from the spec: one chunk (base64) of an upload, at its index. */
export const uploadChunk = defineCall<{ upload_id: string; index: number; data: string }, UploadProgress>({
  name: 'feedback.uploadChunk',
  method: 'POST',
  host: 'api',
  path: '/web/feedback/upload/{upload_id}',
});

// ---- contact us ----

/** The app and device details attached to a submission. */
export interface DeviceDetails {
  app_version: string;
  platform: string;
  device_id: string;
  user_agent: string;
  lang: string;
  country: string;
  screen: string;
}

export type TicketState = 'pending' | 'replied' | 'closed';

export interface TicketSummary {
  id: string;
  category: string;
  /** The start of the text. */
  excerpt: string;
  state: TicketState;
  created_at: number;
  /** Replies the user has not opened. */
  unread: number;
}

export interface TicketReply {
  id: string;
  text: string;
  created_at: number;
}

export interface Ticket extends Omit<TicketSummary, 'excerpt' | 'unread'> {
  content: string;
  images: string[];
  fields: Array<{ label: string; value: string }>;
  device: DeviceDetails;
  replies: TicketReply[];
}

/** The categories a user writes to the team about. */
export interface ContactCategory {
  id: string;
  title: string;
}

/** Not from the spec: the categories of the contact-us form. */
export const getContactCategories = defineCall<Record<string, never>, { categories: ContactCategory[] }>({
  name: 'feedback.contactCategories',
  method: 'GET',
  host: 'api',
  path: '/web/feedback/contact-categories',
});

/**
 * Not from the spec: sends feedback. `client_key` is made once per form: the same key sent again
 * (a double tap, a retry after a dropped answer) gets the same ticket, never a second one.
 */
export const submitFeedback = defineCall<
  {
    category_id: string;
    question_id?: string;
    content: string;
    /** Upload ids. */
    images: string[];
    fields?: Record<string, string>;
    device: DeviceDetails;
    client_key: string;
  },
  { id: string }
>({
  name: 'feedback.submit',
  method: 'POST',
  host: 'api',
  path: '/web/feedback/submit',
});

/** Not from the spec: the user's submissions, newest first. */
export const getMyFeedback = defineCall<{ page: number }, Paged<TicketSummary>>({
  name: 'feedback.mine',
  method: 'GET',
  host: 'api',
  path: '/web/feedback/mine',
});

/** Not from the spec: one of the user's submissions with the team's replies (read marks them seen). */
export const getMyTicket = defineCall<{ id: string }, Ticket>({
  name: 'feedback.ticket',
  method: 'GET',
  host: 'api',
  path: '/web/feedback/mine/{id}',
});

// ---- song search feedback and reports ----

export type SongProblem = 'missing' | 'wrong_lyrics' | 'wrong_info' | 'bad_audio';

/** Not from the spec: a missing or wrong song from search; visitors may send it. */
export const reportSong = defineCall<
  { problem: SongProblem; song: string; artist: string; note: string; client_key: string },
  { id: string }
>({
  name: 'feedback.song',
  method: 'POST',
  host: 'api',
  path: '/web/search-song/feedback',
});

export type ReportTarget = 'user' | 'recording' | 'room';

export interface ReportReason {
  id: string;
  title: string;
}

/** Not from the spec: the reasons a user, a recording or a room can be reported for. */
export const getReportReasons = defineCall<{ target_type: ReportTarget }, { reasons: ReportReason[] }>({
  name: 'feedback.reportReasons',
  method: 'GET',
  host: 'api',
  path: '/web/report/reasons',
});

/** Not from the spec: a report; visitors may send one. `client_key` as in submitFeedback. */
export const sendReport = defineCall<
  { target_type: ReportTarget; target_id: string; reason_id: string; text: string; client_key: string },
  { id: string }
>({
  name: 'feedback.report',
  method: 'POST',
  host: 'api',
  path: '/web/report',
});

// ---- FAQ and grade system ----

export interface Faq {
  title: string;
  items: Array<{ q: string; a: string }>;
}

/** Not from the spec: a FAQ page by topic (`smd`). */
export const getFaq = defineCall<{ topic: string }, Faq>({
  name: 'feedback.faq',
  method: 'GET',
  host: 'api',
  path: '/web/faq/{topic}',
});

export interface Grade {
  id: string;
  name: string;
  icon: string;
  min_level: number;
  max_level: number;
  privileges: string[];
  how_to: string;
}

/** Not from the spec: the grade system, lowest grade first. */
export const getGrades = defineCall<Record<string, never>, { grades: Grade[] }>({
  name: 'feedback.grades',
  method: 'GET',
  host: 'api',
  path: '/web/grade-system',
});
