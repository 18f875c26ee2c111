// How an area of the app's API is written for the sandbox: its state, seeded fresh on every
// reset, and a handler per call definition. Handlers return the `data` of the envelope, or
// throw `fail()` for a business error, as the real servers answer.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CallDef, HostName } from '@h5/core-api';
import type { SandboxClock } from './clock.ts';
import { type Localizable, Localized } from './kit/localized.ts';
import type { PromotionSeed } from './promotions.ts';
import type { Random } from './random.ts';
import type { SandboxUser } from './users.ts';

export type Envelope = 'code' | 'error_code';

export class SandboxFailure extends Error {
  constructor(
    readonly code: number,
    /** The message, written in the request's language. */
    readonly text: string | Localized,
    readonly httpStatus = 200,
  ) {
    super(text instanceof Localized ? text.in('en') : text);
  }
}

/** A business error: `{code, msg}` (or `{error_code, error_msg}` in the finance envelope). */
export function fail(code: number, msg: string | Localized, httpStatus = 200): never {
  throw new SandboxFailure(code, msg, httpStatus);
}

/** Code the sandbox answers for calls that need a signed-in user. */
export const NOT_LOGGED_IN = 401;

export interface HandlerContext<S> {
  state: S;
  user: SandboxUser | null;
  /** The signed-in user, or a NOT_LOGGED_IN failure. */
  requireUser(): SandboxUser;
  clock: SandboxClock;
  rng: Random;
  /** Query, path and body parameters, as received (query values are strings). */
  params: Record<string, unknown>;
  headers: IncomingMessage['headers'];
  /** The request's language (its `lang` header), in which the server writes `Localized` texts. */
  lang: string;
  /**
   * Another area's state, for what one part of the server tells another (a payment that grants a
   * VIP package); undefined when that area is not loaded.
   */
  stateOf<T>(area: string): T | undefined;
}

type RawParams<P> = { [K in keyof P]?: unknown };

export type Handler<S, P, R> = (
  ctx: HandlerContext<S>,
  params: RawParams<P>,
) => Localizable<R> | Promise<Localizable<R>>;

export interface RawRoute<S> {
  method: 'GET' | 'POST';
  /** Full path on the sandbox, host prefix included. */
  path: string;
  handle(req: IncomingMessage, res: ServerResponse, ctx: HandlerContext<S>): void | Promise<void>;
}

export interface AreaDefinition<S> {
  name: string;
  seed(ctx: { clock: SandboxClock; rng: Random }): S;
  /** Promotions this area's pages are reached by; added to the general area on every reset. */
  promotions?: PromotionSeed[];
  handlers: Array<AreaHandler<S>>;
  raw?: RawRoute<S>[];
  /** Test switches, reached at POST /__sandbox/area/<name>/<switch>. */
  switches?: Record<string, (state: S, body: Record<string, unknown>, clock: SandboxClock) => unknown>;
}

export interface AreaHandler<S> {
  def: CallDef<object, unknown>;
  envelope: Envelope;
  handle: Handler<S, object, unknown>;
}

export function on<S, P extends object, R>(
  def: CallDef<P, R>,
  handle: Handler<S, P, R>,
  opts: { envelope?: Envelope } = {},
): AreaHandler<S> {
  return {
    def: def as unknown as CallDef<object, unknown>,
    envelope: opts.envelope ?? 'code',
    handle: handle as Handler<S, object, unknown>,
  };
}

export function defineArea<S>(area: AreaDefinition<S>): AreaDefinition<S> {
  return area;
}

/** Where each host lives on the sandbox; mirrors core-api's dev hosts. */
export const HOST_PREFIX: Record<HostName, string> = {
  api: '',
  link: '',
  pay: '/pay',
  bet: '/bet',
  icst: '/icst',
  static: '/static',
  track: '/track',
};

// ---- parameter coercion: query values arrive as strings ----

/** A whole number, or undefined when absent or not whole. */
export function int(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isInteger(v) ? v : undefined;
  if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) return Number(v);
  return undefined;
}

export function str(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  return undefined;
}
