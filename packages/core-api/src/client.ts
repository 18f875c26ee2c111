// The one HTTP client. Every call goes through `call()`, which adds the spec's common
// parameters and headers and turns every failure into an ApiError.

import { FetchError, ofetch } from 'ofetch';
import { APP_LINKS } from './appLinks.ts';
import { type CallDef, fillPath } from './call.ts';
import type { Hosts } from './environment.ts';
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  SERVER_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
  unwrapEnvelope,
} from './errors.ts';
import { newIdempotencyKey } from './idempotency.ts';
import {
  PRELOAD_FAILED,
  type PreloadedReads,
  pagePreloads,
  preloadKey,
  takeArrived,
  takePreloaded,
} from './preloaded.ts';
import { fulfilled, rejected } from './settled.ts';

export const DEFAULT_TIMEOUT_MS = 15_000;
/** Spec 7 and 9: the withdraw call's timeout. */
export const WITHDRAW_TIMEOUT_MS = 30_000;
export const TOKEN_COOKIE = 'token';
/** The statuses a read is retried on (ofetch's own list): a preload answering one is its first try. */
const RETRIED_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export interface ClientContext {
  hosts: Hosts;
  /** Current language, sent in the `lang` header. */
  lang: () => string;
  /** The login token, sent in the `token` header; by default read from the login cookie. */
  token?: () => string | null;
  /** On iOS the app's user agent is forwarded in a header of its own (the web view's UA hides it). */
  iosUserAgent?: () => string | null;
  fetchImpl?: typeof fetch;
  /** Reads the page's HTML already started (see preloaded.ts); by default `window.__h5Preloaded`. */
  preloaded?: () => PreloadedReads | undefined;
}

export interface CallOptions {
  /** Reuse the same key for every attempt of one user intent. */
  idempotencyKey?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export function readCookie(
  name: string,
  cookie = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      const v = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(v) || null;
      } catch {
        return v || null;
      }
    }
  }
  return null;
}

export interface ApiClient {
  /**
   * The call's answer. A read whose answer the page's HTML already holds comes back settled and
   * marked so (settled.ts): a screen's first render can show it.
   */
  call<P extends object, R>(def: CallDef<P, R>, params: P, options?: CallOptions): Promise<R>;
  /**
   * While on, a read made again with the same name and parameters gets the first one's promise:
   * the first screen's render, which starts its reads, may run more than once before it commits.
   */
  shareReads(on: boolean): void;
  readonly hosts: Hosts;
}

export function createApiClient(ctx: ClientContext): ApiClient {
  // The fetch implementation is a global option of the instance, not a per-request default.
  const $fetch = ofetch.create({ credentials: 'include' }, ctx.fetchImpl ? { fetch: ctx.fetchImpl } : {});
  const token = ctx.token ?? (() => readCookie(TOKEN_COOKIE));
  const preloaded = ctx.preloaded ?? pagePreloads;

  let shared: Map<string, Promise<unknown>> | null = null;

  function call<P extends object, R>(def: CallDef<P, R>, params: P, options: CallOptions = {}): Promise<R> {
    if (!isRead(def)) return send(def, params, options);
    const key = shared && !options.signal ? preloadKey(def.name, params) : null;
    const before = key && shared?.get(key);
    if (before) return before as Promise<R>;
    const answer = readNow<R>(def.name, params) ?? send(def, params, options);
    if (key) shared?.set(key, answer);
    return answer;
  }

  /** The read's answer at once, settled, when the page's HTML already holds it. */
  function readNow<R>(name: string, params: object): Promise<R> | null {
    const arrived = takeArrived(preloaded(), name, params);
    if (!arrived) return null;
    try {
      return fulfilled(readAnswer<R>(arrived.text, name));
    } catch (e) {
      return rejected(e);
    }
  }

  async function send<P extends object, R>(def: CallDef<P, R>, params: P, options: CallOptions): Promise<R> {
    const timeout = options.timeoutMs ?? def.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    // Only reads are retried; a POST may have reached the server.
    let retry = isRead(def) ? 1 : 0;
    if (retry > 0) {
      // The preload is the read's first try: its answer is read as the request's would be, and a
      // failure the request would retry leaves the retry to the request below. A late, old or
      // missing preload leaves the whole read to it.
      const pre = await takePreloaded(preloaded(), def.name, params, timeout);
      if (pre !== null && pre !== PRELOAD_FAILED) {
        if (pre.status >= 200 && pre.status < 300) return readAnswer<R>(pre.text, def.name);
        if (!RETRIED_STATUSES.has(pre.status)) throw httpError(pre.status, pre.text, def.name);
      }
      if (pre !== null) retry = 0;
    }
    const { path, rest } = fillPath(def.path, params);
    const url = ctx.hosts[def.host] + path;
    const headers: Record<string, string> = { lang: ctx.lang() };
    const t = token();
    if (t) headers.token = t;
    const iosUa = ctx.iosUserAgent?.();
    if (iosUa) headers[APP_LINKS.iosUserAgentHeader] = iosUa;
    if (def.method === 'POST') headers['content-type'] = 'application/json';
    if (def.moneyMoving) headers['idempotency-key'] = options.idempotencyKey ?? newIdempotencyKey();
    const query: Record<string, unknown> = { ts: Date.now() };
    if (def.method === 'GET') Object.assign(query, dropEmpty(rest));
    else
      for (const k of def.queryParams ?? []) {
        if (rest[k] !== undefined && rest[k] !== null) query[k] = rest[k];
        delete rest[k];
      }

    let text: string;
    try {
      text = await $fetch<string, 'text'>(url, {
        method: def.method,
        query,
        headers,
        body: def.method === 'POST' ? JSON.stringify(rest) : undefined,
        responseType: 'text',
        timeout,
        retry,
        retryDelay: 300,
        signal: options.signal,
      });
    } catch (e) {
      throw toApiError(e, def.name);
    }
    return readAnswer<R>(text, def.name);
  }

  return {
    call,
    shareReads(on) {
      shared = on ? new Map() : null;
    },
    hosts: ctx.hosts,
  };
}

/** A read: what may be retried and taken over from a preload. */
function isRead(def: { method: string; moneyMoving?: boolean | undefined }): boolean {
  return def.method === 'GET' && !def.moneyMoving;
}

/** A successful answer's body: parsed, its envelope unwrapped (a business refusal throws). */
function readAnswer<R>(text: string, call: string): R {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    throw new ApiError('parse', SERVER_ERROR_MESSAGE, { call, cause });
  }
  return unwrapEnvelope(body, call) as R;
}

function dropEmpty(o: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined && v !== null) out[k] = v;
  return out;
}

/** An answer with an error status. */
function httpError(status: number, data: unknown, call: string, cause?: unknown): ApiError {
  // A 5xx body is the infrastructure's text ("Internal Server Error", "Bad Gateway"), not a
  // sentence for the user: it gets the plain one. A 4xx business envelope is the server's
  // own refusal and keeps its message.
  if (status >= 500) return new ApiError('http', SERVER_ERROR_MESSAGE, { status, call, cause });
  try {
    unwrapEnvelope(typeof data === 'string' ? JSON.parse(data) : data, call);
  } catch (inner) {
    if (inner instanceof ApiError && inner.kind === 'business') {
      return new ApiError('http', inner.message, { status, code: inner.code, call, cause });
    }
  }
  return new ApiError('http', SERVER_ERROR_MESSAGE, { status, call, cause });
}

function toApiError(e: unknown, call: string): ApiError {
  if (e instanceof FetchError) {
    if (e.response) return httpError(e.response.status, e.data, call, e);
    const cause = (e as { cause?: { name?: string } }).cause;
    if (cause?.name === 'TimeoutError' || /timeout/i.test(e.message)) {
      return new ApiError('timeout', TIMEOUT_MESSAGE, { call, cause: e });
    }
    return new ApiError('network', NETWORK_ERROR_MESSAGE, { call, cause: e });
  }
  if (e instanceof ApiError) return e;
  return new ApiError('network', NETWORK_ERROR_MESSAGE, { call, cause: e });
}
