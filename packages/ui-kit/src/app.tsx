// Starts a campaign page: the fake app host when asked for, the app and language, messages,
// the API client, the server clock, the router with its login guard, and the shell.

import { bridge, detectApp, fakeAppRequested } from '@h5/bridge';
import {
  collectPerformance,
  createApiClient,
  createServerClock,
  deviceId,
  resolveHosts,
  sendTracking,
  shouldSamplePerformance,
} from '@h5/core-api';
import { getSelf, getServerTime } from '@h5/core-api/contracts/general';
import { createTranslator, direction, loadMessages, type MessageLoader, pickLanguage } from '@h5/i18n';
import { useSignals } from '@preact/signals-react/runtime';
import { type ComponentType, Suspense, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { LoadingOverlay, Spinner } from './feedback.tsx';
import { LoginDialog, loginDialogOpen } from './login.tsx';
import { NotFound } from './page.tsx';
import { type CurrentRoute, initRouter, route } from './router.ts';
import type { CampaignRoutes } from './routes.ts';
import { api, appInfo, currentUser, language, setRuntime, t, translator } from './store.ts';
import { ToastHost } from './toast.tsx';
import './styles.css';

export interface ScreenProps {
  params: Record<string, string>;
  query: URLSearchParams;
}

export interface CampaignApp {
  routes: CampaignRoutes;
  screens: Record<string, ComponentType<ScreenProps>>;
  /** The campaign's messages per language: `(lang) => import(\`./messages/${lang}.json\`)`. */
  messages?: MessageLoader;
}

const uiKitMessages: MessageLoader = (lang) => import(`./messages/${lang}.json`);

let clockReady: Promise<void> = Promise.resolve();
/** Resolves once the server clock has been synced (or the sync failed and the phone's is used). */
export const serverClockReady = () => clockReady;

export async function startCampaign(
  app: CampaignApp,
  mount: HTMLElement | null = document.getElementById('root'),
) {
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

  const { hosts } = resolveHosts(location.origin);
  const client = createApiClient({
    hosts,
    lang: () => language.value,
    iosUserAgent: () => (info.inApp && info.platform === 'ios' ? navigator.userAgent : null),
  });
  const clock = createServerClock();
  setRuntime({ api: client, app: info, clock, campaign: app.routes.campaign });
  clockReady = clock
    .sync(async () => (await client.call(getServerTime, {})).server_time)
    .catch(() => {
      // without the server's time the phone's clock is the best there is
    });

  const messages = await loadMessages(lang, app.messages ? [uiKitMessages, app.messages] : [uiKitMessages]);
  translator.value = createTranslator(messages);
  language.value = lang;

  if (!mount) throw new Error('No #root element');
  // The pre-rendered shell is static markup, replaced rather than hydrated: it stays on screen
  // until the first screen commits, so the page never flashes blank or a spinner in between.
  staticShell = [...mount.childNodes];
  const host = document.createElement('div');
  mount.append(host);
  createRoot(host).render(<Shell screens={app.screens} />);
  await initRouter(app.routes.routes, { guard: loginGuard, afterEach: setTitle });
  if (shouldSamplePerformance()) reportPerformanceLater(hosts.track, app.routes.campaign);
}

/** Spec 6: routes without noLimit fetch the user; in the app an anonymous user or a failed fetch holds navigation. */
export async function loginGuard(to: CurrentRoute): Promise<boolean> {
  if (to.noLimit) return true;
  let signedIn = false;
  try {
    const user = await api().call(getSelf, {});
    currentUser.value = user;
    signedIn = !user.is_anonymous;
  } catch {
    signedIn = false;
  }
  if (signedIn || !appInfo().inApp) return true;
  loginDialogOpen.value = true;
  return false;
}

function setTitle(to: CurrentRoute) {
  if (!to.meta.title) return;
  const title = t(to.meta.title);
  document.title = title;
  if (appInfo().inApp) void bridge.setTitle(title);
}

function reportPerformanceLater(trackHost: string, campaign: string) {
  const send = () =>
    sendTracking(trackHost, [
      { event: 'performance', campaign, device_id: deviceId(), data: collectPerformance(), at: Date.now() },
    ]);
  if (document.readyState === 'complete') setTimeout(send, 3000);
  else window.addEventListener('load', () => setTimeout(send, 3000), { once: true });
}

let staticShell: ChildNode[] = [];

/** Removes the pre-rendered shell in the commit that shows the first screen, before it paints. */
function ShellHandover() {
  useLayoutEffect(() => {
    for (const node of staticShell) node.remove();
    staticShell = [];
  }, []);
  return null;
}

function Shell({ screens }: { screens: CampaignApp['screens'] }) {
  useSignals();
  const r = route.value;
  const Screen = r ? (r.screen ? screens[r.screen] : undefined) : undefined;
  return (
    <>
      {r ? (
        <Suspense fallback={staticShell.length ? null : <Spinner />}>
          <ShellHandover />
          {Screen ? <Screen key={r.path} params={r.params} query={r.query} /> : <NotFound />}
        </Suspense>
      ) : null}
      <LoadingOverlay />
      <LoginDialog />
      <ToastHost />
    </>
  );
}
