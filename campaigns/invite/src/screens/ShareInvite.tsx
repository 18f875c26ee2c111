// /v/share-newpull/invite: a newcomer signed in accepts the friend's code from the link (sent as a
// code from a link, with its reCAPTCHA token). Someone already invited is told by whom; a visitor
// is asked to sign in (in the app) or to open the app.

import { getFxUserInfo, getInviteShare } from '@h5/core-api/contracts/invite';
import {
  Async,
  allOf,
  api,
  Link,
  Page,
  type ScreenProps,
  SignInPrompt,
  t,
  useResource,
  useSignals,
  useSignedIn,
  visitCountry,
} from '@h5/ui-kit';
import { UserName } from '@h5/ui-kit/identity';
import { InviteCodeForm } from '../components/InviteCodeForm.tsx';
import { BrokenInvite, InviterCard } from '../components/Inviter.tsx';
import { readUserId, showsCodeInput } from '../inviteCode.ts';
import { TITLES } from '../routes.ts';

export const SHARE_INVITE_TEXTS = {
  already: 'You joined with the code of',
  toProgramme: 'Invite your own friends',
} as const;

export function ShareInvite({ query }: ScreenProps) {
  useSignals();
  const userId = readUserId(query);
  const signedIn = useSignedIn();
  return (
    <Page title={t(TITLES.shareInvite)} className="inv-page inv-share">
      {userId === null ? (
        <BrokenInvite />
      ) : signedIn === false ? (
        <SignInPrompt />
      ) : signedIn ? (
        <Accept userId={userId} />
      ) : null}
    </Page>
  );
}

function Accept({ userId }: { userId: number }) {
  const share = useResource(
    () => api().call(getInviteShare, { user_id: userId, country: visitCountry() }),
    [userId],
  );
  const me = useResource(() => api().call(getFxUserInfo, {}));
  return (
    <Async r={allOf(share, me)} height="16rem">
      {([s, u]) => (
        <>
          <InviterCard s={s} />
          {showsCodeInput(u) ? (
            <InviteCodeForm initial={s.code} fromLink onJoined={() => void me.load()} />
          ) : (
            <section className="h5-card h5-state" data-testid="already-joined">
              <p>
                {t(SHARE_INVITE_TEXTS.already)}{' '}
                {u.inviteUser ? <UserName name={u.inviteUser.stage_name} /> : null}
              </p>
              <Link to="/v/invite-new/index" className="h5-button">
                {t(SHARE_INVITE_TEXTS.toProgramme)}
              </Link>
            </section>
          )}
        </>
      )}
    </Async>
  );
}
