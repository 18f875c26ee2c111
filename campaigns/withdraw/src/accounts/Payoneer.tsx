import { ConfirmAction } from '@h5/blocks/confirm-sheet';
import {
  authorizePayoneer,
  bindPayoneer,
  getPayoneerAccounts,
  type PayoneerState,
  unbindPayoneer,
} from '@h5/core-api/contracts/finance';
import {
  Async,
  api,
  Link,
  Page,
  type ScreenProps,
  t,
  toast,
  toastError,
  useResource,
  useSignals,
  useSingleFlight,
  withVisitQuery,
} from '@h5/ui-kit';
import { useState } from 'react';
import { payoneerAuthorizeUrl, payoneerReturnCode } from '../payoneerUrl.ts';

/** Payoneer's return, bound: the code is spent, so a reload or a Back must not send it again. */
function forgetReturnCode() {
  history.replaceState(history.state, '', withVisitQuery(location.pathname));
}

/**
 * Payoneer is bound on Payoneer's own sign-in page: "Connect" goes there, Payoneer sends the user
 * back here with `?code=`, and the page binds with it. Bound, the account shows with a way to
 * disconnect, asked once.
 */
export function PayoneerScreen({ query }: ScreenProps) {
  useSignals();
  const code = payoneerReturnCode(query);
  // Payoneer answers `?error=` when the user cancels on its page; a code we cannot read is the same.
  const refused = !code && (query.has('code') || query.has('error'));
  const r = useResource(async () => {
    if (!code) return api().call(getPayoneerAccounts, {});
    const bound = await api().call(bindPayoneer, { code });
    forgetReturnCode();
    toast(t('Payoneer is connected'));
    return bound;
  }, [code]);
  const [changed, setChanged] = useState<PayoneerState | null>(null);
  return (
    <Page title={t('Payoneer')}>
      {refused ? (
        <p className="h5-card wd-notice" role="alert" data-testid="payoneer-refused">
          {t('Payoneer did not connect. Please try again.')}
        </p>
      ) : null}
      <Async r={r} height="6rem">
        {(d) => {
          const state = changed ?? d;
          return state.bound && state.account ? (
            <PayoneerBound state={state} onUnbound={setChanged} />
          ) : (
            <PayoneerConnect />
          );
        }}
      </Async>
    </Page>
  );
}

function PayoneerConnect() {
  const [connect, pending] = useSingleFlight(async () => {
    try {
      const { url } = await api().call(authorizePayoneer, {});
      const safe = payoneerAuthorizeUrl(url);
      if (!safe) {
        toast(t('The Payoneer page could not be opened. Please try again later.'));
        return;
      }
      location.assign(safe);
    } catch (e) {
      toastError(e);
    }
  }, 'payoneer_connect');
  return (
    <section className="h5-card" data-testid="payoneer-connect">
      <h2 className="wd-h">{t('Get paid to Payoneer')}</h2>
      <p className="h5-muted">
        {t('Sign in to Payoneer on its own page and come back here: your withdrawals are then paid to it.')}
      </p>
      <button
        type="button"
        className="h5-button h5-button-block"
        disabled={pending}
        onClick={() => void connect()}
        data-testid="connect-payoneer"
      >
        {pending ? t('Opening Payoneer…') : t('Connect Payoneer')}
      </button>
    </section>
  );
}

function PayoneerBound({
  state,
  onUnbound,
}: {
  state: PayoneerState;
  onUnbound: (s: PayoneerState) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [unbind, pending] = useSingleFlight(async () => {
    try {
      const next = await api().call(unbindPayoneer, {});
      setAsking(false);
      onUnbound(next);
      toast(t('Payoneer is disconnected'));
    } catch (e) {
      toastError(e);
    }
  }, 'payoneer_unbind');
  return (
    <>
      <section className="h5-card">
        <h2 className="wd-h">{t('Your Payoneer account')}</h2>
        <p className="wd-row" data-testid="payoneer-account">
          <bdi>{state.account?.account}</bdi>
        </p>
        <div className="wd-actions">
          <Link to="withdraw" className="h5-button" testId="payoneer-withdraw">
            {t('Withdraw')}
          </Link>
          <button
            type="button"
            className="h5-button h5-button-secondary"
            onClick={() => setAsking(true)}
            data-testid="unbind-payoneer"
          >
            {t('Disconnect')}
          </button>
        </div>
      </section>
      <ConfirmAction
        open={asking}
        title={t('Disconnect Payoneer?')}
        confirmLabel={t('Disconnect')}
        cancelLabel={t('Keep it')}
        pending={pending}
        onConfirm={() => void unbind()}
        onCancel={() => setAsking(false)}
      >
        <p>
          {t(
            'Withdrawals are no longer paid to this Payoneer account. You can connect it again at any time.',
          )}
        </p>
      </ConfirmAction>
    </>
  );
}
