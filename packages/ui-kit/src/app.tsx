// Starts a campaign page: the fake app host when asked for, the app and language, messages,
// the API client, the server clock, the router with its login guard, and the shell.

import { bridge, detectApp, fakeAppRequested } from '@h5/bridge';
import {
  type ApiClient,
  createApiClient,
  createServerClock,
  createTracker,
  DEFAULT_TIMEOUT_MS,
  deviceId,
  isNotLoggedIn,
  markWhenSettled,
  pagePreloads,
  readCookie,
  resolveHosts,
  type ServerClock,
  sendTracking,
  shouldSamplePerformance,
  TOKEN_COOKIE,
  takePreloadedRoundTrip,
} from '@h5/core-api';
import { getSelf, getServerTime, type SelfUser, type ServerTime } from '@h5/core-api/contracts/general';
import {
  catalogLoader,
  createTranslator,
  direction,
  loadMessages,
  type MessageLoader,
  type Messages,
  pageRegion,
  pickLanguage,
  setRegion,
  type Translate,
} from '@h5/i18n';
import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { type ComponentType, Suspense, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { markDataPainted } from './dataPainted.ts';
import { LoadingOverlay, Spinner } from './feedback.tsx';
import { setFirstScreenRendering } from './firstScreen.ts';
import { type LazyScreen, lazyComponent, onDemand } from './lazyScreens.ts';
import { loginDialogOpen, userReadFailure } from './login.tsx';
import { type CurrentRoute, initRouter, reloadRoute, route } from './router.ts';
import {
  type CampaignRoutes,
  type FlatRoute,
  flattenRoutes,
  matchRoute,
  type RouteDecl,
  routerBase,
  type ScreenConfig,
} from './routes.ts';
import {
  api,
  appInfo,
  currentUser,
  language,
  setRuntime,
  signInRequired,
  t,
  track,
  translator,
} from './store.ts';
import { ToastHost } from './toast.tsx';
import './styles.css';

export interface ScreenProps {
  params: Record<string, string>;
  query: URLSearchParams;
  /** The route's own configuration of a shared screen (its `props` in routes.ts). */
  props?: ScreenConfig;
}

export interface CampaignApp {
  routes: CampaignRoutes;
  screens: Record<string, ComponentType<ScreenProps>>;
  /**
   * The campaign's messages per language (`catalogLoader` of its `./messages/`), after
   * the blocks' own (`blockMessages` of `@h5/blocks/messages`) when it uses blocks.
   */
  messages?: MessageLoader | MessageLoader[];
}

const uiKitMessages = catalogLoader(
  import.meta.glob<Messages>('./messages/*.json', { import: 'default' }),
  './messages/',
);

let clockReady: Promise<void> = Promise.resolve();
/** The user read of the first route, started with the messages rather than after them. */
let firstUser: Promise<SelfUser> | null = null;
/** Resolves once the server clock has been synced (or the sync failed and the phone's is used). */
export const serverClockReady = () => clockReady;

export async function startCampaign(
  app: CampaignApp,
  mount: HTMLElement | null = document.getElementById('root'),
) {
  // The scripts' evaluation (React, the platform, the campaign) is one task; the start's own work
  // goes in the next, so neither blocks the phone for long. The reads started in the HTML.
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (fakeAppRequested(location.search)) {
    const fake = await import('@h5/bridge/fake-app-host');
    fake.installFakeAppHost(window, fake.fakeAppOptionsFromQuery(location.search));
  }
  const info = detectApp();
  const query = new URLSearchParams(location.search);
  const lang = pickLanguage({ query: query.get('lang'), app: info.locale, browser: navigator.languages });
  const html = document.documentElement;
  html.lang = lang;
  html.dir = direction(lang);
  // Set before the first calls, which send it; nothing renders before the messages arrive.
  language.value = lang;
  const queryCountry = query.get('country');
  setRegion(queryCountry);

  const { hosts } = resolveHosts(location.origin);
  const client = createApiClient({
    hosts,
    lang: () => language.value,
    iosUserAgent: () => (info.inApp && info.platform === 'ios' ? navigator.userAgent : null),
  });
  const clock = createServerClock();
  const tracker = createTracker({
    send: (payloads) => sendTracking(hosts.track, payloads),
    campaign: app.routes.campaign,
    deviceId,
  });
  setRuntime({ api: client, app: info, clock, campaign: app.routes.campaign, tracker });
  // Marked once synced, so a first screen's read made after it still renders at once (mapAnswer).
  clockReady = markWhenSettled(
    syncClock(clock, client).catch(() => {
      // without the server's time the phone's clock is the best there is
    }),
  );
  // The login guard's read goes now, beside the messages and the clock, not after them; the
  // guard takes it over (a failure is the guard's to read, not an unhandled rejection).
  // The first screen's chunk downloads beside the messages rather than after them.
  const firstScreen = firstRouteOf(app.routes.routes, location.pathname)?.screen;
  const firstScreenModule = app.screens[firstScreen ?? ''] as Partial<LazyScreen> | undefined;
  // A path that names no page shows the not-found page: its chunk is that first screen's.
  const screenChunk = (firstScreenModule ? firstScreenModule.preload?.() : notFound.preload())?.catch(
    () => {},
  );
  // Without a token the guard will ask for a login (the dialog in the app, the sign-in page in a
  // browser): it downloads meanwhile.
  if (!readCookie(TOKEN_COOKIE)) void (info.inApp ? loginDialog : signIn).preload().catch(() => {});
  if (firstRouteSignsIn(app.routes.routes, location.pathname)) {
    firstUser = client.call(getSelf, {});
    firstUser.catch(() => {});
  }

  const messages = await loadMessages(lang, [uiKitMessages, ...[app.messages ?? []].flat()]);
  translator.value = createTranslator(messages, lang);
  followUserRegion(queryCountry, () => createTranslator(messages, lang));
  // The shell stays on screen meanwhile; rendered before its chunk, the screen would suspend,
  // and React delays the commit after a suspension by up to 300 ms.
  await screenChunk;

  if (!mount) throw new Error('No #root element');
  // The pre-rendered shell is static markup, replaced rather than hydrated: it stays on screen
  // until the first screen commits, so the page never flashes blank or a spinner in between.
  staticShell = [...mount.childNodes];
  const host = document.createElement('div');
  mount.append(host);
  void markDataPainted(pagePreloads(), firstScreenCommitted);
  const root = createRoot(host);
  try {
    // The first route is resolved before React renders anything (the pre-rendered shell shows
    // meanwhile; the guard's read started in the HTML), so the first render is the first screen.
    await initRouter(app.routes.routes, { guard: loginGuard, afterEach: afterNavigation });
  } finally {
    // The first screen's reads start in its render, so answers already here render with it.
    firstScreenRendering(true);
    // In a transition React renders in slices and yields to the browser between them: one long
    // task of 100–170 ms on a slow phone becomes many short ones.
    startTransition(() => root.render(<Shell screens={app.screens} />));
  }
  if (shouldSamplePerformance()) reportPerformanceLater(hosts.track, app.routes.campaign);
}

/**
 * The user's country orders the page's dates (and chooses a currency the server does not name):
 * the signed-in user's own from the server, else the page's `country` parameter. A change after
 * the screen rendered (the user read by a screen that is open to visitors) renders the page's
 * texts again through a new translator, which every screen that writes text reads.
 */
export function followUserRegion(queryCountry: string | null, retranslate: () => Translate): () => void {
  let shown = pageRegion();
  return effect(() => {
    setRegion(currentUser.value?.country || queryCountry);
    if (pageRegion() === shown) return;
    shown = pageRegion();
    translator.value = retranslate();
  });
}

/**
 * The server's time, from the page's HTML when it started the read (the reading is then placed at
 * the middle of that request's own round trip), else asked now.
 */
async function syncClock(clock: ServerClock, client: ApiClient): Promise<void> {
  const early = await takePreloadedRoundTrip(pagePreloads(), getServerTime.name, DEFAULT_TIMEOUT_MS);
  const serverMs = (early?.body as Partial<ServerTime> | undefined)?.server_time;
  if (early && typeof serverMs === 'number') {
    const middle = (early.sent + early.received) / 2;
    // Answered at once, so the clock's own round trip adds nothing to the offset.
    return clock.sync(async () => serverMs + (Date.now() - middle));
  }
  return clock.sync(async () => (await client.call(getServerTime, {})).server_time);
}

/** Spec 6: routes without noLimit fetch the user; in the app an anonymous user or a failed fetch holds navigation. */
export async function loginGuard(to: CurrentRoute): Promise<boolean> {
  signInRequired.value = false;
  if (to.noLimit) return true;
  let signedIn = false;
  // Whether the server said so: a failed fetch (no connection) is not a visitor.
  let visitor = false;
  try {
    const started = firstUser;
    firstUser = null;
    const user = await (started ?? api().call(getSelf, {}));
    currentUser.value = user;
    signedIn = !user.is_anonymous;
    visitor = !signedIn;
  } catch (e) {
    visitor = isNotLoggedIn(e);
    // Not known rather than a visitor: the screen says the read failed (useSignedIn is false).
    if (!visitor) userReadFailure.value = e;
  }
  if (!appInfo().inApp) {
    // Outside the app navigation proceeds (spec 6); a visitor gets one way forward, not the screen.
    signInRequired.value = visitor;
    return true;
  }
  if (signedIn) return true;
  loginDialogOpen.value = true;
  return false;
}

/** The page's own route, or the one it redirects to, as the router will find it. */
export function firstRouteOf(routes: RouteDecl[], pathname: string): FlatRoute | null {
  const base = routerBase(pathname);
  const path = base && pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  const flat = flattenRoutes(routes);
  let m = matchRoute(flat, path.replace(/\/{2,}/g, '/'));
  if (m?.route.redirect) m = matchRoute(flat, new URL(m.route.redirect.to, 'http://x').pathname);
  return m?.route ?? null;
}

/** Whether the page's first route checks the login. */
export function firstRouteSignsIn(routes: RouteDecl[], pathname: string): boolean {
  const route = firstRouteOf(routes, pathname);
  return route !== null && !route.noLimit;
}

function afterNavigation(to: CurrentRoute) {
  track('page_view', { path: to.path, screen: to.screen, in_app: appInfo().inApp });
  setTitle(to);
}

function setTitle(to: CurrentRoute) {
  if (!to.meta.title) return;
  const title = t(to.meta.title);
  document.title = title;
  if (appInfo().inApp) void bridge.setTitle(title);
}

function reportPerformanceLater(trackHost: string, campaign: string) {
  // Seconds after the load, on a sample of visits: its reading comes in a chunk of its own then.
  const send = () =>
    void import('@h5/core-api/performance')
      .then(({ collectPerformance }) =>
        sendTracking(trackHost, [
          {
            event: 'performance',
            campaign,
            device_id: deviceId(),
            data: collectPerformance(),
            at: Date.now(),
          },
        ]),
      )
      .catch(() => {
        // tracking must never break a page
      });
  if (document.readyState === 'complete') setTimeout(send, 3000);
  else window.addEventListener('load', () => setTimeout(send, 3000), { once: true });
}

// What only a visitor sees, each in a chunk of its own (loginDialog.tsx, signIn.tsx).
const loginDialog = onDemand(() => import('./loginDialog.tsx'));
const LoginDialog = lazyComponent(loginDialog.preload, loginDialog.loaded, (m) => m.LoginDialog);
const signIn = onDemand(() => import('./signIn.tsx'));
const SignInPage = lazyComponent(signIn.preload, signIn.loaded, (m) => m.SignInPage);
// What only a path naming no page shows, in a chunk of its own (notFound.tsx): no first paint needs it.
const notFound = onDemand(() => import('./notFound.tsx'));
const NotFound = lazyComponent(notFound.preload, notFound.loaded, (m) => m.NotFound);

/**
 * The first screen's render starts its reads (useResource); React may run it more than once
 * before it commits, and the client asks the server once for each read meanwhile.
 */
function firstScreenRendering(on: boolean) {
  setFirstScreenRendering(on);
  api().shareReads(on);
}

let staticShell: ChildNode[] = [];
let screenCommitted = () => {};
const firstScreenCommitted = new Promise<void>((resolve) => {
  screenCommitted = resolve;
});

/** Removes the pre-rendered shell in the commit that shows the first screen, before it paints. */
function ShellHandover() {
  useLayoutEffect(() => {
    for (const node of staticShell) node.remove();
    staticShell = [];
    screenCommitted();
  }, []);
  return null;
}

function Shell({ screens }: { screens: CampaignApp['screens'] }) {
  useSignals();
  // The first render has committed, with a screen or without one (the app's login dialog holds
  // the route until someone signs in).
  useLayoutEffect(() => firstScreenRendering(false), []);
  const r = route.value;
  const Screen = r ? (r.screen ? screens[r.screen] : undefined) : undefined;
  return (
    <>
      {r ? (
        <Suspense fallback={staticShell.length ? null : <Spinner />}>
          <ShellHandover />
          {!Screen ? (
            <NotFound />
          ) : signInRequired.value ? (
            // Signed in through the app from this page: the guard runs again and lets the screen in.
            <SignInPage title={r.meta.title ? t(r.meta.title) : ''} onSignedIn={() => void reloadRoute()} />
          ) : (
            <Screen key={r.path} params={r.params} query={r.query} props={r.props} />
          )}
        </Suspense>
      ) : null}
      <LoadingOverlay />
      {loginDialogOpen.value ? (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      ) : null}
      <ToastHost />
    </>
  );
}
