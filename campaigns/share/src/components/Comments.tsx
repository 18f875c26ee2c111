// Spec 3: comments, the hot ones apart, the latest newest first, the count, and each one's time
// as a recent-time label (spec 9). More pages load on a tap (the one pager); writing a comment is the app's.

import type { ShareComment, ShareComments } from '@h5/core-api/contracts/share';
import { recentTimeLabel } from '@h5/i18n';
import { api, language, PagerEnd, serverClock, t, usePager, useSignals } from '@h5/ui-kit';
import { COMMENTS_READ } from '../reads.ts';
import { Person } from './People.tsx';

const COMMENTS_TITLE = '{n, plural, =0 {Comments} one {# comment} other {# comments}}';
const HOT_COMMENTS = 'Hot comments';
const LATEST_COMMENTS = 'Latest comments';
const NO_COMMENTS = 'No comments yet. Be the first in the app.';
const MORE_COMMENTS = 'More comments';
const LIKES = '{n, plural, one {# like} other {# likes}}';

/** Spec 3: create_time is in seconds; the label is relative to the server's now. */
function commentTime(c: Pick<ShareComment, 'create_time'>, nowMs: number, lang: string): string {
  return recentTimeLabel(c.create_time * 1000, nowMs, lang);
}

function Comment({ c }: { c: ShareComment }) {
  useSignals();
  const lang = language.value;
  return (
    <li className="sh-comment" data-testid="comment">
      <Person user={c.user} size={32} />
      <p className="sh-comment-text" data-user-text="" dir="auto">
        {c.content}
      </p>
      <span className="sh-comment-meta">
        <time dateTime={new Date(c.create_time * 1000).toISOString()}>
          {commentTime(c, serverClock().now(), lang)}
        </time>
        <span>{t(LIKES, { n: c.like_num })}</span>
      </span>
    </li>
  );
}

export function Comments({ recordingId, first }: { recordingId: string; first: ShareComments }) {
  const more = usePager(
    async (page) => {
      const next = await api().call(COMMENTS_READ.call, { recording_id: recordingId, page });
      return { items: next.items, hasMore: next.has_more && next.items.length > 0 };
    },
    { resetKey: first, shown: { hasMore: first.has_more }, keyOf: (c) => c.id },
  );
  const items = [...first.items, ...more.items.filter((c) => !first.items.some((o) => o.id === c.id))];
  return (
    <section className="h5-card" data-testid="comments">
      <h2 className="sh-section-title">{t(COMMENTS_TITLE, { n: first.comment_num })}</h2>
      {first.comment_num === 0 ? <p className="sh-muted">{t(NO_COMMENTS)}</p> : null}
      {first.hot_items.length > 0 ? (
        <>
          <h3 className="sh-sub-title">{t(HOT_COMMENTS)}</h3>
          <ul className="h5-list" data-testid="hot-comments">
            {first.hot_items.map((c) => (
              <Comment key={c.id} c={c} />
            ))}
          </ul>
        </>
      ) : null}
      {items.length > 0 ? (
        <>
          <h3 className="sh-sub-title">{t(LATEST_COMMENTS)}</h3>
          <ul className="h5-list" data-testid="latest-comments">
            {items.map((c) => (
              <Comment key={c.id} c={c} />
            ))}
          </ul>
        </>
      ) : null}
      <PagerEnd pager={more} label={MORE_COMMENTS} testId="more-comments" />
    </section>
  );
}
