// /v/share-new-pull/invite-people: how to invite people, and (signed in) my code and link to share.
// A visitor reads the steps and what each invite earns, and is invited to sign in for their code.

import { getFxConstData, getFxUserInfo } from '@h5/core-api/contracts/invite';
import { isolate } from '@h5/i18n';
import {
  Async,
  api,
  language,
  Page,
  SignInPrompt,
  t,
  useResource,
  useSignals,
  useSignedIn,
  visitCountry,
} from '@h5/ui-kit';
import { CodeCard } from '../components/CodeCard.tsx';
import { PolicyLink } from '../components/Inviter.tsx';
import { money } from '../components/Money.tsx';
import { TITLES } from '../routes.ts';

export const STEPS = [
  'Share your link or code with a friend.',
  'Your friend joins the app and enters your code.',
  'You earn {mine}; your friend gets {theirs}.',
] as const;

export function InvitePeople() {
  useSignals();
  const signedIn = useSignedIn();
  const consts = useResource(() => api().call(getFxConstData, { country: visitCountry() }));
  return (
    <Page title={t(TITLES.invitePeople)} className="inv-page">
      <header className="inv-hero">
        <h1 className="inv-hero-title">{t(TITLES.invitePeople)}</h1>
      </header>
      <Async r={consts} height="7rem">
        {(c) => (
          <ol className="h5-card inv-steps" data-testid="steps">
            {STEPS.map((s) => (
              <li key={s}>
                {t(s, {
                  mine: isolate(money(c.reward_per_invite, c.currency, language.value)),
                  theirs: isolate(money(c.new_user_cash, c.currency, language.value)),
                })}
              </li>
            ))}
          </ol>
        )}
      </Async>
      {signedIn === false ? <SignInPrompt /> : signedIn ? <MyCode /> : null}
      <div className="inv-footer">
        <PolicyLink />
      </div>
    </Page>
  );
}

function MyCode() {
  const info = useResource(() => api().call(getFxUserInfo, {}));
  return (
    <Async r={info} height="9rem">
      {(u) => <CodeCard code={u.code} link={u.link} />}
    </Async>
  );
}
