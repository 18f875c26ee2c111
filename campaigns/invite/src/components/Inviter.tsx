// What a shared invite link shows a newcomer: who invites them, what they get, and one way on:
// accepting in the app (in a browser: the app opened on the accept page, or its store listing).

import { appWebviewLink } from '@h5/core-api';
import { getInviteShare, type InviteShare } from '@h5/core-api/contracts/invite';
import {
  Async,
  api,
  appInfo,
  href,
  Link,
  openAppScreen,
  t,
  useResource,
  visitCountry,
  withVisitQuery,
} from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { Money } from './Money.tsx';

const INVITER_TEXTS = {
  invites: 'invites you to sing on StarMaker',
  youGet: 'You get on joining',
  accept: 'Accept the invitation',
  acceptInApp: 'Accept in the app',
  questions: 'Questions about inviting',
  broken: 'This invite link is incomplete. Ask your friend to send it again, or open the app to find them.',
  openApp: 'Open the app',
} as const;

const ACCEPT_PATH = '/v/share-newpull/invite';
const POLICY_PATH = '/v/share-new-pull/policy-question';

export function InviterCard({ s }: { s: InviteShare }) {
  return (
    <section className="h5-card inv-inviter" data-testid="inviter">
      <Avatar src={s.inviter.avatar} size={72} />
      <p className="inv-inviter-line">
        <UserName name={s.inviter.stage_name} className="inv-inviter-name" testId="inviter-name" />{' '}
        {t(INVITER_TEXTS.invites)}
      </p>
      <p className="inv-wallet-label">{t(INVITER_TEXTS.youGet)}</p>
      <Money amount={s.new_user_cash} currency={s.currency} testId="welcome-cash" />
      <ul className="inv-perks">
        {s.perks.map((p) => (
          <li key={p}>
            <bdi>{p}</bdi>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** In the app, the accept page; in a browser, the app opened on it (the store when it is not installed). */
function AcceptButton({ userId }: { userId: number }) {
  if (appInfo().inApp)
    return (
      <Link
        to={ACCEPT_PATH}
        query={{ user_id: userId }}
        className="h5-button h5-button-block"
        testId="accept"
      >
        {t(INVITER_TEXTS.accept)}
      </Link>
    );
  return (
    <button
      type="button"
      className="h5-button h5-button-block"
      data-testid="accept"
      onClick={() =>
        openAppScreen(
          appWebviewLink(
            location.origin + href(withVisitQuery(ACCEPT_PATH, { user_id: userId, showBar: null })),
          ),
        )
      }
    >
      {t(INVITER_TEXTS.acceptInApp)}
    </button>
  );
}

/** A link without a usable inviter: said plainly, with the app as the way on. */
export function BrokenInvite() {
  return (
    <div className="h5-card h5-state" role="alert" data-testid="broken-invite">
      <p>{t(INVITER_TEXTS.broken)}</p>
      <button
        type="button"
        className="h5-button"
        onClick={() => openAppScreen(appWebviewLink(location.origin + href('/v/invite-new/index')))}
      >
        {t(INVITER_TEXTS.openApp)}
      </button>
    </div>
  );
}

export function PolicyLink() {
  return (
    <Link to={POLICY_PATH} className="inv-text-link" testId="policy-link">
      {t(INVITER_TEXTS.questions)}
    </Link>
  );
}

/** The inviter, what the newcomer gets, accepting and the questions: both shared-link pages open on it. */
export function InviteLanding({ userId }: { userId: number }) {
  const s = useResource(
    () => api().call(getInviteShare, { user_id: userId, country: visitCountry() }),
    [userId],
  );
  return (
    <Async r={s} placeholder={<section className="h5-card inv-inviter h5-skeleton" aria-hidden="true" />}>
      {(d) => (
        <>
          <InviterCard s={d} />
          <div className="inv-footer">
            <AcceptButton userId={userId} />
            <PolicyLink />
          </div>
        </>
      )}
    </Async>
  );
}
