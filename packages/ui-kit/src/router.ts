// The history-mode router (spec 2): base `/g/` when the path contains `/g/v`; redirects that add
// their meta to the query; a loading flag around every navigation, then a scroll to the top; a
// guard that may hold navigation (the login check); unknown paths to the catch-all.

import { signal } from '@preact/signals-react';
import {
  type FlatRoute,
  flattenRoutes,
  matchRoute,
  type RouteDecl,
  type RouteMeta,
  routerBase,
  type ScreenConfig,
} from './routes.ts';
import { onSheetEntry, sheetStep, sheetStepsDone } from './sheetDepth.ts';
import { loading } from './store.ts';

export interface CurrentRoute {
  /** Path without the base, e.g. `/v/withdraw/record`. */
  path: string;
  screen: string | null;
  /** The route's props for its screen (routes.ts). */
  props: ScreenConfig;
  params: Record<string, string>;
  query: URLSearchParams;
  meta: RouteMeta;
  noLimit: boolean;
}

/** Whether to go on; `false` holds the navigation where it is. */
export type Guard = (to: CurrentRoute) => Promise<boolean>;

export const route = signal<CurrentRoute | null>(null);

let flat: FlatRoute[] = [];
let guard: Guard = async () => true;
let base: '/g' | '' = '';
let onAfter: ((to: CurrentRoute) => void) | null = null;
let pending: { to: string; replace: boolean } | null = null;
/** The location (without the base) the page's own history entry has: where the router last left it. */
let shown = '';
let seq = 0;
const MAX_REDIRECTS = 5;

export function initRouter(
  routes: RouteDecl[],
  opts: { guard?: Guard; afterEach?: (to: CurrentRoute) => void } = {},
) {
  flat = flattenRoutes(routes);
  guard = opts.guard ?? guard;
  onAfter = opts.afterEach ?? null;
  base = routerBase(location.pathname);
  shown = currentLocation();
  window.addEventListener('popstate', () => {
    // Back closed a sheet (or a closed sheet took its entry off): the page stays as it is.
    if (sheetStep() && currentLocation() === shown) return;
    void resolveAndCommit(currentLocation(), { replace: true, fromPop: true });
  });
  return resolveAndCommit(currentLocation(), { replace: true });
}

function currentLocation(): string {
  const p = location.pathname;
  const stripped = base && p.startsWith(base) ? p.slice(base.length) : p;
  return stripped + location.search;
}

/**
 * Navigate to a path without the base (`/v/withdraw/record?x=1`) or relative to the current route,
 * as it is; screens navigate through link.tsx's `navigate`, which carries the visit's parameters.
 */
export function navigateTo(to: string, opts: { replace?: boolean } = {}) {
  return resolveAndCommit(absolute(to), { replace: opts.replace ?? false });
}

/** Runs the last held navigation again (after a login). */
export function retryHeldNavigation() {
  const p = pending;
  pending = null;
  return p ? resolveAndCommit(p.to, { replace: p.replace }) : Promise.resolve();
}

/**
 * Shows the last held navigation's route without asking the guard again, for a page that has
 * nothing on screen yet (the app's login closed on the first route): the shell then draws the
 * state the caller set (the sign-in page) in the screen's place rather than nothing for ever.
 */
export function showHeldNavigation() {
  const p = pending;
  pending = null;
  return p ? resolveAndCommit(p.to, { replace: p.replace, unguarded: true }) : Promise.resolve();
}

/** Runs the guard over the current route again (after a login on a screen shown without it). */
export function reloadRoute() {
  return resolveAndCommit(currentLocation(), { replace: true });
}

export function back() {
  history.back();
}

/** The full URL path for a route path, base included, for links. */
export function href(to: string): string {
  return base + absolute(to);
}

function absolute(to: string): string {
  if (to.startsWith('/')) return to;
  const cur = route.value?.path ?? '/';
  return `${cur.replace(/\/[^/]*$/, '')}/${to}`;
}

export function resolve(to: string): { route: CurrentRoute; redirectTo: string | null } {
  const url = new URL(to, 'http://x');
  let path = url.pathname.replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/$/, '');
  const m = matchRoute(flat, path);
  const current: CurrentRoute = {
    path,
    screen: m?.route.screen ?? null,
    props: m?.route.props ?? {},
    params: m?.params ?? {},
    query: url.searchParams,
    meta: m?.route.meta ?? {},
    noLimit: m ? m.route.noLimit : true,
  };
  if (m?.route.redirect) {
    const target = new URL(m.route.redirect.to, 'http://x');
    const q = new URLSearchParams(url.searchParams);
    for (const [k, v] of Object.entries(m.route.redirect.query ?? {})) q.set(k, String(v));
    const qs = q.toString();
    return { route: current, redirectTo: target.pathname + (qs ? `?${qs}` : '') };
  }
  return { route: current, redirectTo: null };
}

async function resolveAndCommit(
  to: string,
  opts: { replace: boolean; fromPop?: boolean; unguarded?: boolean },
) {
  const mySeq = ++seq;
  loading.value = true;
  try {
    let target = to;
    let r = resolve(target);
    for (let i = 0; r.redirectTo && i < MAX_REDIRECTS; i++) {
      target = r.redirectTo;
      r = resolve(target);
      opts = { ...opts, replace: true };
    }
    const allowed = opts.unguarded ? true : await guard(r.route);
    if (mySeq !== seq) return; // a newer navigation took over
    if (!allowed) {
      pending = { to: target, replace: opts.replace };
      return;
    }
    // A sheet that just closed takes its history entry off first, not this navigation's.
    await sheetStepsDone();
    if (mySeq !== seq) return;
    const url = base + target;
    shown = target;
    if (!opts.fromPop && url !== location.pathname + location.search) {
      if (opts.replace || onSheetEntry()) history.replaceState(null, '', url);
      else history.pushState(null, '', url);
    }
    route.value = r.route;
    onAfter?.(r.route);
    window.scrollTo(0, 0);
  } finally {
    if (mySeq === seq) loading.value = false;
  }
}
