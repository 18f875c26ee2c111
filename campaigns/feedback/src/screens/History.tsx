// My feedback: the user's submissions, newest first, each with its state and the replies not yet
// read; a way to write again.

import type { TicketSummary } from '@h5/core-api/contracts/feedback';
import { InfiniteList, Link, LinkButtons, Page, pagesOf, type ScreenProps, t } from '@h5/ui-kit';
import { useMemo } from 'react';
import { When } from '../components/When.tsx';
import { MINE_READ } from '../reads.ts';
import { stateLabel } from '../ticketState.ts';

export function History(_: ScreenProps) {
  const load = useMemo(() => pagesOf(MINE_READ.call, {}), []);
  return (
    <Page title={t('My feedback')} className="fb-page">
      <InfiniteList
        load={load}
        itemKey={(x) => x.id}
        className="fb-history"
        empty={t('You have not written to us yet.')}
        renderItem={(x) => <Row x={x} />}
      />
      <LinkButtons
        stacked
        links={[
          { to: '/v/feedback/index', query: { contact: 1 }, label: 'Write to us', testId: 'write-again' },
        ]}
      />
    </Page>
  );
}

function Row({ x }: { x: TicketSummary }) {
  return (
    <Link to={`/v/feedback/detail/${encodeURIComponent(x.id)}`} className="fb-ticket" testId="ticket">
      <span className="fb-ticket-head">
        <bdi className="fb-ticket-cat">{x.category}</bdi>
        <span className={`fb-pill fb-pill-${x.state}`} data-testid="ticket-state">
          {t(stateLabel(x.state))}
        </span>
      </span>
      <bdi className="fb-ticket-text" data-user-text="">
        {x.excerpt}
      </bdi>
      <span className="fb-ticket-foot">
        <When seconds={x.created_at} />
        {x.unread > 0 ? (
          <span className="fb-unread" data-testid="unread">
            {t('{n, plural, one {# new reply} other {# new replies}}', { n: x.unread })}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
