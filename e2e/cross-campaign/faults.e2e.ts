// The fault gate: every route's example page, signed in, survives a failing server. Generated from
// the declared routes like routes.e2e.ts; a new campaign is covered as soon as its folder exists.
//
// For each route, first opened healthy (its visible text is the reference, and the calls the
// sandbox received while it loaded are its load-time calls), then:
// - every load-time call failing at once, in one of the five ways: HTTP 500, a dropped
//   connection, malformed JSON, the `{code, msg}` envelope, the `{error_code, error_msg}` envelope;
// - every load-time call answering 20 s late: the page paints at once, and ends on content or a
//   message once the client gives up (the page's clock is moved on: nobody waits 20 s);
// - each load-time call alone failing with HTTP 500.
// After each, the fault is removed and the page's retry (or, when it offers none, a reload) must
// bring the content back.
//
// What holds (faultJudge.ts, shown to fail a page that swallows an error in faultJudge.e2e.ts):
// - content: the page's visible text is at least 90% of the healthy page's (CONTENT_SHARE); or
// - a message: a visible role="alert" whose text, without its controls, is a plain sentence (two
//   words or more, no exception's or protocol's words) and that holds a visible, enabled button
//   or link (the retry); or
// - a visitor's view, when the "who am I" read (`GET /api/user/self`) is among the failed calls:
//   at least 90% of the text of the same route opened signed out.
// Blank or silent is everything else: under 90% of the content with no such alert, or a loading
// placeholder still on screen (the page never settled). An uncaught page error fails the route
// whatever it shows. After the fault, the content is back when the text is again 90% of the
// healthy page's. The delayed page has painted (text, an image or a placeholder in its first
// viewport) within PAINT_MS of the navigation.
//
// The sample, to keep the gate within about three minutes of a 2-core runner with two workers:
// - a campaign's first route (its first page, the one its links open) gets every pass: the five
//   ways, the delay, and each load-time call alone;
// - every other route gets one of the five ways, rotating along the routes of all campaigns in
//   order (the nth route with calls gets way n mod 5), the delay on every fifth of them (n mod 5
//   = 2), and its first load-time call alone;
// - routes whose page makes no call while it loads have nothing to fail and are opened once.
// Routes left out (a short list, each with its reason): EXCLUDED below.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { collectCampaignRoutes } from '@h5/scripts/collect';
import { REPO_ROOT } from '../config.ts';
import { expect, test } from '../fixtures.ts';
import { Gate, PASS_MS, passesFor } from './faultGate.ts';
import { routeVisits } from './visits.ts';

/** Routes opened one after the other in one page per test (routes.e2e.ts's reason). */
const ROUTES_PER_TEST = 6;

/** Routes the gate leaves out, with the reason. */
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
      const plans = chunk.map((v, j) => ({ visit: v, passes: passesFor(v, start + j === 0, rotation++) }));
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
