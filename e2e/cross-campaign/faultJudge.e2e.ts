// The fault gate can fail: planted pages, served only here, go through the gate's own runner
// (faultGate.ts) and judge (faultJudge.ts). One swallows its read's error and shows the rest of the
// page; one leaves a card empty but for its heading beside another's message; one throws; one
// waits on a slow server with no timeout of its own, its placeholder up for good. Each is
// expected to fail the gate (test.fail: the test fails if the gate lets it through). The honest
// page, which says what happened and offers a retry, passes the same gate.

import { DEFAULT_USER } from '@h5/sandbox-api';
import { expect, test } from '../fixtures.ts';
import { allFailing, DELAYED, Gate, WAYS } from './faultGate.ts';
import { judge, type PageState, readPageState } from './faultJudge.ts';
import type { RouteVisit } from './visits.ts';

/** What a planted page does when its read fails. */
type Failing = 'swallow' | 'empty-card' | 'throw' | 'hang' | 'honest';

/**
 * A page reading who is signed in, with a card of the user's packages and a static paragraph.
 * Failing, it does what `failing` says.
 */
function planted(failing: Failing): string {
  return `<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"><div>
<h1>Planted store</h1>
<section class="card" id="packages"><h2>Packages</h2></section>
<section class="card" id="account"><h2>Account</h2></section>
<p>Pay with a card or a wallet; the coins arrive at once.</p>
</div></div><script>
const fill = (id, html) => { document.getElementById(id).insertAdjacentHTML('beforeend', html); };
const say = (id) => fill(id, '<div role="alert"><p>Something went wrong. Please try again.</p><button onclick="location.reload()">Try again</button></div>');
${failing === 'hang' ? "for (const id of ['packages', 'account']) fill(id, '<div class=\"h5-skeleton\">…</div>');" : ''}
fetch('/api/user/self').finally(() => { for (const s of document.querySelectorAll('.h5-skeleton')) s.remove(); }).then((r) => r.json()).then((d) => {
  if (d.code !== 0) throw new Error('refused');
  fill('packages', '<ul><li>100 coins for 1.99</li><li>500 coins for 8.99</li><li>1,000 coins for 16.99</li><li>5,000 coins for 79.99</li></ul>');
  fill('account', '<p>' + d.data.stage_name + ', user ' + d.data.uid + '</p>');
}).catch((e) => {
  ${
    {
      swallow: '',
      'empty-card': "say('account');",
      throw: 'setTimeout(() => { throw e; });',
      hang: "say('packages'); fill('account', '<p>Your account could not be loaded.</p>');",
      honest: "say('packages'); fill('account', '<p>Your account could not be loaded.</p>');",
    }[failing]
  }
});
</script></body></html>`;
}

/** Serves the planted page in the gate's page and its lanes. */
async function plant(gate: Gate, failing: Failing): Promise<RouteVisit> {
  const path = `/v/planted-${failing}`;
  await gate.serve(path, planted(failing));
  return { route: path, url: path, fromExample: false, signedIn: true, uid: DEFAULT_USER.uid };
}

test.describe('the fault gate', () => {
  for (const failing of ['swallow', 'empty-card', 'throw'] as const) {
    test(`fails a planted page that fails its read (${failing})`, async ({
      page,
      sandbox,
      siteUrl,
      allowConsoleErrors,
    }) => {
      test.fail(true, 'the planted page falls short: the gate must say so');
      allowConsoleErrors(/^Failed to load resource|^Uncaught: /);
      const gate = new Gate(page, sandbox, siteUrl);
      await gate.start();
      await gate.route(await plant(gate, failing), [allFailing(WAYS[0]!)]);
    });
  }

  test('fails a planted page that waits on a slow server with no timeout of its own (delay)', async ({
    page,
    sandbox,
    siteUrl,
    allowConsoleErrors,
  }) => {
    test.fail(true, 'the planted page is still loading when its clock has passed every timeout');
    allowConsoleErrors(/^Failed to load resource/);
    const gate = new Gate(page, sandbox, siteUrl);
    await gate.start();
    await gate.route(await plant(gate, 'hang'), [allFailing(WAYS[0]!), DELAYED]);
  });

  test('passes the honest planted page, in each of the five ways', async ({
    page,
    sandbox,
    siteUrl,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/^Failed to load resource/);
    const gate = new Gate(page, sandbox, siteUrl);
    await gate.start();
    await gate.route(await plant(gate, 'honest'), WAYS.map(allFailing));
    // Each way: what the page shows under the fault; and what it shows after the first pass's retry.
    expect(gate.summary()).toBe('6 of 6 held');
    // Each held by its message: the page saw its read fail in every way.
    expect(gate.verdicts).toEqual(WAYS.map((w) => `every call failing with ${w.name}: message`));
  });

  test('judges the swallowing page blank and silent, in numbers', async ({
    page,
    sandbox,
    siteUrl,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/^Failed to load resource/);
    await page.route(`${siteUrl}/v/planted-swallow?*`, (r) =>
      r.fulfill({ status: 200, contentType: 'text/html', body: planted('swallow') }),
    );
    const url = `${siteUrl}/v/planted-swallow?lang=en`;
    await page.context().addCookies([{ name: 'token', value: 'tok-1001', url: siteUrl }]);
    await page.goto(url);
    await expect(page.locator('#packages li')).toHaveCount(4);
    const healthy: PageState = await readPageState(page);
    sandbox.fault({ match: '*', kind: 'http500' });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const failed = await readPageState(page);
    expect(failed.alerts).toEqual([]);
    expect(failed.chars / healthy.chars).toBeLessThan(0.9);
    expect(failed.emptyCards - healthy.emptyCards).toBe(2);
    const verdict = judge(failed, healthy);
    expect(verdict.holds).toBe(false);
  });
});
