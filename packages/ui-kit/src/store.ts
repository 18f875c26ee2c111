// The one store: signals shared by the shell and every screen.

import type { AppInfo } from '@h5/bridge';
import type { ApiClient, DownloadOrigin, ServerClock, Tracker } from '@h5/core-api';
import type { SelfUser } from '@h5/core-api/contracts/general';
import { createTranslator, type Translate } from '@h5/i18n';
import { signal } from '@preact/signals-react';

/** Spec 2: on before each navigation, off after it. */
export const loading = signal(false);
/**
 * A browser visitor on a screen that needs a user: the shell shows one sign-in page in the
 * screen's place, rather than each of its blocks failing with "please log in".
 */
export const signInRequired = signal(false);
/** The loaded promotion's `layout.downloadOrigin`, carried to the store when the app is not installed. */
export const downloadOrigin = signal<DownloadOrigin | null>(null);
/** The signed-in user; null until fetched, `is_anonymous` for visitors. */
export const currentUser = signal<SelfUser | null>(null);
export const language = signal('en');
/** Until messages load, English: the keys themselves. */
export const translator = signal<Translate>(createTranslator({}));

interface Runtime {
  api: ApiClient;
  app: AppInfo;
  clock: ServerClock;
  campaign: string;
  /** Behaviour tracking; absent in unit tests. */
  tracker?: Tracker;
}

let runtime: Runtime | null = null;

export function setRuntime(r: Runtime) {
  runtime = r;
}

function rt(): Runtime {
  if (!runtime) throw new Error('The campaign app has not started');
  return runtime;
}

/** The API client of this page. */
export const api = (): ApiClient => rt().api;
/** What the page knows of the app it runs in (or that it runs in a browser). */
export const appInfo = (): AppInfo => rt().app;
/** The server clock, synced at start. */
export const serverClock = (): ServerClock => rt().clock;
export const campaignName = (): string => rt().campaign;

/** A behaviour-tracking point (spec 7): batched, sent when the page hides; never waits, never throws. */
export const track = (event: string, data?: Record<string, unknown>): void =>
  runtime?.tracker?.track(event, data);

/** Translate with the current language (outside components). */
export const t: Translate = (key, vars) => translator.value(key, vars);
