// Route declarations: pure data, read both by a campaign's client router and by the
// manifest script under Node, so this module must never import React or the DOM.

import type { CallDef } from '@h5/core-api';
import { getSelf } from '@h5/core-api/contracts/general';

/** Meta a route carries; redirect meta is appended to the target's query (the app reads it). */
export interface RouteMeta {
  title?: string;
  showBar?: 0 | 1;
  showNavigation?: boolean;
  new?: boolean;
}

/** A parameter of a route's read: `$query.x`, `$param.x` (see Read) or a literal value. */
type Template = string | number | boolean;

/** When and for whom a route's read starts in the HTML (see Read). */
export interface ReadOptions {
  /** Started only when this `$query.x` / `$param.x` value is present (and matches `pattern`), as the screen only asks then. */
  when?: { value: string; pattern?: RegExp };
  /**
   * Per parameter, the shape its `$` value must have; a value of another shape counts as absent,
   * as the screen does not send it either (an optional parameter is then left out).
   */
  patterns?: Record<string, RegExp>;
  /**
   * Started only with a login token: on a route open to visitors, a read the screen makes for a
   * signed-in user alone (on a route that checks the login, every read but the clock's is so).
   */
  signedIn?: true;
}

/**
 * A read the route's first screen makes at once, declared so the page's HTML can start it before
 * any JavaScript arrives (vite-preset's preload script; the client takes it over). Made by
 * `defineRead` and used twice: listed in the route's `reads`, and called by the screen as
 * `api().call(read.call, params)`. `call` is typed with the parameters the route names and no
 * others, so the screen's call has the key the HTML's read is kept under (core-api preloaded.ts).
 *
 * A parameter value `$query.x` is the page's `x` query parameter, `$param.x` the route's `:x`,
 * anything else itself. A read whose `$` value is absent is not started, unless the value ends in
 * `?` (`$query.bind_token?`): the parameter is then left out, as the screen leaves it out of its
 * call. `$query.x|y` is the first of those names that has a value (a link shared under an older
 * name: `$query.recording_id|id|work_id`). Only GET calls that move no money.
 */
export interface Read<P extends object = never, R = unknown> extends ReadOptions {
  call: CallDef<P, R>;
  params?: Readonly<Record<string, Template>>;
}

/**
 * The parameters the screen passes for a read: those its route names, and those it may add once
 * the page has moved on (`later`), typed by the contract.
 */
type ScreenParams<P, T, L extends PropertyKey = never> = Pick<P, keyof T & keyof P> &
  Partial<Pick<P, L & keyof P>>;

/**
 * One read, for a route's `reads` and its screen's call (in the spirit of TanStack's
 * `queryOptions`). A parameter the contract does not have is a type error, as is a screen's call
 * with a parameter the route does not name or without one it does.
 */
export function defineRead<
  P extends object,
  R,
  const T extends { readonly [K in keyof P]?: Template } = Record<never, never>,
  L extends keyof P = never,
>(
  call: CallDef<P, R>,
  params?: T & Record<Exclude<keyof T, keyof P>, never>,
  opts: ReadOptions & {
    /**
     * Parameters the screen sends only once the page has moved on (a search typed, the account
     * loaded): empty on the first screen, so left out of its read's key (core-api preloaded.ts)
     * and of the HTML's read.
     */
    later?: readonly L[];
  } = {},
): Read<ScreenParams<P, T, L>, R> {
  return { ...opts, call: call as unknown as CallDef<ScreenParams<P, T, L>, R>, params };
}

/**
 * The same read with some of its route's parameters set otherwise: a literal a shared screen is
 * configured with per route (`lottery: 'dragon'`), which the screen passes from its props.
 */
export function readWith<P extends object, R>(
  read: Read<P, R>,
  params: { readonly [K in keyof P]?: Template },
): Read<P, R> {
  return { ...read, params: { ...read.params, ...params } as Record<string, Template> };
}

/**
 * A read still declared by its call's name, as before `defineRead`: kept while campaigns move to
 * descriptors, nothing checks it against the screen.
 * @deprecated declare the read with `defineRead` in the campaign's `src/reads.ts`.
 */
export interface NamedReadDecl extends ReadOptions {
  call: string;
  params?: Readonly<Record<string, Template>>;
}

/** A route's read, whatever the screen passes. */
export type RouteRead = Read<object> | NamedReadDecl;

/** @deprecated the by-name form's type; a descriptor is a `Read`. */
export type ReadDecl = RouteRead;

/** The name of the call a route's read makes. */
export const readName = (d: RouteRead): string => (typeof d.call === 'string' ? d.call : d.call.name);

/** The signed-in user, which the platform reads itself (app.tsx): a visitor's page that shows who is signed in. */
export const SELF_READ = defineRead(getSelf);

export interface RouteDecl {
  /** Absolute for top-level routes (`/v/lucky-eggs`), relative for children (`detail/:id`). */
  path: string;
  /** Key of the screen the campaign renders for this route; absent on pure redirects. */
  screen?: string;
  /**
   * What the screen is given besides the path's params and the query: one shared screen
   * configured per route (each seasonal page is an entry of its configuration), no wrapper file.
   */
  props?: ScreenConfig;
  /** Skips the login check. */
  noLimit?: boolean;
  /** Relative child path or absolute path to go to instead, with the query it adds. */
  redirect?: { to: string; query?: Record<string, string | number | boolean> };
  meta?: RouteMeta;
  /** The reads the screen makes as soon as it shows, the same calls with the same parameters. */
  reads?: RouteRead[];
  children?: RouteDecl[];
}

export interface CampaignRoutes {
  /** Folder name under campaigns/, also the CDN folder. */
  campaign: string;
  /** What the campaign is, one line, shown on the local index page. */
  title: string;
  routes: RouteDecl[];
  /** Example URLs (path and query) that open the campaign as a user would. */
  examples?: string[];
  /**
   * Who opens an example, where the sandbox's default user would meet a refusal meant for them
   * (a withdrawal that is another user's, an exchange for coin sellers only): example → uid. The
   * suites open every example as a person it is for; an example shows no error.
   */
  exampleUsers?: Record<string, number>;
}

export function defineRoutes(routes: CampaignRoutes): CampaignRoutes {
  return routes;
}

/** A route with its children flattened to absolute paths. */
/** A route's props for its screen: plain values, as routes.ts is read under Node too. */
export type ScreenConfig = Readonly<Record<string, string | number | boolean>>;

export interface FlatRoute {
  path: string;
  screen?: string;
  props: ScreenConfig;
  noLimit: boolean;
  redirect?: { to: string; query?: Record<string, string | number | boolean> };
  meta: RouteMeta;
  reads: RouteRead[];
  /** The top-level route it belongs to: what the manifest publishes. */
  topLevel: string;
}

function join(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  if (child === '') return parent;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

export function flattenRoutes(routes: RouteDecl[]): FlatRoute[] {
  const out: FlatRoute[] = [];
  const walk = (list: RouteDecl[], parent: string, top: string | null, inherited: RouteMeta) => {
    for (const r of list) {
      const path = join(parent, r.path);
      const topLevel = top ?? path;
      const meta = { ...inherited, ...r.meta };
      const redirect = r.redirect ? { ...r.redirect, to: join(path, r.redirect.to) } : undefined;
      const reads = r.reads ?? [];
      out.push({
        path,
        screen: r.screen,
        props: r.props ?? {},
        noLimit: r.noLimit === true,
        redirect,
        meta,
        reads,
        topLevel,
      });
      if (r.children) walk(r.children, path, topLevel, {});
    }
  };
  walk(routes, '', null, {});
  return out;
}

/** The static prefix of a top-level path, the part before its first `:param`. */
export function staticPrefix(path: string): string {
  const i = path.indexOf('/:');
  return i === -1 ? path : path.slice(0, i);
}

export interface RouteMatch {
  route: FlatRoute;
  params: Record<string, string>;
}

/** Matches a base-stripped pathname against flattened routes; exact segments win over params. */
export function matchRoute(routes: FlatRoute[], pathname: string): RouteMatch | null {
  const segs = splitPath(pathname);
  let best: { m: RouteMatch; score: number } | null = null;
  for (const route of routes) {
    const pat = splitPath(route.path);
    if (pat.length !== segs.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    let ok = true;
    for (let i = 0; i < pat.length; i++) {
      const p = pat[i] as string;
      const s = segs[i] as string;
      if (p.startsWith(':')) {
        params[p.slice(1)] = safeDecode(s);
      } else if (p === s) {
        score += 2;
      } else {
        ok = false;
        break;
      }
    }
    if (ok && (!best || score > best.score)) best = { m: { route, params }, score };
  }
  return best?.m ?? null;
}

function splitPath(p: string): string[] {
  return p.split('/').filter(Boolean);
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Spec 2: the router base is `/g/` when the path contains `/g/v`, otherwise empty. */
export function routerBase(pathname: string): '/g' | '' {
  return pathname.includes('/g/v') ? '/g' : '';
}
