// One of the user's submissions: what they wrote, the guided answers, the screenshots as the
// server stored them, the details sent along, and the team's replies in order.

import type { Ticket } from '@h5/core-api/contracts/feedback';
import { api, Page, type ScreenProps, t, useResource } from '@h5/ui-kit';
import { DeviceList } from '../components/DeviceList.tsx';
import { Read } from '../components/Read.tsx';
import { When } from '../components/When.tsx';
import { TICKET_READ } from '../reads.ts';
import { stateLabel } from '../ticketState.ts';

export const NO_SUCH_TICKET = 'This feedback was not found.';

export function Detail({ params }: ScreenProps) {
  const id = params.id ?? '';
  const r = useResource(() => api().call(TICKET_READ.call, { id }), [id]);
  return (
    <Page title={t('My feedback')} className="fb-page">
      <Read r={r} height="10rem" missing={NO_SUCH_TICKET}>
        {(x) => <TicketView x={x} />}
      </Read>
    </Page>
  );
}

function TicketView({ x }: { x: Ticket }) {
  return (
    <>
      <article className="h5-card fb-card" data-testid="ticket-detail">
        <div className="fb-ticket-head">
          <bdi className="fb-ticket-cat">{x.category}</bdi>
          <span className={`fb-pill fb-pill-${x.state}`} data-testid="ticket-state">
            {t(stateLabel(x.state))}
          </span>
        </div>
        <When seconds={x.created_at} />
        {/* The user's own words, as they wrote them. */}
        <p className="fb-content">
          <bdi data-user-text="">{x.content}</bdi>
        </p>
        {x.fields.length ? (
          <dl className="fb-dl">
            {x.fields.map((f) => (
              <div key={f.label}>
                <dt>
                  <bdi>{f.label}</bdi>
                </dt>
                <dd>
                  <bdi data-user-text="">{f.value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        {x.images.length ? (
          <ul className="fb-shot-list" data-testid="ticket-images">
            {x.images.map((src) => (
              <li key={src} className="fb-shot">
                <img src={src} alt={t('Screenshot')} loading="lazy" />
              </li>
            ))}
          </ul>
        ) : null}
        <DeviceList device={x.device} summary="App and phone details" />
      </article>
      <section className="h5-card fb-card">
        <h2 className="fb-h">{t('Replies')}</h2>
        {x.replies.length ? (
          <ol className="fb-replies" data-testid="replies">
            {x.replies.map((r) => (
              <li key={r.id} className="fb-reply">
                <span className="fb-reply-from">{t('Support team')}</span>
                <bdi>{r.text}</bdi>
                <When seconds={r.created_at} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="h5-muted" data-testid="no-replies">
            {t('No reply yet. The team’s reply will show here.')}
          </p>
        )}
      </section>
    </>
  );
}
