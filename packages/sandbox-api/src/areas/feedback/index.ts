// Feedback and help (campaigns/feedback): the help tree and its answers in every shipped
// language, "did this help?" votes, system notices, screenshot uploads served back, submissions
// per user with replies that arrive on the sandbox clock, song feedback and reports (visitors
// too), the FAQ and the grade system. None of these calls is in the spec (docs/api-gaps.md).

import {
  getFaq,
  getGrades,
  getHelpTree,
  getNotice,
  getNotices,
  getQuestion,
  getReportReasons,
  NOTE_MAX,
  type ReportTarget,
  reportSong,
  type SongProblem,
  sendReport,
  voteQuestion,
} from '@h5/core-api/contracts/feedback';
import { defineArea, fail, type HandlerContext, on, str } from '../../area.ts';
import { artRoute } from '../../kit/art.ts';
import { type Localized, localized } from '../../kit/localized.ts';
import { pageOf } from '../../kit/paging.ts';
import { FAQ, GRADES, HELP_TREE, HOT_QUESTIONS, NOTICES, REPLIES, REPORT_REASONS } from './content.ts';
import { ICON_ROUTE, iconSvg, iconUrl } from './icons.ts';
import type { FeedbackState } from './state.ts';
import { ticketHandlers } from './tickets.ts';
import { uploadHandlers, uploadRoute } from './uploads.ts';

type Ctx = HandlerContext<FeedbackState>;

const NO_SUCH_QUESTION = {
  code: 404,
  msg: localized({ en: 'This question was not found.', ar: 'لم يتم العثور على هذا السؤال.' }),
};
const NO_SUCH_NOTICE = {
  code: 404,
  msg: localized({ en: 'This notice was not found.', ar: 'لم يتم العثور على هذا الإشعار.' }),
};
const NO_SUCH_FAQ = {
  code: 404,
  msg: localized({ en: 'This page of questions was not found.', ar: 'لم يتم العثور على صفحة الأسئلة هذه.' }),
};
const BAD_REPORT = {
  code: 4321,
  msg: localized({
    en: 'Please choose what you are reporting and why.',
    ar: 'يرجى اختيار ما تبلغ عنه وسبب الإبلاغ.',
  }),
};
const BAD_SONG = {
  code: 4322,
  msg: localized({
    en: 'Please give the song name and the problem.',
    ar: 'يرجى كتابة اسم الأغنية والمشكلة.',
  }),
};

const TARGETS: readonly ReportTarget[] = ['user', 'recording', 'room'];
const SONG_PROBLEMS: readonly SongProblem[] = ['missing', 'wrong_lyrics', 'wrong_info', 'bad_audio'];
const SONG_TEXT_MAX = 100;
const NOTICE_PAGE = 10;
const HOUR = 3_600_000;
/** The seeded user's earlier feedback, answered, so history and detail show a reply at once. */
export const SEEDED_TICKET = 'fb-1001-1';

const allQuestions = () =>
  HELP_TREE.flatMap((c) => c.groups.flatMap((g) => g.questions.map((q) => ({ q, category: c.id }))));
const link = (q: { id: string; title: Localized; type: number }) => ({
  id: q.id,
  title: q.title,
  type: q.type,
});

/** A form's key once per user (or visitor's device): the same key sent again gets the first answer. */
function once(state: FeedbackState, who: string, key: unknown, make: () => string): { id: string } {
  const k = `${who}:${str(key) ?? ''}`;
  const had = str(key) ? state.sent.get(k) : undefined;
  if (had) return { id: had };
  const id = make();
  if (str(key)) state.sent.set(k, id);
  return { id };
}

function record(state: FeedbackState, ctx: Ctx, kind: 'report' | 'song', body: Record<string, string>) {
  const id = `${kind}-${state.reports.length + 1}`;
  state.reports.push({ id, uid: ctx.user?.uid ?? null, kind, body, at: ctx.clock.now() });
  return id;
}

export const feedbackArea = defineArea<FeedbackState>({
  name: 'feedback',
  seed: ({ clock }) => {
    const now = clock.now();
    const created = now - 48 * HOUR;
    return {
      tickets: [
        {
          id: SEEDED_TICKET,
          uid: 1001,
          category_id: 'recharge',
          question_id: null,
          content: 'I bought 500 coins yesterday but only 300 arrived in my wallet.',
          images: [],
          fields: [],
          device: {
            app_version: '8.40.0',
            platform: 'android',
            device_id: 'a1b2c3',
            user_agent: 'sm/8.40.0/Android/12',
            lang: 'en',
            country: 'IN',
            screen: '360x640',
          },
          created_at: created,
          replies: [{ id: `${SEEDED_TICKET}-r1`, text: REPLIES[1]!, at: created + 3 * HOUR }],
          seen: 0,
          closed: false,
        },
      ],
      nextTicket: 1,
      sent: new Map(),
      uploads: new Map(),
      nextUpload: 0,
      votes: new Map(),
      reports: [],
    };
  },
  handlers: [
    on(getHelpTree, () => {
      const byId = new Map(allQuestions().map(({ q }) => [q.id, q]));
      return {
        categories: HELP_TREE.map((c) => ({
          id: c.id,
          title: c.title,
          icon: iconUrl(c.icon),
          groups: c.groups.map((g) => ({ id: g.id, title: g.title, questions: g.questions.map(link) })),
        })),
        hot: HOT_QUESTIONS.map((id) => link(byId.get(id)!)),
      };
    }),

    on(getQuestion, ({ state, user, headers }: Ctx, p) => {
      const found = allQuestions().find(({ q }) => q.id === str(p.id));
      if (!found) fail(NO_SUCH_QUESTION.code, NO_SUCH_QUESTION.msg);
      const { q, category } = found;
      const voter = user ? `u${user.uid}` : `d${str(headers['device-id']) ?? ''}`;
      return {
        id: q.id,
        title: q.title,
        type: q.type,
        category_id: category,
        paragraphs: q.paragraphs,
        fields: q.fields,
        my_vote: state.votes.get(q.id)?.get(voter) ?? null,
      };
    }),

    on(voteQuestion, ({ state, user }: Ctx, p) => {
      const id = str(p.id) ?? '';
      if (!allQuestions().some(({ q }) => q.id === id)) fail(NO_SUCH_QUESTION.code, NO_SUCH_QUESTION.msg);
      const vote = p.vote === 'no' ? 'no' : 'yes';
      const voter = user ? `u${user.uid}` : `d${str(p.device_id) ?? ''}`;
      const votes = state.votes.get(id) ?? new Map<string, 'yes' | 'no'>();
      votes.set(voter, vote);
      state.votes.set(id, votes);
      return { my_vote: vote };
    }),

    on(getNotices, ({ clock }: Ctx, p) => {
      const list = NOTICES.map((n) => ({
        id: n.id,
        title: n.title,
        summary: n.summary,
        created_at: Math.floor((clock.now() - n.hoursAgo * HOUR) / 1000),
      }));
      return pageOf(list, p, { size: NOTICE_PAGE });
    }),

    on(getNotice, ({ clock }: Ctx, p) => {
      const n = NOTICES.find((x) => x.id === str(p.id));
      if (!n) fail(NO_SUCH_NOTICE.code, NO_SUCH_NOTICE.msg);
      return {
        id: n.id,
        title: n.title,
        summary: n.summary,
        paragraphs: n.paragraphs,
        created_at: Math.floor((clock.now() - n.hoursAgo * HOUR) / 1000),
      };
    }),

    ...uploadHandlers,
    ...ticketHandlers,

    on(reportSong, (ctx: Ctx, p) => {
      const song = (str(p.song) ?? '').trim();
      const problem = str(p.problem) as SongProblem;
      if (!song || song.length > SONG_TEXT_MAX || !SONG_PROBLEMS.includes(problem))
        fail(BAD_SONG.code, BAD_SONG.msg);
      const who = ctx.user ? `u${ctx.user.uid}` : 'visitor';
      return once(ctx.state, who, p.client_key, () =>
        record(ctx.state, ctx, 'song', {
          problem,
          song,
          artist: (str(p.artist) ?? '').trim().slice(0, SONG_TEXT_MAX),
          note: (str(p.note) ?? '').trim().slice(0, NOTE_MAX),
        }),
      );
    }),

    on(getReportReasons, (_ctx, p) => {
      const target = str(p.target_type) as ReportTarget;
      if (!TARGETS.includes(target)) fail(BAD_REPORT.code, BAD_REPORT.msg);
      return { reasons: REPORT_REASONS[target] };
    }),

    on(sendReport, (ctx: Ctx, p) => {
      const target = str(p.target_type) as ReportTarget;
      const targetId = (str(p.target_id) ?? '').trim();
      const reason = str(p.reason_id) ?? '';
      const text = (str(p.text) ?? '').trim();
      if (
        !TARGETS.includes(target) ||
        !/^[\w-]{1,40}$/.test(targetId) ||
        !REPORT_REASONS[target].some((r) => r.id === reason) ||
        [...text].length > NOTE_MAX
      )
        fail(BAD_REPORT.code, BAD_REPORT.msg);
      const who = ctx.user ? `u${ctx.user.uid}` : 'visitor';
      return once(ctx.state, who, p.client_key, () =>
        record(ctx.state, ctx, 'report', {
          target_type: target,
          target_id: targetId,
          reason_id: reason,
          text,
        }),
      );
    }),

    on(getFaq, (_ctx, p) => {
      const faq = FAQ[str(p.topic) as keyof typeof FAQ];
      if (!faq) fail(NO_SUCH_FAQ.code, NO_SUCH_FAQ.msg);
      return faq;
    }),

    on(getGrades, () => ({ grades: GRADES.map((g) => ({ ...g, icon: iconUrl(g.icon) })) })),
  ],
  raw: [artRoute(ICON_ROUTE, iconSvg), uploadRoute],
  switches: {
    /** The reports and song feedback received, for tests. */
    reports: (state) => state.reports,
    /** The team closes a submission (`{ id }`), as its tool would once the matter is settled. */
    close: (state, body) => {
      const t = state.tickets.find((x) => x.id === body.id);
      if (t) t.closed = true;
      return { closed: Boolean(t) };
    },
    /** The submissions received, for tests. */
    tickets: (state) =>
      state.tickets.map(({ id, uid, category_id, content, images }) => ({
        id,
        uid,
        category_id,
        content,
        images,
      })),
  },
});
