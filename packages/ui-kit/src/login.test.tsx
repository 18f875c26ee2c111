import type { AppInfo } from '@h5/bridge';
import { type ApiClient, createServerClock, fulfilled } from '@h5/core-api';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setFirstScreenRendering } from './firstScreen.ts';
import { ensureUser, refreshUser, userReadFailure, useSignedIn } from './login.tsx';
import { SIGN_IN_IN_APP, SIGN_IN_IN_BROWSER, SignInPrompt } from './signIn.tsx';
import { currentUser, setRuntime } from './store.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
});
afterEach(() => host.remove());

function renderIn(inApp: boolean, compact: boolean) {
  setRuntime({
    api: {} as ApiClient,
    app: { inApp } as AppInfo,
    clock: createServerClock(),
    campaign: 'test',
    tracker: { track: () => {}, flush: () => {} },
  });
  const root = createRoot(host);
  act(() => root.render(<SignInPrompt compact={compact} />));
  return root;
}

describe('the sign-in prompt', () => {
  it('says what to do and offers the one way on, in the app and in a browser', () => {
    const root = renderIn(false, false);
    const prompt = host.querySelector('[data-testid="sign-in-prompt"]');
    expect(prompt?.querySelector('p')?.textContent).toBe(SIGN_IN_IN_BROWSER);
    expect(prompt?.querySelector('button')?.textContent).toBe('Open in the app');
    act(() => root.unmount());
    renderIn(true, false);
    expect(host.querySelector('p')?.textContent).toBe(SIGN_IN_IN_APP);
    expect(host.querySelector('button')?.textContent).toBe('Log in');
  });

  it('compact, is one line of text and a chip, with no block of its own', () => {
    renderIn(false, true);
    const prompt = host.querySelector('[data-testid="sign-in-prompt"]');
    expect(prompt?.tagName).toBe('SPAN');
    expect(prompt?.textContent).toContain(SIGN_IN_IN_BROWSER);
    expect(prompt?.querySelector('button.h5-chip')?.textContent).toBe('Open in the app');
    expect(host.querySelector('p, .h5-state')).toBeNull();
  });
});

const seen: (boolean | null)[] = [];
function Block() {
  seen.push(useSignedIn());
  return null;
}

/** A browser page whose user reads answer with `call`, nobody known yet. */
function signedInReads(call: () => Promise<unknown>) {
  setRuntime({
    api: { call } as unknown as ApiClient,
    app: { inApp: false } as AppInfo,
    clock: createServerClock(),
    campaign: 'test',
    tracker: { track: () => {}, flush: () => {} },
  });
  currentUser.value = null;
  userReadFailure.value = null;
  seen.length = 0;
}

describe('who is signed in', () => {
  it('is one read for all the blocks that ask at once', async () => {
    let reads = 0;
    signedInReads(async () => {
      reads++;
      await new Promise((r) => setTimeout(r, 10));
      return { uid: 7, is_anonymous: false };
    });
    const root = createRoot(host);
    act(() =>
      root.render(
        <>
          <Block />
          <Block />
          <Block />
        </>,
      ),
    );
    await act(() => ensureUser());
    expect(reads).toBe(1);
    expect(seen.at(-1)).toBe(true);
    act(() => root.unmount());
  });

  it('is known in the first screen’s render when the page’s HTML holds the answer', () => {
    let reads = 0;
    signedInReads(() => {
      reads++;
      return fulfilled({ uid: 7, is_anonymous: false });
    });
    setFirstScreenRendering(true);
    const root = createRoot(host);
    act(() =>
      root.render(
        <>
          <Block />
          <Block />
        </>,
      ),
    );
    setFirstScreenRendering(false);
    expect(seen).toEqual([true, true]);
    expect(reads).toBe(1);
    act(() => root.unmount());
  });

  it('failing, leaves a visitor’s view, not a wait for an answer that will not come; a later answer signs in', async () => {
    let fail = true;
    signedInReads(async () => {
      if (fail) throw new Error('HTTP 500');
      return { uid: 7, is_anonymous: false };
    });
    const root = createRoot(host);
    act(() => root.render(<Block />));
    await act(() => ensureUser());
    expect(seen.at(-1)).toBe(false);
    expect(userReadFailure.value).toBeInstanceOf(Error);
    fail = false;
    await act(() => refreshUser());
    expect(seen.at(-1)).toBe(true);
    expect(userReadFailure.value).toBeNull();
    act(() => root.unmount());
  });
});
