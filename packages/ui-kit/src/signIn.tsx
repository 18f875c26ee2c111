// What a visitor gets where a user is needed: a block's prompt and a whole screen's page, each with
// one way forward (the app's login in the app, opening the page in the app in a browser). Not in
// the platform's shared file: most users are signed in, and the campaigns that show the prompt
// carry it in the chunks of the screens that do.

import { useSignals } from '@preact/signals-react/runtime';
import { logInThroughApp, openThisPageInApp } from './login.tsx';
import { Page } from './page.tsx';
import { appInfo, t } from './store.ts';

/**
 * What a block that needs a user shows to a visitor: one sentence and one way forward (the app's
 * login in the app, opening the page in the app in a browser), in the block's place. `compact`:
 * the same in one line of text with a chip, for a page's hero, where a card would push the
 * screen down under its pre-rendered shell.
 */
export function SignInPrompt({ onSignedIn, compact }: { onSignedIn?: () => void; compact?: boolean }) {
  useSignals();
  const inApp = appInfo().inApp;
  const logIn = async () => {
    if (await logInThroughApp()) onSignedIn?.();
  };
  const text = inApp ? t(SIGN_IN_IN_APP) : t(SIGN_IN_IN_BROWSER);
  const onClick = inApp ? () => void logIn() : openThisPageInApp;
  const label = inApp ? t('Log in') : t('Open in the app');
  if (compact)
    return (
      <span className="h5-sign-in-line" data-testid="sign-in-prompt">
        <span>{text}</span>
        <button type="button" className="h5-chip" onClick={onClick}>
          {label}
        </button>
      </span>
    );
  return (
    <div className="h5-state h5-sign-in" data-testid="sign-in-prompt">
      <p>{text}</p>
      <button type="button" className="h5-button" onClick={onClick}>
        {label}
      </button>
    </div>
  );
}

/**
 * A whole screen that needs a user, for a visitor (in a browser, or in the app after closing its
 * login): the screen's title and one way on.
 */
export function SignInPage({ title, onSignedIn }: { title: string; onSignedIn?: () => void }) {
  return (
    <Page title={title}>
      <div className="h5-sign-in-page">
        <span className="h5-sign-in-art" aria-hidden="true" />
        <SignInPrompt onSignedIn={onSignedIn} />
      </div>
    </Page>
  );
}

export const SIGN_IN_IN_APP = 'Log in to see this.';
export const SIGN_IN_IN_BROWSER = 'Open the app and log in to see this.';
