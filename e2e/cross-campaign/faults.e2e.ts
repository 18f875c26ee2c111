// The fault gate: every route's example page, signed in (in English), survives a failing server.
// Generated from the declared routes like routes.e2e.ts; a new campaign is covered as soon as its
// folder exists. The passes (faultGate.ts):
// - every load-time call failing at once in one of the five ways: HTTP 500, a dropped connection,
//   malformed JSON, the `{code, msg}` envelope, the `{error_code, error_msg}` envelope ("every
//   call": the sandbox's `*` match, every call with a definition; its static files answer);
// - every call answering 20 s late: the page paints within PAINT_MS (3 s) of its navigation, then
//   its clock is moved on past the client's timeouts (page.clock: nobody waits 20 s) and it must
//   end on content or a message;
// - one load-time call alone failing with HTTP 500 (the load-time calls are those the sandbox
//   received while the page loaded and after its retry, tracking left out).
// After each pass the fault is removed (delayed answers then go at once) and the page's retry, the
// button of its alert, or a reload when it offers none, must bring the content back. The healthy
// reference is the route's last reload.
//
// What holds (faultJudge.ts; faultJudge.e2e.ts shows it fail planted pages that swallow an error):
// - content: the visible text (innerText, whitespace collapsed) is at least 90% of the healthy
//   page's (CONTENT_SHARE); or
// - a message: a visible role="alert" whose text without its controls is a plain sentence (two
//   words or more, none of an exception's or a protocol's words) and that holds a visible,
//   enabled button or link (the retry); or
// - a visitor's view, when the "who am I" read (`GET /api/user/self`) is among the failed calls:
//   at least 90% of the text of the same route opened signed out;
// and, in every case, no card left empty: no more visible sections or cards holding nothing but
// their heading (no other text, image, control, placeholder or message) than the healthy page.
// Blank or silent is everything else: under 90% of the content with no such message, a loading
// placeholder still on screen (never settled), or a card emptied. An uncaught page error fails the
// pass whatever the page shows. After the fault, the content is back at 90% of the healthy text.
//
// What runs (passesFor in faultGate.ts), along the routes of all campaigns in order (the nth route):
// - every route gets every call failing in one of the five ways: way n mod 5, fixed here when the
//   tests are generated, so the five take turns along the routes;
// - each campaign's first route (its first example, the page its links open) gets all five ways,
//   starting with its turn's, and the delay;
// - each campaign's first route and every route open to visitors (noLimit) that asks who is
//   signed in get the who-am-I read alone (a visitor's view must remain);
// - the other single-call passes run only with FAULTS_ALL=1 (every pass on every route: far longer,
//   not for the suite);
// - a route whose page makes no call while it loads has nothing to fail.
// What it costs: 572 passes over the 300 routes, about 0.7 s each (the page under the fault, then
// its retry or a reload), a reload more for a route's healthy reference after a retry, 1.3 s for
// the delay: about 475 s summed on one worker of the shared 2-core machine, where the one-in-four
// sample it replaced took 313 to 377 s (133 s of it the delay, now 31 s). The gate's own waits are
// short: the delayed page's clock is moved on past the client's timeout and looked at for 400 ms
// before it is moved on again; a page showing a placeholder with no call in flight (a read's
// retry waiting its 300 ms) has its clock moved on by that much; a page is judged once its scripts
// have run and it settles, not at its load event (pageSettled in faultGate.ts). FAULTS_TIMING=1
// notes each step's time in the report.
// Left out: the calls of LEAVES_ON_FAILURE (faultGate.ts), whose failure the spec answers by
// leaving for another page, are spared in every pass; routes in EXCLUDED below, with the reason.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { collectCampaignRoutes } from '@h5/scripts/collect';
import { REPO_ROOT } from '../config.ts';
import { expect, test } from '../fixtures.ts';
import { Gate, PASS_MS, passesFor } from './faultGate.ts';
import { routeVisits } from './visits.ts';

/** Routes opened one after the other in one page per test (routes.e2e.ts's reason). */
const ROUTES_PER_TEST = 10;

/** FAULTS_ALL=1: every route gets every pass (far longer than the sample: not for the suite). */
const ALL = process.env.FAULTS_ALL === '1';

/** Routes the gate leaves out, with the reason: what it found and this change did not fix. */
const EXCLUDED: Record<string, string> = {};

const campaigns = await collectCampaignRoutes(REPO_ROOT);
let rotation = 0;
for (const campaign of campaigns) {
  const visits = routeVisits(campaign).filter((v) => v.url !== null && !(v.route in EXCLUDED));
  test.describe(campaign.campaign, () => {
    const tests = Math.ceil(visits.length / ROUTES_PER_TEST);
    for (let i = 0; i < tests; i++) {
      const start = Math.round((i * visits.length) / tests);
      const chunk = visits.slice(start, Math.round(((i + 1) * visits.length) / tests));
      // Each route's place in the rotation is fixed here, whatever runs on which worker.
      const plans = chunk.map((v, j) => ({
        visit: v,
        passes: passesFor(v, start + j === 0, rotation++, ALL),
      }));
      test(`under faults: ${chunk.map((v) => v.route).join(', ')}`, async ({
        page,
        sandbox,
        siteUrl,
        allowConsoleErrors,
      }) => {
        test.setTimeout(plans.reduce((t, p) => t + p.passes.length * PASS_MS + PASS_MS, 0));
        expect(
          existsSync(join(REPO_ROOT, 'campaigns', campaign.campaign, 'dist', 'index.html')),
          `${campaign.campaign} is not built: H5_ENV=dev npx pnpm@10 --filter ${campaign.campaign} build`,
        ).toBe(true);
        // A failed request is logged by the browser; uncaught errors are checked route by route.
        allowConsoleErrors(/^Failed to load resource|^Uncaught: /);
        const gate = new Gate(page, sandbox, siteUrl);
        await gate.start();
        for (const { visit, passes } of plans) {
          await test.step(visit.route, () => gate.route(visit, passes));
        }
        test.info().annotations.push({ type: 'fault checks', description: gate.summary() });
      });
    }
  });
}
