// Typed call definitions: the pages call them, the sandbox API implements them, and a contract
// test checks that every definition has a handler.

import type { HostName } from './environment.ts';

export type Method = 'GET' | 'POST';
type ParamValue = string | number | boolean | null | undefined;
export type Params = Record<string, ParamValue | ParamValue[] | Record<string, unknown>>;

export interface CallDef<P extends object = Params, R = unknown> {
  /** Unique, for logs and the contract test: `area.name`. */
  name: string;
  method: Method;
  host: HostName;
  /** Path with `{param}` placeholders filled from the params; the rest go to the query or the body. */
  path: string;
  /** Per-call timeout; the client's default otherwise. */
  timeoutMs?: number;
  /** Parameters a POST sends in its query rather than its body (`?lang` of the translate call). */
  queryParams?: readonly string[];
  /**
   * A money call: it spends, draws, grants, claims or cannot be undone, whatever its method (a
   * GET included). Never retried by the client on its own, always sent with an idempotency key
   * (the intent's, under the money-intent policy), and the server answers a repeated key with
   * the outcome it stored, not with the refusal of a repeat.
   */
  moneyMoving?: boolean;
  /** Phantom fields carrying the types; never set at run time. */
  readonly __params?: P;
  readonly __result?: R;
}

export type ParamsOf<C> = C extends CallDef<infer P, unknown> ? P : never;
export type ResultOf<C> = C extends CallDef<object, infer R> ? R : never;

export function defineCall<P extends object, R>(
  def: Omit<CallDef<P, R>, '__params' | '__result'>,
): CallDef<P, R> {
  return def as CallDef<P, R>;
}

/** Fills `{name}` placeholders; returns the path and the params left over. */
export function fillPath(path: string, params: object): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...(params as Record<string, unknown>) };
  const filled = path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const v = rest[key];
    delete rest[key];
    if (v === undefined || v === null || v === '')
      throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(v));
  });
  return { path: filled, rest };
}

/** The path pattern as a RegExp with named groups, for the sandbox's router. */
export function pathPattern(path: string): RegExp {
  const src = path
    .split(/(\{\w+\})/)
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      return m ? `(?<${m[1]}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${src}$`);
}
