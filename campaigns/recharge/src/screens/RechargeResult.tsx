// Spec 2 /v/recharge-result: the order the provider returned with (or the app opened). Paid,
// pending (asked again until settled, within a limit) or failed, each with the next step.

import { getRechargeOrder, type RechargeRow } from '@h5/core-api/contracts/recharge';
import { formatCurrency } from '@h5/i18n';
import {
  Async,
  api,
  closePage,
  LinkButtons,
  language,
  type NotFoundProps,
  Page,
  type ScreenProps,
  Spinner,
  t,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { RESULT_POLL_MS, readOrderId, resultStep } from '../resultPoll.ts';
import { RESULT_TEXTS, TITLES } from '../texts.ts';

/** Where the user asks for help with a payment. */
export const CONTACT_PATH = '/v/feedback';

export function RechargeResult({ query }: ScreenProps) {
  const id = readOrderId(query);
  return (
    <Page title={t(TITLES.result)} className="rc-page">
      {id ? (
        <Order id={id} />
      ) : (
        <section className="h5-card rc-result" data-testid="result" data-status="none">
          <p className="h5-state">{t(RESULT_TEXTS.noOrder)}</p>
          <LinkButtons
            links={[
              { to: '/v/recharge-record', label: TITLES.record },
              { to: '/v/recharge', label: RESULT_TEXTS.again, secondary: true },
            ]}
          />
        </section>
      )}
    </Page>
  );
}

const NO_SUCH_ORDER: NotFoundProps = {
  text: RESULT_TEXTS.notFound,
  wayOn: { to: '/v/recharge-record', label: TITLES.record },
};

function Order({ id }: { id: string }) {
  const [gaveUp, setGaveUp] = useState(false);
  const [polling, setPolling] = useState(false);
  const order = useResource(() => api().call(getRechargeOrder, { order_id: id }), [id], {
    keepOnError: true,
    refreshMs: polling ? RESULT_POLL_MS : undefined,
  });
  const asked = useRef(0);
  useSignals();
  const status = order.data.value?.status;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer decides whether to ask again
  useEffect(() => {
    if (!status) return;
    asked.current += 1;
    const step = resultStep(status, asked.current);
    if (step === 'give-up') setGaveUp(true);
    setPolling(step === 'poll');
  }, [order.data.value]);
  return (
    <Async r={order} height="5rem" notFound={NO_SUCH_ORDER}>
      {(o) => <Outcome o={o} gaveUp={gaveUp} />}
    </Async>
  );
}

function Outcome({ o, gaveUp }: { o: RechargeRow; gaveUp: boolean }) {
  useSignals();
  const lang = language.value;
  const head =
    o.status === 'paid'
      ? RESULT_TEXTS.paid
      : o.status === 'failed'
        ? RESULT_TEXTS.failed
        : RESULT_TEXTS.pending;
  const body =
    o.status === 'paid'
      ? // What the server credited: the package's coins and the offer's bonus.
        o.bonus_coins > 0
        ? t(RESULT_TEXTS.paidBonusBody, { coins: o.coins, bonus: o.bonus_coins })
        : t(RESULT_TEXTS.paidBody, { coins: o.coins })
      : o.status === 'failed'
        ? t(RESULT_TEXTS.failedBody)
        : t(gaveUp ? RESULT_TEXTS.stillPending : RESULT_TEXTS.pendingBody);
  return (
    <section className="h5-card rc-result" data-testid="result" data-status={o.status}>
      <span className={`rc-result-mark rc-mark-${o.status}`} aria-hidden="true">
        {o.status === 'pending' && !gaveUp ? <Spinner /> : null}
      </span>
      <h2 data-testid="result-title">{t(head)}</h2>
      <p className="h5-muted" data-testid="result-body">
        {body}
      </p>
      <dl className="rc-facts">
        <div>
          <dt>{t(RESULT_TEXTS.order)}</dt>
          <dd translate="no">{o.order_id}</dd>
        </div>
        <div>
          <dt>{t(RESULT_TEXTS.amount)}</dt>
          <dd dir="ltr" translate="no">
            {formatCurrency(lang, o.price, o.currency)}
          </dd>
        </div>
        <div>
          <dt>{t(RESULT_TEXTS.channel)}</dt>
          <dd>
            <bdi translate="no">{o.channel}</bdi>
          </dd>
        </div>
      </dl>
      {o.status === 'paid' ? (
        <div className="h5-link-buttons">
          <button type="button" className="h5-button" onClick={closePage} data-testid="done">
            {t(RESULT_TEXTS.done)}
          </button>
          <LinkButtons links={[{ to: '/v/recharge-record', label: TITLES.record, secondary: true }]} />
        </div>
      ) : o.status === 'failed' ? (
        <LinkButtons
          links={[
            { to: '/v/recharge', label: RESULT_TEXTS.tryAgain, testId: 'try-again' },
            { to: CONTACT_PATH, label: RESULT_TEXTS.contact, secondary: true },
          ]}
        />
      ) : (
        <LinkButtons links={[{ to: '/v/recharge-record', label: TITLES.record, secondary: true }]} />
      )}
    </section>
  );
}
