// Route declarations: pure data, read both by a campaign's client router and by the
// manifest script under Node, so this module must never import React or the DOM.

import type { RouteRead } from './reads.ts';

export type { Read, ReadDecl, RouteRead } from './reads.ts';

/** Meta a route carries; redirect meta is appended to the target's query (the app reads it). */
export interface RouteMeta {
  title?: string;
  showBar?: 0 | 1;
  showNavigation?: boolean;
  new?: boolean;
}

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
