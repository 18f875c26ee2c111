// The one HTTP client. Every call goes through `call()`, which adds the spec's common
// parameters and headers and turns every failure into an ApiError.

import { FetchError, ofetch } from 'ofetch';
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

export const DEFAULT_TIMEOUT_MS = 15_000;
/** Spec 7 and 9: the withdraw call's timeout. */
export const WITHDRAW_TIMEOUT_MS = 30_000;
export const TOKEN_COOKIE = 'token';

export interface ClientContext {
  hosts: Hosts;
  /** Current language, sent in the `lang` header. */
  lang: () => string;
  /** The login token, sent in the `token` header; by default read from the login cookie. */
  token?: () => string | null;
  /** On iOS the app's user agent is forwarded in a header of its own (the web view's UA hides it). */
  iosUserAgent?: () => string | null;
  fetchImpl?: typeof fetch;
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
  call<P extends object, R>(def: CallDef<P, R>, params: P, options?: CallOptions): Promise<R>;
  readonly hosts: Hosts;
}

export function createApiClient(ctx: ClientContext): ApiClient {
  const $fetch = ofetch.create({
    credentials: 'include',
    ...(ctx.fetchImpl ? { fetch: ctx.fetchImpl } : {}),
  });
  const token = ctx.token ?? (() => readCookie(TOKEN_COOKIE));

  async function call<P extends object, R>(
    def: CallDef<P, R>,
    params: P,
    options: CallOptions = {},
  ): Promise<R> {
    const { path, rest } = fillPath(def.path, params);
    const url = ctx.hosts[def.host] + path;
    const headers: Record<string, string> = { lang: ctx.lang() };
    const t = token();
    if (t) headers.token = t;
    const iosUa = ctx.iosUserAgent?.();
    if (iosUa) headers['x-sm-ua'] = iosUa;
    if (def.method === 'POST') headers['content-type'] = 'application/json';
    if (def.moneyMoving) headers['idempotency-key'] = options.idempotencyKey ?? newIdempotencyKey();
    const query: Record<string, unknown> = { ts: Date.now() };
    if (def.method === 'GET') Object.assign(query, dropEmpty(rest));

    let text: string;
    try {
      text = await $fetch<string, 'text'>(url, {
        method: def.method,
        query,
        headers,
        body: def.method === 'POST' ? JSON.stringify(rest) : undefined,
        responseType: 'text',
        timeout: options.timeoutMs ?? def.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        // Only reads are retried; a POST may have reached the server.
        retry: def.method === 'GET' && !def.moneyMoving ? 1 : 0,
        retryDelay: 300,
        signal: options.signal,
      });
    } catch (e) {
      throw toApiError(e, def.name);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (cause) {
      throw new ApiError('parse', SERVER_ERROR_MESSAGE, { call: def.name, cause });
    }
    return unwrapEnvelope(body, def.name) as R;
  }

  return { call, hosts: ctx.hosts };
}

function dropEmpty(o: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined && v !== null) out[k] = v;
  return out;
}

function toApiError(e: unknown, call: string): ApiError {
  if (e instanceof FetchError) {
    if (e.response) {
      const status = e.response.status;
      // A business envelope on an HTTP error still carries the server's message.
      try {
        unwrapEnvelope(typeof e.data === 'string' ? JSON.parse(e.data) : e.data, call);
      } catch (inner) {
        if (inner instanceof ApiError && inner.kind === 'business') {
          return new ApiError('http', inner.message, { status, code: inner.code, call, cause: e });
        }
      }
      return new ApiError('http', SERVER_ERROR_MESSAGE, { status, call, cause: e });
    }
    const cause = (e as { cause?: { name?: string } }).cause;
    if (cause?.name === 'TimeoutError' || /timeout/i.test(e.message)) {
      return new ApiError('timeout', TIMEOUT_MESSAGE, { call, cause: e });
    }
    return new ApiError('network', NETWORK_ERROR_MESSAGE, { call, cause: e });
  }
  if (e instanceof ApiError) return e;
  return new ApiError('network', NETWORK_ERROR_MESSAGE, { call, cause: e });
}
