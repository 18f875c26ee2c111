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
 * call (the read's retry starts 300 ms after its failure) is moved on again. (Moving it on as
 * soon as it waits on a call for 60 ms, its retry's timer nudged, was tried: 850 ms a pass instead
 * of 1.1 s, but four first routes that hold under this ended still loading.)
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

/** The slow server's rule: every answer DELAY_MS late. */
const LATE: Omit<FaultRule, 'match'> = { kind: 'delay', delayMs: DELAY_MS };

/**
 * One way the server fails a route: what, how each failed call answers (one of the five ways, or
 * late), and which calls fail: every call, or one alone.
 */
export interface Pass {
  what: string;
  fault: Omit<FaultRule, 'match'>;
  /** One call alone: the call it picks among the page's load-time calls (none: no pass). */
  alone?: (calls: LoadCall[]) => LoadCall | undefined;
  delayed?: true;
  /** Only for a page that makes this call: the pass is dropped on one that does not. */
  needs?: string;
}

export const allFailing = (way: Way): Pass => ({
  what: `every call failing with ${way.name}`,
  fault: way.rule,
});

export const DELAYED: Pass = { what: `every call ${DELAY_MS / 1000} s late`, fault: LATE, delayed: true };

/** The five ways and the slow server: every route gets each (faults.e2e.ts's header). */
export const EVERY_WAY: readonly Pass[] = [...WAYS.map(allFailing), DELAYED];

/** The call at `pick(calls)` alone failing with HTTP 500; no pass when it picks none. */
const alone = (pick: (calls: LoadCall[]) => LoadCall | undefined): Pass => ({
  what: 'one call alone failing with HTTP 500',
  fault: { kind: 'http500' },
  alone: pick,
});

/** The who-am-I read alone: what a page open to visitors shows then is a visitor's view at least. */
const SELF_ALONE: Pass = {
  ...alone((calls) => calls.find((c) => c.match === SELF_CALL && c.method === 'GET')),
  what: `GET /api/user/self alone failing with HTTP 500`,
  needs: SELF_CALL,
};

/** The server's rules for a pass: the calls it fails (the spared answering), or none. */
function serverRules(pass: Pass, calls: LoadCall[]): FaultRule[] {
  if (!pass.alone) return [...spared(), { match: EVERY_CALL, ...pass.fault }];
  const c = pass.alone(calls);
  return c ? [{ match: c.match, method: c.method, ...pass.fault }] : [];
}

/** Whether the who-am-I read is among the calls a pass fails. */
const selfFails = (pass: Pass, calls: LoadCall[]) => !pass.alone || pass.alone(calls)?.match === SELF_CALL;

/** Which passes a route gets besides its turn's (faults.e2e.ts decides, from its place). */
export interface Extent {
  /** The five ways and the delay, not its turn's alone: the first route of its screen. */
  everyWay: boolean;
  /** The who-am-I read alone (a visitor's view must remain). */
  selfAlone: boolean;
  /** Each other load-time call alone. */
  eachCall: boolean;
}

/**
 * The passes of the route at place `n` along every campaign's routes (faults.e2e.ts's header);
 * `all`, every pass on every route. The first pass, the one followed by the route's recovery, is
 * the route's turn among the five ways, so that each takes turns along the routes.
 */
export function passesFor(n: number, extent: Extent, all = false): Pass[] {
  const turn = n % WAYS.length;
  const ways = [...WAYS.slice(turn), ...WAYS.slice(0, turn)].map(allFailing);
  // The delay is never a route's first pass: the page's first load of its scripts would wait
  // behind the answers the slow server holds (six connections to a host), which a real one
  // answers within the 20 s its moved-on clock never lets pass.
  const passes = all || extent.everyWay ? [...ways, DELAYED] : [ways[0]!];
  if (all)
    // Each call alone: as many passes as the page makes calls (a pass that picks none is skipped).
    return [...passes, ...Array.from({ length: MAX_CALLS }, (_, i) => alone((calls) => calls[i]))];
  if (extent.selfAlone) passes.push(SELF_ALONE);
  if (extent.eachCall)
    for (let i = 0; i < MAX_CALLS; i++)
      passes.push(alone((calls) => calls.filter((c) => c.match !== SELF_CALL)[i]));
  return passes;
}

interface Outcome {
  what: string;
  state: PageState;
  settled: boolean;
  painted: boolean | null;
  uncaught: string[];
  selfFails: boolean;
}

/** What the first pass leaves once its fault is removed: after its retry, or a reload. */
interface Recovery {
  after: PageState;
  retried: boolean;
}

export class Gate {
  private uncaught: string[] = [];
  private checks = 0;
  private held = 0;
  /** Who the routes are opened as: each route's own example user (exampleUsers), else the default. */
  private uid = DEFAULT_USER.uid;
  /** How each pass held, or that it did not: `<pass>: content|message|visitor|fails`. */
  readonly verdicts: string[] = [];

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

  /** Serves `html` at `path` (faultJudge.e2e.ts's planted pages). */
  async serve(path: string, html: string): Promise<void> {
    await this.page.route(`${this.siteUrl}${path}?*`, (r) =>
      r.fulfill({ status: 200, contentType: 'text/html', body: html }),
    );
  }

  /**
   * The route under each pass in turn; after the first, the fault's removal and the page's retry
   * (or a reload): one recovery per route. The healthy reference is that reload, or after a
   * retry one more. Routes that make no call are opened once.
   */
  async route(visit: RouteVisit, passes: readonly Pass[]): Promise<void> {
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
    const [first, ...rest] = passes;
    if (!first) return;
    const outcomes: Outcome[] = [await this.underFault(url, first, [])];
    const recovery = await this.recover(url);
    const calls = loadCalls(this.sandbox.raw.requests.slice(from));
    // No call, nothing to fail: that page was the healthy one.
    if (calls.length === 0) return;
    let healthy = recovery.after;
    if (recovery.retried) {
      const th = Date.now();
      await this.go(url);
      await settle(page, SETTLE_MS);
      healthy = await readPageState(page);
      timing(`${url} healthy`, th);
    }
    for (const pass of rest) {
      if (pass.needs && !calls.some((c) => c.match === pass.needs)) continue;
      const rules = serverRules(pass, calls);
      if (rules.length > 0) outcomes.push(await this.underFault(url, pass, calls));
    }
    this.setFaults([]);
    let visitor: PageState | null = null;
    for (const o of outcomes) {
      let v: Verdict = judge(o.state, healthy);
      if (!v.holds && o.selfFails) {
        visitor ??= await this.visitorView(url);
        v = judge(o.state, healthy, visitor);
      }
      const where = `${visit.route}, ${o.what}`;
      this.verdicts.push(`${o.what}: ${v.holds ? v.how : 'fails'}`);
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
    }
    const back = recovered(recovery.after, healthy);
    this.count(back.holds);
    expect
      .soft(
        back.holds ? null : back.why,
        `${visit.route}, ${first.what}, then the fault removed: the content is back`,
      )
      .toBeNull();
  }

  /** The route under `pass` (the sandbox's fault rules). */
  private async underFault(url: string, pass: Pass, calls: LoadCall[]): Promise<Outcome> {
    const t0 = Date.now();
    this.setFaults(serverRules(pass, calls));
    this.uncaught = [];
    const seen = await look(this.page, url, pass, (u, w) => this.go(u, w));
    const what = pass.alone ? describeAlone(pass.alone(calls)!) : pass.what;
    await this.shot(url, what, 'fault');
    timing(`${url} ${what}`, t0);
    return { what, ...seen, uncaught: this.uncaught, selfFails: selfFails(pass, calls) };
  }

  /** The fault removed: the page's retry, the button of its alert, or a reload when it offers none. */
  private async recover(url: string): Promise<Recovery> {
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
    await settle(this.page, SETTLE_MS);
    const after = await readPageState(this.page);
    await this.shot(url, 'recovery', 'after');
    timing(`${url} recovery`, tr);
    return { after, retried };
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
    await settle(this.page, SETTLE_MS);
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
}

/** What a page under a pass shows: the delayed one painted at once and moved on past timeouts. */
async function look(
  page: Page,
  url: string,
  pass: Pass,
  go: (url: string, waitUntil?: 'commit') => Promise<void>,
): Promise<{ state: PageState; settled: boolean; painted: boolean | null }> {
  let painted: boolean | null = null;
  let settled: boolean;
  if (pass.delayed) {
    const started = Date.now();
    await go(url, 'commit');
    painted = false;
    while (!painted && Date.now() - started < PAINT_MS) {
      painted = (await readPageState(page).catch(() => null))?.painted ?? false;
      if (!painted) await new Promise((r) => setTimeout(r, 50));
    }
    // The preload's wait, the request and its one retry each end at the client's timeout: the
    // clock is moved on past it, and the page looked at for a moment (it settles at once when it
    // has ended); still waiting, on once more, FORWARDS times at most.
    settled = false;
    const before = await page.evaluate(() => (window as unknown as { __h5Calls: CallLog }).__h5Calls.started);
    for (let i = 0; i < FORWARDS && !settled; i++) {
      await page.clock.fastForward(DEFAULT_TIMEOUT_MS + 1_000);
      settled = await pageSettled(page, i < FORWARDS - 1 ? FORWARD_LOOK_MS : 1_500, {
        gaveUp: before,
        clockMoved: true,
      });
    }
  } else {
    await go(url);
    settled = await settle(page, SETTLE_MS);
  }
  return { state: await readPageState(page), settled, painted };
}

/** Whether the page settled within `ms` (pageSettled), its read's retry nudged. */
function settle(page: Page, ms: number): Promise<boolean> {
  return pageSettled(page, ms, { nudge: true });
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

function describeAlone(c: LoadCall): string {
  return `${c.label} alone failing with HTTP 500`;
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
