// How a page is opened as a person meets it: in a browser (signed in by the login cookie, or as a
// visitor) or inside the fake app host, in a language. The e2e fixtures' `open` and the review
// (scripts/review) both open pages through here, so a screenshot shows what the suite judged.

import type { Page } from '@playwright/test';

export interface AppOptions {
  /** App version the fake app host reports (default 8.40.0). */
  version?: string;
  platform?: 'android' | 'ios';
  /** Already signed in as this user in the app. */
  signedInAs?: number | null;
  /** Token the app sets when the user logs in through it. */
  loginAs?: number;
  cancelLogin?: boolean;
}

export interface OpenOptions {
  lang?: string;
  /** Open inside the fake app host; a plain browser otherwise. */
  app?: AppOptions | true;
  /** Browser only: sign in as this seeded user first (sets the login cookie). */
  signedInAs?: number | null;
}

/** Opens a page path (with its query) on the site at `siteUrl`. */
export async function openPage(
  page: Page,
  siteUrl: string,
  pathAndQuery: string,
  opts: OpenOptions = {},
): Promise<Page> {
  const url = new URL(pathAndQuery, siteUrl);
  if (opts.lang) url.searchParams.set('lang', opts.lang);
  if (opts.app) {
    const a: AppOptions = opts.app === true ? {} : opts.app;
    url.searchParams.set('fake_app', '1');
    if (a.version) url.searchParams.set('fake_app_ver', a.version);
    if (a.platform) url.searchParams.set('fake_app_platform', a.platform);
    if (a.cancelLogin) url.searchParams.set('fake_app_cancel_login', '1');
    url.searchParams.set('fake_app_login', `tok-${a.loginAs ?? 1001}`);
    const signedIn = a.signedInAs === undefined ? 1001 : a.signedInAs;
    await setToken(page, siteUrl, signedIn);
    if (signedIn) url.searchParams.set('fake_app_uid', String(signedIn));
  } else {
    await setToken(page, siteUrl, opts.signedInAs === undefined ? 1001 : opts.signedInAs);
  }
  await page.goto(url.toString());
  return page;
}

async function setToken(page: Page, siteUrl: string, uid: number | null) {
  const ctx = page.context();
  await ctx.clearCookies({ name: 'token' });
  if (uid) await ctx.addCookies([{ name: 'token', value: `tok-${uid}`, url: siteUrl }]);
}
