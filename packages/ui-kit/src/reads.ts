// A route's first-screen reads as typed descriptors: each is listed by its route (the page's HTML
// starts it, vite-preset's preload script) and called by its screen, so the two cannot drift
// apart. Pure data, read under Node with the routes, and kept out of ui-kit's app graph: the
// shared platform file carries none of it (vite-preset platform.ts), a campaign only what it calls.

import type { CallDef } from '@h5/core-api';
import { getSelf } from '@h5/core-api/contracts/general';

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
