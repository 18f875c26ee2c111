// Spec 3: comments, the hot ones apart, the latest newest first, the count, and each one's time
// as a recent-time label (spec 9). More pages load on a tap; writing a comment is the app's.

import type { ShareComment, ShareComments } from '@h5/core-api/contracts/share';
import { getShareComments } from '@h5/core-api/contracts/share';
import { recentTimeLabel } from '@h5/i18n';
import { api, language, serverClock, t, useSignals } from '@h5/ui-kit';
import { useState } from 'react';
import { Person } from './People.tsx';

export const COMMENTS_TITLE = '{n, plural, =0 {Comments} one {# comment} other {# comments}}';
export const HOT_COMMENTS = 'Hot comments';
export const LATEST_COMMENTS = 'Latest comments';
export const NO_COMMENTS = 'No comments yet. Be the first in the app.';
export const MORE_COMMENTS = 'More comments';
export const MORE_FAILED = 'Could not load more comments. Try again.';
export const LIKES = '{n, plural, one {# like} other {# likes}}';

/** Spec 3: create_time is in seconds; the label is relative to the server's now. */
export function commentTime(c: Pick<ShareComment, 'create_time'>, nowMs: number, lang: string): string {
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
  const [items, setItems] = useState(first.items);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(first.has_more);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const more = async () => {
    setState('loading');
    try {
      const next = await api().call(getShareComments, { recording_id: recordingId, page: page + 1 });
      setItems((list) => [...list, ...next.items.filter((c) => !list.some((o) => o.id === c.id))]);
      setPage(page + 1);
      setHasMore(next.has_more);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
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
      {state === 'failed' ? (
        <p className="sh-muted" role="status">
          {t(MORE_FAILED)}
        </p>
      ) : null}
      {hasMore ? (
        <button
          type="button"
          className="h5-button h5-button-secondary h5-button-block"
          onClick={() => void more()}
          disabled={state === 'loading'}
          aria-busy={state === 'loading'}
          data-testid="more-comments"
        >
          {t(MORE_COMMENTS)}
        </button>
      ) : null}
    </section>
  );
}
