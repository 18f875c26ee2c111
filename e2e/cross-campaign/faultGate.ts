// The fault gate's passes and its runner (faults.e2e.ts generates the tests, faultJudge.ts judges
// each page): a route opened under each pass, the fault removed, the retry or a reload, and the
// verdicts as soft expectations, so one test reports every route and pass that fell short.

import { join } from 'node:path';
import { DEFAULT_TIMEOUT_MS } from '@h5/core-api';
import { DEFAULT_USER, EVERY_CALL, type FaultRule, type ReceivedRequest } from '@h5/sandbox-api';
import type { Page } from '@playwright/test';
import { expect, type SandboxControl, test } from '../fixtures.ts';
import { judge, type PageState, readPageState, recovered, type Verdict } from './faultJudge.ts';
import { type CallLog, countCalls, LOADING_SELECTOR, QUIET_MS } from './screenSettled.ts';
import type { RouteVisit } from './visits.ts';

export interface Way {
  name: string;
  rule: Omit<FaultRule, 'match'>;
}

/** A business refusal's message: the server's own sentence, shown as it is. */
const BUSY = 'The service is busy. Please try again later.';

export const WAYS: readonly Way[] = [
  { name: 'HTTP 500', rule: { kind: 'http500' } },
  { name: 'a dropped connection', rule: { kind: 'drop' } },
  { name: 'malformed JSON', rule: { kind: 'malformed' } },
  { name: 'the {code, msg} envelope', rule: { kind: 'code', envelope: 'code', code: 5001, msg: BUSY } },
  {
    name: 'the {error_code, error_msg} envelope',
    rule: { kind: 'code', envelope: 'error_code', code: 5001, msg: BUSY },
  },
];

/** The slow server: every answer this late. Longer than the page's own timeout. */
export const DELAY_MS = 20_000;
/** The delayed page shows something (shell, placeholder, text) within this of its navigation. */
const PAINT_MS = 3_000;
/** The delayed page's clock is moved past the client's timeout at most this many times. */
const FORWARDS = 4;
/**
 * How long the delayed page is looked at after its clock moved on, before moving it on again: a
 * page that has ended settles within it (its quiet 150 ms and a render); one still waiting on a
 * call (the read's retry starts 300 ms after its failure) is moved on again.
 */
const FORWARD_LOOK_MS = 400;
/** A page under a fault that fails at once settles within this (a read is retried once). */
const SETTLE_MS = 10_000;
/** The who-am-I read: a visitor's view may stand in for the user's when it fails. */
const SELF_CALL = 'general.self';
/** Calls a page makes as it loads whose failure it ignores by design: behaviour tracking. */
const IGNORED_CALLS = new Set(['general.track']);
/** Time allowed for one pass of one route. */
export const PASS_MS = 12_000;
/** The most calls a first route fails one by one. */
const MAX_CALLS = 8;

/**
 * Calls whose failure the spec answers by leaving for another page: they answer in the passes that
 * fail every call, and are not failed alone.
 */
export const LEAVES_ON_FAILURE: Record<string, string> = {
  'rapid.certificate':
    'spec 9: a certificate that cannot be read sends the user to the error page with "This certificate is invalid."',
};

/** A rule that wins the match and answers as usual: the first matching rule is the one taken. */
const answering = (call: string): FaultRule => ({ match: call, kind: 'delay', delayMs: 0 });
const spared = (): FaultRule[] => Object.keys(LEAVES_ON_FAILURE).map(answering);

/** One way the server fails a route: what, the rules it sets, and whether the who-am-I read fails. */
export interface Pass {
  what: string;
  rules: (calls: LoadCall[]) => FaultRule[];
  selfFails: (calls: LoadCall[]) => boolean;
  delayed?: true;
  /** One call alone: named by the call it fails. */
  single?: true;
  /** Only for a page that makes this call: the pass is dropped on one that does not. */
  needs?: string;
}

export const allFailing = (way: Way): Pass => ({
  what: `every call failing with ${way.name}`,
  rules: () => [...spared(), { match: EVERY_CALL, ...way.rule }],
  selfFails: () => true,
});

export const DELAYED: Pass = {
  what: `every call ${DELAY_MS / 1000} s late`,
  rules: () => [...spared(), { match: EVERY_CALL, kind: 'delay', delayMs: DELAY_MS }],
  selfFails: () => true,
  delayed: true,
};

/** The call at `pick(calls)` alone failing with HTTP 500; no pass when it picks none. */
const alone = (pick: (calls: LoadCall[]) => LoadCall | undefined): Pass => ({
  what: 'one call alone failing with HTTP 500',
  single: true,
  rules: (calls) => {
    const c = pick(calls);
    return c ? [{ match: c.match, method: c.method, kind: 'http500' }] : [];
  },
  selfFails: (calls) => pick(calls)?.match === SELF_CALL,
});

/** The who-am-I read alone: what a page open to visitors shows then is a visitor's view at least. */
const SELF_ALONE: Pass = {
  what: `GET /api/user/self alone failing with HTTP 500`,
  rules: () => [{ match: SELF_CALL, method: 'GET', kind: 'http500' }],
  selfFails: () => true,
  needs: SELF_CALL,
};

/**
 * The passes of the route at place `n` along every campaign's routes (faults.e2e.ts's header);
 * `all`, every pass on every route.
 */
export function passesFor(visit: RouteVisit, first: boolean, n: number, all = false): Pass[] {
  if (all)
    return [
      ...WAYS.map(allFailing),
      DELAYED,
      // Each call alone: as many passes as the page makes calls (a pass that picks none is skipped).
      ...Array.from({ length: MAX_CALLS }, (_, i) => alone((calls) => calls[i])),
    ];
  // Every route one way, the five taking turns along the routes; a campaign's first route (the
  // page its links open) every way, starting with its turn's, and the slow server.
  const way = n % WAYS.length;
  const passes: Pass[] = first
    ? [...WAYS.slice(way), ...WAYS.slice(0, way)].map(allFailing)
    : [allFailing(WAYS[way]!)];
  if (first) passes.push(DELAYED);
  // A page open to visitors that asks who is looking must still show the visitor's view.
  if (first || !visit.signedIn) passes.push(SELF_ALONE);
  return passes;
}

interface Outcome {
  what: string;
  state: PageState;
  settled: boolean;
  painted: boolean | null;
  uncaught: string[];
  selfFails: boolean;
  /** After the fault, with the page's retry or a reload. */
  after: PageState;
  retried: boolean;
}

export class Gate {
  private uncaught: string[] = [];
  private checks = 0;
  private held = 0;
  /** Who the routes are opened as: each route's own example user (exampleUsers), else the default. */
  private uid = DEFAULT_USER.uid;

  constructor(
    private readonly page: Page,
    private readonly sandbox: SandboxControl,
    private readonly siteUrl: string,
  ) {}

  async start(): Promise<void> {
    this.page.on('pageerror', (e) => this.uncaught.push(e.message));
    await countCalls(this.page);
    // Time flows as usual; the delayed pass moves it on past the client's timeouts.
    await this.page.clock.install();
    await this.signIn(true);
  }

  summary(): string {
    return `${this.held} of ${this.checks} held`;
  }

  /**
   * The route under each pass in turn, each followed by the fault's removal and the page's retry
   * (or a reload). The healthy reference is the last reload: one more when the last recovery
   * was a retry. Routes that make no call are opened once.
   */
  async route(visit: RouteVisit, passes: Pass[]): Promise<void> {
    const url = visit.url!;
    const page = this.page;
    const tb = Date.now();
    await page.goto('about:blank');
    if (visit.uid !== this.uid) {
      this.uid = visit.uid;
      await this.signIn(true);
    }
    timing(`${url} blank`, tb);
    const from = this.sandbox.raw.requests.length;
    const outcomes: Outcome[] = [];
    let calls: LoadCall[] = [];
    for (const [i, pass] of passes.entries()) {
      const rules = pass.rules(calls);
      if (rules.length === 0) continue;
      const outcome = await this.underFault(url, pass, rules, calls);
      if (i === 0) {
        calls = loadCalls(this.sandbox.raw.requests.slice(from));
        // No call, nothing to fail: that page was the healthy one.
        if (calls.length === 0) return;
      }
      if (pass.needs && !calls.some((c) => c.match === pass.needs)) continue;
      outcomes.push(outcome);
    }
    if (outcomes.length === 0) return;
    const last = outcomes[outcomes.length - 1]!;
    let healthy: PageState;
    if (last.retried) {
      const th = Date.now();
      await this.go(url);
      await this.settle(SETTLE_MS);
      healthy = await readPageState(page);
      timing(`${url} healthy`, th);
    } else healthy = last.after;
    let visitor: PageState | null = null;
    for (const o of outcomes) {
      let v: Verdict = judge(o.state, healthy);
      if (!v.holds && o.selfFails) {
        visitor ??= await this.visitorView(url);
        v = judge(o.state, healthy, visitor);
      }
      const where = `${visit.route}, ${o.what}`;
      if (o.painted !== null) {
        this.count(o.painted);
        expect.soft(o.painted, `${where}: paints within ${PAINT_MS} ms, not a blank page`).toBe(true);
      }
      this.count(v.holds && o.uncaught.length === 0);
      expect
        .soft(
          v.holds ? null : `${v.why}${o.settled ? '' : ' (never settled)'}`,
          `${where}: shows its content, or a plain sentence with a retry`,
        )
        .toBeNull();
      expect.soft(o.uncaught, `${where}: no uncaught error`).toEqual([]);
      const back = recovered(o.after, healthy);
      this.count(back.holds);
      expect
        .soft(back.holds ? null : back.why, `${where}, then the fault removed: the content is back`)
        .toBeNull();
    }
  }

  /** The page under `rules`; then without them, after its retry or a reload. */
  private async underFault(url: string, pass: Pass, rules: FaultRule[], calls: LoadCall[]): Promise<Outcome> {
    const t0 = Date.now();
    this.setFaults(rules);
    this.uncaught = [];
    let painted: boolean | null = null;
    let settled: boolean;
    const what = pass.single ? describeAlone(rules[0]!, calls) : pass.what;
    if (pass.delayed) {
      const started = Date.now();
      await this.go(url, 'commit');
      painted = false;
      while (!painted && Date.now() - started < PAINT_MS) {
        painted = (await readPageState(this.page).catch(() => null))?.painted ?? false;
        if (!painted) await new Promise((r) => setTimeout(r, 50));
      }
      // The preload's wait, the request and its one retry each end at the client's timeout: the
      // clock is moved on past it, and the page looked at for a moment (it settles at once when it
      // has ended); still waiting, on once more, four times at most as before.
      settled = false;
      const before = await this.page.evaluate(
        () => (window as unknown as { __h5Calls: CallLog }).__h5Calls.started,
      );
      for (let i = 0; i < FORWARDS && !settled; i++) {
        await this.page.clock.fastForward(DEFAULT_TIMEOUT_MS + 1_000);
        settled = await pageSettled(this.page, i < FORWARDS - 1 ? FORWARD_LOOK_MS : 1_500, {
          gaveUp: before,
          clockMoved: true,
        });
      }
    } else {
      await this.go(url);
      settled = await this.settle(SETTLE_MS);
    }
    const state = await readPageState(this.page);
    await this.shot(url, what, 'fault');
    const uncaught = this.uncaught;
    timing(`${url} ${what}`, t0);
    const selfFails = pass.selfFails(calls);
    this.setFaults([]);
    const tr = Date.now();
    const retry = this.page.getByRole('alert').getByRole('button').filter({ visible: true }).first();
    const retried = await retry.isVisible().catch(() => false);
    // A retry that cannot be tapped (covered, gone meanwhile) leaves the reload.
    if (
      !retried ||
      !(await retry.click({ timeout: 5_000 }).then(
        () => true,
        () => false,
      ))
    )
      await this.go(url);
    await this.settle(SETTLE_MS);
    const after = await readPageState(this.page);
    await this.shot(url, what, 'after');
    timing(`${url} recovery`, tr);
    return { what, state, settled, painted, uncaught, selfFails, after, retried };
  }

  /** With FAULTS_SHOTS=<dir>, a screenshot of each page judged, to look at. */
  private async shot(url: string, what: string, when: string) {
    const dir = process.env.FAULTS_SHOTS;
    if (!dir) return;
    const name = `${url}-${what}-${when}`.replace(/[^A-Za-z0-9-]+/g, '_').slice(0, 150);
    await this.page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
  }

  private async visitorView(url: string): Promise<PageState> {
    this.setFaults([]);
    await this.signIn(false);
    await this.go(url);
    await this.settle(SETTLE_MS);
    const state = await readPageState(this.page);
    await this.signIn(true);
    return state;
  }

  private count(holds: boolean) {
    this.checks++;
    if (holds) this.held++;
  }

  private setFaults(rules: FaultRule[]) {
    this.sandbox.raw.faults.clear();
    for (const r of rules) this.sandbox.fault(r);
  }

  private async signIn(on: boolean) {
    const ctx = this.page.context();
    await ctx.clearCookies({ name: 'token' });
    if (on) await ctx.addCookies([{ name: 'token', value: `tok-${this.uid}`, url: this.siteUrl }]);
  }

  /** Opens the page; by default once its scripts have run, the settle waiting for the rest. */
  private async go(pathAndQuery: string, waitUntil: 'domcontentloaded' | 'commit' = 'domcontentloaded') {
    const url = new URL(pathAndQuery, this.siteUrl);
    url.searchParams.set('lang', 'en');
    await this.page.goto(url.toString(), { waitUntil });
  }

  /** Whether the page settled within `ms` (pageSettled), its read's retry nudged. */
  private settle(ms: number): Promise<boolean> {
    return pageSettled(this.page, ms, { nudge: true });
  }
}

/** The read's retry waits this long after its failure (core-api's client). */
const RETRY_DELAY_MS = 300;
/** A page waiting this long with no call in flight waits on a timer (nudged: see pageSettled). */
const NUDGE_AFTER_MS = 50;
/** The most times one settle moves a page's clock on by RETRY_DELAY_MS. */
const NUDGES = 4;

/**
 * Whether the page opened last ended within `ms`: its screen shown (the shell replaced), no
 * placeholder, and no call in flight for QUIET_MS (screenSettled.ts's rule): by the page's clock,
 * or, once that clock has jumped (`clockMoved`, a nudge), timed here. Calls numbered `gaveUp` or
 * lower are left out: those the delayed page gave up at its timeout, whose preloads nothing aborts
 * and still wait on the slow server. `nudge`: a screen that shows a placeholder with no call in
 * flight is waiting on a timer, the read's retry 300 ms after its failure: its clock is moved on
 * by that much (NUDGES times at most), which is what the page would do a moment later, without
 * the suite waiting for it on every pass. A page that went back (to the blank page each route
 * starts from) counts as settled.
 */
async function pageSettled(
  page: Page,
  ms: number,
  {
    gaveUp = 0,
    nudge = false,
    clockMoved = false,
  }: { gaveUp?: number; nudge?: boolean; clockMoved?: boolean } = {},
): Promise<boolean> {
  const until = Date.now() + ms;
  let quietSince = null as { started: number; at: number } | null;
  let idleSince: number | null = null;
  let nudges = 0;
  // The delayed page's clock moved on before this settle; a nudge moves it here.
  let jumped = clockMoved ? 1 : 0;
  while (Date.now() < until) {
    if (page.url() === 'about:blank') return true;
    const now = await page
      .evaluate(
        ({ loading, gaveUp }) => {
          const calls = (window as unknown as { __h5Calls?: CallLog }).__h5Calls;
          if (!calls) return null;
          return {
            shown: document.querySelector('#root > div') !== null,
            loading: [...document.querySelectorAll(loading)].some((e) => e.checkVisibility()),
            // The shell still up: the page's scripts are coming, not a timer.
            booting: [...document.querySelectorAll('.h5-prerender')].some((e) => e.checkVisibility()),
            waiting: calls.open.some((n) => n > gaveUp),
            started: calls.started,
            quietFor: performance.now() - calls.at,
          };
        },
        { loading: LOADING_SELECTOR, gaveUp },
      )
      // The page navigated while the check ran: look again.
      .catch(() => null);
    if (now?.shown && !now.loading && !now.waiting) {
      idleSince = null;
      // The page's own count of its quiet moment holds while its clock has not jumped.
      if (jumped === 0 && now.quietFor >= QUIET_MS) return true;
      if (quietSince?.started !== now.started) quietSince = { started: now.started, at: Date.now() };
      else if (Date.now() - quietSince.at >= QUIET_MS) return true;
    } else {
      quietSince = null;
      if (nudge && now?.loading && !now.booting && !now.waiting && nudges < NUDGES) {
        idleSince ??= Date.now();
        if (Date.now() - idleSince >= NUDGE_AFTER_MS) {
          await page.clock.fastForward(RETRY_DELAY_MS);
          nudges++;
          jumped++;
          idleSince = null;
        }
      } else idleSince = null;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

function timing(what: string, t0: number) {
  if (process.env.FAULTS_TIMING)
    test.info().annotations.push({ type: 'timing', description: `${what}: ${Date.now() - t0} ms` });
}

function describeAlone(rule: FaultRule, calls: LoadCall[]): string {
  const c = calls.find((x) => x.match === rule.match && x.method === rule.method);
  return `${c?.label ?? rule.match} alone failing with HTTP 500`;
}

export interface LoadCall {
  /** The fault's match: the call's name. */
  match: string;
  method: 'GET' | 'POST';
  label: string;
}

/**
 * The calls a page made while it loaded, once each, in order: its typed calls (the sandbox's
 * static files, images, are not calls), tracking left out.
 */
function loadCalls(requests: ReceivedRequest[]): LoadCall[] {
  const seen = new Set<string>();
  const out: LoadCall[] = [];
  for (const r of requests) {
    if (!r.call || IGNORED_CALLS.has(r.call) || r.call in LEAVES_ON_FAILURE) continue;
    const match = r.call;
    const key = `${r.method} ${match}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ match, method: r.method as 'GET' | 'POST', label: `${r.method} ${r.path}` });
  }
  return out;
}
