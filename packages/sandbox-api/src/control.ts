// Test and demo switches under /__sandbox/: reset, faults, the clock, the request log, signing
// in as a seeded user, and each area's own switches. Never part of the app's API.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FaultRule } from './faults.ts';
import { type Sandbox, send } from './server.ts';
import { SIGNED_IN_USERS, userByUid } from './users.ts';

export const CONTROL_PREFIX = '/__sandbox/';

export async function handleControl(
  sandbox: Sandbox,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://sandbox.local');
  if (!url.pathname.startsWith(CONTROL_PREFIX)) return false;
  const route = url.pathname.slice(CONTROL_PREFIX.length);
  const method = req.method ?? 'GET';
  const body = method === 'POST' || method === 'DELETE' ? await readJson(req) : {};

  if (route === 'reset' && method === 'POST') {
    sandbox.reset(typeof body.freeze === 'number' ? { frozenAt: body.freeze } : {});
    return ok(res, { reset: true, now: sandbox.clock.now() });
  }
  if (route === 'faults') {
    if (method === 'POST') {
      const rules = (Array.isArray(body.rules) ? body.rules : [body]) as FaultRule[];
      for (const r of rules) sandbox.faults.add(r);
    }
    if (method === 'DELETE') sandbox.faults.clear();
    return ok(res, { faults: sandbox.faults.list() });
  }
  if (route === 'clock') {
    if (typeof body.set === 'number') sandbox.clock.set(body.set);
    if (typeof body.advance === 'number') sandbox.clock.advance(body.advance);
    if (typeof body.freeze === 'number') sandbox.clock.freeze(body.freeze);
    if (body.reset === true) sandbox.clock.reset();
    return ok(res, { now: sandbox.clock.now() });
  }
  if (route === 'requests') {
    const call = url.searchParams.get('call');
    const path = url.searchParams.get('path');
    return ok(res, {
      requests: sandbox.requests.filter(
        (r) => (!call || r.call === call) && (!path || r.path.includes(path)),
      ),
    });
  }
  if (route === 'users') return ok(res, { users: SIGNED_IN_USERS });
  if (route === 'login' || route === 'logout') {
    const user =
      route === 'login' ? userByUid(Number(url.searchParams.get('uid') ?? SIGNED_IN_USERS[0]!.uid)) : null;
    const cookie = user
      ? `token=${user.token}; Path=/; SameSite=Lax`
      : 'token=; Path=/; Max-Age=0; SameSite=Lax';
    res.writeHead(302, { 'set-cookie': cookie, location: safeLocalPath(url.searchParams.get('to')) });
    res.end();
    return true;
  }
  const sw = /^area\/([\w-]+)\/([\w-]+)$/.exec(route);
  if (sw && method === 'POST') {
    try {
      return ok(res, { result: sandbox.runSwitch(sw[1]!, sw[2]!, body) ?? null });
    } catch (e) {
      send(res, 404, { code: 404, msg: (e as Error).message });
      return true;
    }
  }
  send(res, 404, { code: 404, msg: `Unknown sandbox control ${route}` });
  return true;
}

/** Only same-origin paths: `//evil.com` and `/\evil.com` would leave the site. */
export function safeLocalPath(to: string | null): string {
  if (!to?.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return '/';
  return to;
}

function ok(res: ServerResponse, data: unknown): true {
  send(res, 200, { code: 0, msg: 'ok', data });
  return true;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
