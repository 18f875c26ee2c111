// The sandbox server: routes requests to area handlers by their call definitions, keeps the
// per-user state of every area, replays money calls by idempotency key, logs what it received,
// and injects faults. `handle()` answers false for paths it does not own, so a site server can
// put the pages beside it.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathPattern } from '@h5/core-api';
import type { Promotion } from '@h5/core-api/contracts/general';
import {
  type AreaDefinition,
  type AreaHandler,
  fail,
  type HandlerContext,
  HOST_PREFIX,
  NOT_LOGGED_IN,
  type RawRoute,
  SandboxFailure,
} from './area.ts';
import { createClock, type SandboxClock } from './clock.ts';
import { createFaults, type Faults } from './faults.ts';
import {
  FALLBACK_LANGUAGE,
  type Localizable,
  languageOf,
  localized,
  textIn,
  writeIn,
} from './kit/localized.ts';
import { makePromotion } from './promotions.ts';
import { createRandom, type Random } from './random.ts';
import { userByToken } from './users.ts';

export interface ReceivedRequest {
  method: string;
  path: string;
  call?: string;
  params: Record<string, unknown>;
  uid: number | null;
  idempotencyKey?: string;
  at: number;
}

export interface SandboxOptions {
  areas: AreaDefinition<unknown>[];
  seed?: number;
}

export interface Sandbox {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Seeds every area anew; `frozenAt` seeds it with the clock stopped at that instant. */
  reset(opts?: { frozenAt?: number }): void;
  faults: Faults;
  clock: SandboxClock;
  requests: ReceivedRequest[];
  /** Names of every call definition with a handler (the contract test reads it). */
  handledCalls(): string[];
  state<S>(area: string): S;
  runSwitch(area: string, name: string, body: Record<string, unknown>): unknown;
  listen(port: number, host?: string): Promise<Server>;
}

interface CompiledRoute {
  method: string;
  pattern: RegExp;
  area: AreaDefinition<unknown>;
  handler?: AreaHandler<unknown>;
  raw?: RawRoute<unknown>;
}

const MAX_BODY = 1_000_000;

export function createSandbox(options: SandboxOptions): Sandbox {
  const seed = options.seed ?? 20261121;
  const clock = createClock();
  const faults = createFaults();
  const requests: ReceivedRequest[] = [];
  let rng: Random = createRandom(seed);
  let states = new Map<string, unknown>();
  // Keyed `uid:call:key`; holds the answer while the first request is still being carried out, so
  // a repeat that arrives meanwhile waits for it instead of running the handler a second time.
  let replays = new Map<string, Promise<Answer>>();

  const routes: CompiledRoute[] = [];
  for (const area of options.areas) {
    for (const h of area.handlers) {
      routes.push({
        method: h.def.method,
        pattern: pathPattern(HOST_PREFIX[h.def.host] + h.def.path),
        area,
        handler: h,
      });
    }
    for (const r of area.raw ?? [])
      routes.push({ method: r.method, pattern: pathPattern(r.path), area, raw: r });
  }
  // Literal segments beat parameters: `/activity/x/lucky-egg` must not be taken by `/activity/{id}`.
  routes.sort((a, b) => literalWeight(b.pattern) - literalWeight(a.pattern));

  function reset(opts: { frozenAt?: number } = {}) {
    rng = createRandom(seed);
    clock.reset();
    if (opts.frozenAt !== undefined) clock.freeze(opts.frozenAt);
    faults.clear();
    requests.length = 0;
    replays = new Map();
    states = new Map(options.areas.map((a) => [a.name, a.seed({ clock, rng })]));
    const general = states.get('general') as { promotions: Map<string, Localizable<Promotion>> } | undefined;
    for (const area of options.areas) {
      for (const p of area.promotions ?? []) general?.promotions.set(p.id, makePromotion(p, clock.now()));
    }
  }
  reset();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const found = findRoute(method, path);
    if (!found) return false;
    const { route, pathParams } = found;

    let params: Record<string, unknown>;
    try {
      params = { ...Object.fromEntries(url.searchParams), ...(await readBody(req)), ...pathParams };
    } catch {
      send(res, 400, { code: 400, msg: 'Malformed request body' });
      return true;
    }
    delete params.ts;

    const token = headerValue(req.headers.token) ?? cookieToken(req.headers.cookie);
    const user = userByToken(token);
    const call = route.handler?.def.name;
    const idempotencyKey = headerValue(req.headers['idempotency-key']) ?? undefined;
    requests.push({ method, path, call, params, uid: user?.uid ?? null, idempotencyKey, at: clock.now() });

    const fault = faults.take({ method, path, call });
    // Faults that stop the request before the server carries it out; `delay` and `dropAfter`
    // let it through and are handled around the handler.
    if (fault && fault.kind !== 'delay' && fault.kind !== 'dropAfter') {
      if (fault.delayMs) await faults.late(fault.delayMs);
      switch (fault.kind) {
        case 'drop':
          req.socket.destroy();
          return true;
        case 'http500':
          send(res, 500, { code: 500, msg: 'Internal Server Error' });
          return true;
        case 'malformed':
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('{"code":0,"data":{"broken":');
          return true;
        case 'code':
          sendEnvelope(
            res,
            fault.envelope ?? route.handler?.envelope ?? 'code',
            fault.code ?? 500,
            fault.msg ?? 'Server busy',
          );
          return true;
      }
    }
    const lateBy = fault?.delayMs ?? 0;
    const dropAnswer = fault?.kind === 'dropAfter';

    const ctx: HandlerContext<unknown> = {
      state: states.get(route.area.name),
      user,
      requireUser: () => user ?? fail(NOT_LOGGED_IN, PLEASE_LOG_IN),
      clock,
      rng,
      params,
      headers: req.headers,
      lang: languageOf(req.headers),
      stateOf: <T>(area: string) => states.get(area) as T | undefined,
    };

    if (route.raw) {
      if (lateBy) await faults.late(lateBy);
      await route.raw.handle(req, res, ctx);
      return true;
    }
    const h = route.handler!;
    if (!h.def.moneyMoving) {
      const answer = await carryOut(h, ctx, params, lateBy, faults);
      if (dropAnswer) req.socket.destroy();
      else reply(res, answer, { 'cache-control': 'no-store' });
      return true;
    }
    if (!idempotencyKey) {
      sendEnvelope(res, h.envelope, 400, 'Missing idempotency key');
      return true;
    }
    // A repeated key gets the first answer, also while the first is still running: the request
    // is carried out once, and the server, not each area, keeps that rule.
    const replayKey = `${user?.uid ?? 0}:${h.def.name}:${idempotencyKey}`;
    const first = replays.get(replayKey);
    const pending = first ?? carryOut(h, ctx, params, lateBy, faults);
    if (first) {
      if (lateBy) await faults.late(lateBy);
    } else replays.set(replayKey, pending);
    const answer = await pending;
    if (dropAnswer) req.socket.destroy();
    else reply(res, answer, first ? { 'idempotent-replay': 'true' } : {});
    return true;
  }

  function findRoute(method: string, path: string) {
    for (const route of routes) {
      if (route.method !== method) continue;
      const m = route.pattern.exec(path);
      if (m) return { route, pathParams: decodeGroups(m.groups) };
    }
    return null;
  }

  return {
    handle,
    reset,
    faults,
    clock,
    requests,
    handledCalls: () => routes.flatMap((r) => (r.handler ? [r.handler.def.name] : [])),
    state: <S>(area: string) => states.get(area) as S,
    runSwitch(area, name, body) {
      const def = options.areas.find((a) => a.name === area);
      const sw = def?.switches?.[name];
      if (!def || !sw) throw new Error(`No switch ${area}/${name}`);
      // A switch answers a test, in English: texts kept in every language are written in it.
      const result = sw(states.get(area), body, clock);
      return result === undefined
        ? undefined
        : JSON.parse(JSON.stringify(result, writeIn(FALLBACK_LANGUAGE)));
    },
    listen(port, host = '127.0.0.1') {
      const server = createServer((req, res) => {
        handle(req, res).then(
          (done) => {
            if (!done) send(res, 404, { code: 404, msg: 'Not found' });
          },
          (e) => internalError(res, e),
        );
      });
      return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
    },
  };
}

const PLEASE_LOG_IN = localized({ en: 'Please log in first', ar: 'يرجى تسجيل الدخول أولاً' });

interface Answer {
  status: number;
  body: string;
}

function reply(res: ServerResponse, answer: Answer, headers: Record<string, string>) {
  res.writeHead(answer.status, { 'content-type': 'application/json', ...headers });
  res.end(answer.body);
}

async function carryOut(
  h: AreaHandler<unknown>,
  ctx: HandlerContext<unknown>,
  params: Record<string, unknown>,
  lateBy: number,
  faults: Faults,
): Promise<Answer> {
  if (lateBy) await faults.late(lateBy);
  return runHandler(h, ctx, params);
}

async function runHandler(
  h: AreaHandler<unknown>,
  ctx: HandlerContext<unknown>,
  params: Record<string, unknown>,
): Promise<Answer> {
  try {
    const data = await h.handle(ctx, params);
    const body =
      h.envelope === 'error_code' ? { error_code: 0, error_msg: '', data } : { code: 0, msg: 'ok', data };
    return { status: 200, body: JSON.stringify(body, writeIn(ctx.lang)) };
  } catch (e) {
    if (e instanceof SandboxFailure) {
      const body =
        h.envelope === 'error_code'
          ? { error_code: e.code, error_msg: textIn(ctx.lang, e.text) }
          : { code: e.code, msg: textIn(ctx.lang, e.text) };
      return { status: e.httpStatus, body: JSON.stringify(body) };
    }
    console.error('[sandbox] handler crashed', h.def.name, e);
    return { status: 500, body: JSON.stringify({ code: 500, msg: 'Internal Server Error' }) };
  }
}

export function send(res: ServerResponse, status: number, body: unknown) {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function sendEnvelope(res: ServerResponse, envelope: 'code' | 'error_code', code: number, msg: string) {
  send(res, 200, envelope === 'error_code' ? { error_code: code, error_msg: msg } : { code, msg });
}

function internalError(res: ServerResponse, e: unknown) {
  console.error('[sandbox]', e);
  send(res, 500, { code: 500, msg: 'Internal Server Error' });
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  if (req.method !== 'POST') return {};
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(c as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  const parsed: unknown = JSON.parse(text);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('not an object');
  return parsed as Record<string, unknown>;
}

function decodeGroups(groups: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(groups ?? {})) {
    try {
      out[k] = decodeURIComponent(v);
    } catch {
      out[k] = v;
    }
  }
  return out;
}

function literalWeight(p: RegExp): number {
  return p.source.replace(/\(\?<\w+>\[\^\/\]\+\)/g, '').length;
}

function headerValue(v: string | string[] | undefined): string | null {
  return (Array.isArray(v) ? v[0] : v) || null;
}

function cookieToken(cookie: string | undefined): string | null {
  const m = /(?:^|;\s*)token=([^;]*)/.exec(cookie ?? '');
  return m?.[1] ? decodeURIComponent(m[1]) : null;
}
