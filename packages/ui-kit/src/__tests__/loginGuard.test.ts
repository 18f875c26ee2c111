import type { AppInfo } from '@h5/bridge';
import { type ApiClient, ApiError, createServerClock, hostsFor } from '@h5/core-api';
import { describe, expect, it } from 'vitest';
import { firstRouteOf, firstRouteSignsIn, loginGuard } from '../app.tsx';
import { loginDialogOpen } from '../login.tsx';
import type { CurrentRoute } from '../router.ts';
import { setRuntime, signInRequired } from '../store.ts';

const to = (noLimit: boolean): CurrentRoute => ({
  path: '/v/x',
  screen: 'x',
  props: {},
  params: {},
  query: new URLSearchParams(),
  meta: {},
  noLimit,
});

function runtime(inApp: boolean, self: () => Promise<unknown>) {
  let calls = 0;
  const api: ApiClient = {
    hosts: hostsFor('dev', 'http://localhost:8001'),
    call: (async () => {
      calls += 1;
      return self();
    }) as ApiClient['call'],
    shareReads: () => {},
  };
  const app = { inApp } as AppInfo;
  setRuntime({ api, app, clock: createServerClock(), campaign: 'test' });
  return () => calls;
}

const anonymous = async () => ({ uid: 0, is_anonymous: true });
const known = async () => ({ uid: 1001, is_anonymous: false });
const failing = async () => {
  throw new ApiError('network', 'x');
};

describe('login guard (spec 6)', () => {
  it('skips the user fetch on noLimit routes', async () => {
    const calls = runtime(true, anonymous);
    expect(await loginGuard(to(true))).toBe(true);
    expect(calls()).toBe(0);
  });

  it('in the app, holds an anonymous user or a failed fetch and opens the login dialog', async () => {
    for (const self of [anonymous, failing]) {
      loginDialogOpen.value = false;
      runtime(true, self);
      expect(await loginGuard(to(false))).toBe(false);
      expect(loginDialogOpen.value).toBe(true);
    }
  });

  it('lets a known user in the app, and anyone outside the app, through', async () => {
    loginDialogOpen.value = false;
    runtime(true, known);
    expect(await loginGuard(to(false))).toBe(true);
    runtime(false, anonymous);
    expect(await loginGuard(to(false))).toBe(true);
    runtime(false, failing);
    expect(await loginGuard(to(false))).toBe(true);
    expect(loginDialogOpen.value).toBe(false);
  });

  it('outside the app, a visitor on a screen that needs a user gets the one sign-in page', async () => {
    runtime(false, anonymous);
    await loginGuard(to(false));
    expect(signInRequired.value).toBe(true);
    runtime(false, async () => {
      throw new ApiError('business', 'Please log in first', { code: 401 });
    });
    await loginGuard(to(false));
    expect(signInRequired.value).toBe(true);
    // No connection is not a visitor: the screen shows, and its reads say what failed.
    runtime(false, failing);
    await loginGuard(to(false));
    expect(signInRequired.value).toBe(false);
    runtime(false, known);
    await loginGuard(to(false));
    expect(signInRequired.value).toBe(false);
    runtime(false, anonymous);
    await loginGuard(to(true));
    expect(signInRequired.value).toBe(false);
  });
});

describe('the first route’s user read, started with the messages', () => {
  const routes = [
    { path: '/v/open', screen: 'open', noLimit: true },
    { path: '/v/w', redirect: { to: 'income' }, children: [{ path: 'income', screen: 'income' }] },
  ];
  it('starts on a route that checks the login, or one redirecting to it, with or without the /g base', () => {
    expect(firstRouteSignsIn(routes, '/v/w/income')).toBe(true);
    expect(firstRouteSignsIn(routes, '/v/w')).toBe(true);
    expect(firstRouteSignsIn(routes, '/g/v/w/income/')).toBe(true);
  });
  it('names the first screen, whose chunk is asked for beside the messages', () => {
    expect(firstRouteOf(routes, '/v/w')?.screen).toBe('income');
    expect(firstRouteOf(routes, '/v/open')?.screen).toBe('open');
    expect(firstRouteOf(routes, '/v/nothing')).toBeNull();
  });
  it('does not on a noLimit route or an unknown path', () => {
    expect(firstRouteSignsIn(routes, '/v/open')).toBe(false);
    expect(firstRouteSignsIn(routes, '/v/nothing')).toBe(false);
  });
});
