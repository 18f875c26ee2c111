// Contact us: the categories, submissions (once per form, whatever the taps), the user's list
// and one submission with the team's replies, which arrive on the sandbox's clock.

import {
  CONTENT_MAX,
  CONTENT_MIN,
  type DeviceDetails,
  getContactCategories,
  getMyFeedback,
  getMyTicket,
  MAX_IMAGES,
  submitFeedback,
} from '@h5/core-api/contracts/feedback';
import { fail, type HandlerContext, on, str } from '../../area.ts';
import { localized } from '../../kit/localized.ts';
import { pageOf } from '../../kit/paging.ts';
import { CONTACT_CATEGORIES, HELP_TREE, REPLIES } from './content.ts';
import { type FeedbackState, type StoredTicket, ticketState } from './state.ts';
import { uploadUrl } from './uploads.ts';

type Ctx = HandlerContext<FeedbackState>;

/** When the team's replies come, after a submission: the first in 30 minutes, the next a day later. */
export const REPLY_DELAYS_MS = [30 * 60_000, 24 * 3_600_000];
const EXCERPT_CHARS = 60;
const PAGE_SIZE = 10;

const BAD_CATEGORY = {
  code: 4311,
  msg: localized({ en: 'Please choose what your feedback is about.', ar: 'يرجى اختيار موضوع ملاحظتك.' }),
};
const BAD_LENGTH = {
  code: 4312,
  msg: localized({
    en: `Please write between ${CONTENT_MIN} and ${CONTENT_MAX} characters.`,
    ar: `يرجى كتابة ما بين ${CONTENT_MIN} و${CONTENT_MAX} حرفًا.`,
  }),
};
const BAD_IMAGES = {
  code: 4313,
  msg: localized({
    en: `Add up to ${MAX_IMAGES} screenshots that finished uploading.`,
    ar: `أضف حتى ${MAX_IMAGES} لقطات شاشة اكتمل رفعها.`,
  }),
};
const MISSING_FIELD = {
  code: 4314,
  msg: localized({ en: 'Please fill in every required field.', ar: 'يرجى ملء جميع الحقول المطلوبة.' }),
};
const NO_SUCH_TICKET = {
  code: 404,
  msg: localized({ en: 'This feedback was not found.', ar: 'لم يتم العثور على هذه الملاحظة.' }),
};

const questions = () =>
  HELP_TREE.flatMap((c) => c.groups.flatMap((g) => g.questions.map((q) => ({ ...q, c }))));

const secs = (ms: number) => Math.floor(ms / 1000);
const due = (t: StoredTicket, now: number) => t.replies.filter((r) => r.at <= now);

/** A submission made now, with its replies scheduled. */
function newTicket(
  state: FeedbackState,
  uid: number,
  now: number,
  body: Omit<StoredTicket, 'id' | 'uid' | 'created_at' | 'replies' | 'seen' | 'closed'>,
): StoredTicket {
  const id = `fb-${uid}-${++state.nextTicket}`;
  const t: StoredTicket = {
    ...body,
    id,
    uid,
    created_at: now,
    replies: REPLY_DELAYS_MS.map((d, i) => ({ id: `${id}-r${i + 1}`, text: REPLIES[i]!, at: now + d })),
    seen: 0,
    closed: false,
  };
  state.tickets.unshift(t);
  return t;
}

function readDevice(v: unknown): DeviceDetails {
  const d = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  const s = (k: string) => (str(d[k]) ?? '').slice(0, 200);
  return {
    app_version: s('app_version'),
    platform: s('platform'),
    device_id: s('device_id'),
    user_agent: s('user_agent'),
    lang: s('lang'),
    country: s('country'),
    screen: s('screen'),
  };
}

export const ticketHandlers = [
  on(getContactCategories, () => ({ categories: CONTACT_CATEGORIES })),

  on(submitFeedback, ({ state, requireUser, clock }: Ctx, p) => {
    const { uid } = requireUser();
    const key = `${uid}:${str(p.client_key) ?? ''}`;
    const already = state.sent.get(key);
    if (already && p.client_key) return { id: already };

    const category = CONTACT_CATEGORIES.find((c) => c.id === str(p.category_id));
    if (!category) fail(BAD_CATEGORY.code, BAD_CATEGORY.msg);
    const content = (str(p.content) ?? '').trim();
    if ([...content].length < CONTENT_MIN || [...content].length > CONTENT_MAX)
      fail(BAD_LENGTH.code, BAD_LENGTH.msg);
    const ids = Array.isArray(p.images) ? p.images.map((x) => str(x) ?? '') : [];
    const ups = ids.map((id) => state.uploads.get(id));
    if (ids.length > MAX_IMAGES || ups.some((u) => !u || u.uid !== uid || !u.done))
      fail(BAD_IMAGES.code, BAD_IMAGES.msg);

    const question = questions().find((q) => q.id === str(p.question_id));
    const given = (p.fields && typeof p.fields === 'object' ? p.fields : {}) as Record<string, unknown>;
    const fields = (question?.fields ?? []).map((f) => ({
      label: f.label,
      value: (str(given[f.key]) ?? '').trim().slice(0, 100),
      required: f.required,
    }));
    if (fields.some((f) => f.required && !f.value)) fail(MISSING_FIELD.code, MISSING_FIELD.msg);

    const t = newTicket(state, uid, clock.now(), {
      category_id: category.id,
      question_id: question?.id ?? null,
      content,
      images: ids.map(uploadUrl),
      fields: fields.filter((f) => f.value).map(({ label, value }) => ({ label, value })),
      device: readDevice(p.device),
    });
    if (p.client_key) state.sent.set(key, t.id);
    return { id: t.id };
  }),

  on(getMyFeedback, ({ state, requireUser, clock }: Ctx, p) => {
    const { uid } = requireUser();
    const now = clock.now();
    const mine = state.tickets
      .filter((t) => t.uid === uid)
      .map((t) => ({
        id: t.id,
        category: CONTACT_CATEGORIES.find((c) => c.id === t.category_id)!.title,
        excerpt: [...t.content].slice(0, EXCERPT_CHARS).join(''),
        state: ticketState(t, now),
        created_at: secs(t.created_at),
        unread: due(t, now).length - t.seen,
      }));
    return pageOf(mine, p, { size: PAGE_SIZE });
  }),

  on(getMyTicket, ({ state, requireUser, clock }: Ctx, p) => {
    const { uid } = requireUser();
    const t = state.tickets.find((x) => x.id === str(p.id) && x.uid === uid);
    if (!t) fail(NO_SUCH_TICKET.code, NO_SUCH_TICKET.msg);
    const now = clock.now();
    const replies = due(t, now);
    t.seen = replies.length;
    return {
      id: t.id,
      category: CONTACT_CATEGORIES.find((c) => c.id === t.category_id)!.title,
      state: ticketState(t, now),
      created_at: secs(t.created_at),
      content: t.content,
      images: t.images,
      fields: t.fields,
      device: t.device,
      replies: replies.map((r) => ({ id: r.id, text: r.text, created_at: secs(r.at) })),
    };
  }),
];
