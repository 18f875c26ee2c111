// The lucky-egg lottery as a user drives it, against the built page and the sandbox API.

import type { LuckyEggHitResult } from '@h5/core-api/contracts/luckyEgg';
import { confirmAndRead, readConfirmation } from '@h5/e2e/confirmed';
import { expect, expectShellHoldsFirstScreen, test } from '@h5/e2e/fixtures';
import type { Page } from '@playwright/test';

const PAGE = '/v/lucky-eggs?promotion_id=3001';
const UPCOMING = '/v/lucky-eggs?promotion_id=3002';
const ENDED = '/v/lucky-eggs?promotion_id=3003';
const HIT = 'luckyEgg.hit';

interface LuckyEggState {
  golds: Map<number, number>;
}

const egg = (page: Page, n: number) => page.getByRole('button', { name: `Hit egg ${n}` });
const toast = (page: Page) => page.locator('.h5-toast');
const goldsAmount = (page: Page) => page.getByTestId('golds-amount');
const resultDialog = (page: Page) => page.getByRole('dialog', { name: 'Congratulations!' });

/** Golds a prize credits at once (the sandbox's golds prizes). */
const creditOf = (prizeName: string) =>
  ({ '10 Golds': 10, '100 Golds': 100, '1,000 Golds': 1000 })[prizeName] ?? 0;

async function wonOnce(page: Page): Promise<string> {
  return (await resultDialog(page).locator('.blk-prize-name').textContent()) ?? '';
}

function hitAnswer(page: Page): Promise<LuckyEggHitResult> {
  return page
    .waitForResponse((r) => r.url().includes('/lottery/lucky-egg') && r.request().method() === 'POST')
    .then(async (r) => ((await r.json()) as { data: LuckyEggHitResult }).data);
}

test.describe('hitting eggs', () => {
  test('hit one: sends egg and count, shows the prize, refreshes golds and winners', async ({
    open,
    sandbox,
  }) => {
    const page = await open(PAGE);
    await expect(goldsAmount(page)).toHaveText('1,500');
    const answer = hitAnswer(page);
    await egg(page, 2).click();
    await expect(egg(page, 2)).toHaveClass(/egg-hitting/);
    const { prizes } = await answer;

    const dialog = resultDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Your hit won:')).toBeVisible();
    await expect(dialog.locator('.blk-prize-name')).toHaveText([prizes[0]!.name]);
    expect(sandbox.requests({ call: HIT }).map((r) => r.params)).toEqual([
      { promotion_id: '3001', config_id: 5, type: 1 },
    ]);

    const golds = sandbox.state<LuckyEggState>('luckyEgg').golds.get(1001)!;
    expect(golds).toBe(1500 - 20 + creditOf(prizes[0]!.name));
    await expect(goldsAmount(page)).toHaveText(golds.toLocaleString('en'));
    const newest = page.getByTestId('winners').locator('li').first();
    await expect(newest.locator('.blk-winner-name')).toHaveText('***av Sharma');
    await expect(newest.locator('.blk-winner-prize')).toHaveText(`won \u2068${prizes[0]!.name}\u2069`);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });

  test('hit ten: sends type 2 and shows the ten prizes won', async ({ open, sandbox }) => {
    const page = await open(PAGE);
    await page.locator('label', { hasText: 'Hit 10 times' }).click();
    await expect(page.getByRole('radio', { name: /Hit 10 times/ })).toBeChecked();
    await egg(page, 3).click();
    // Asked first: the server's price of ten hits and the golds left; nothing is sent before.
    const shown = await readConfirmation(page);
    expect(shown).toEqual({
      spend: '180 golds',
      fee: null,
      receive: '10 hits, one prize each',
      balanceAfter: '1,320 golds',
    });
    expect(sandbox.requests({ call: HIT })).toHaveLength(0);
    const { prizes, cost } = await confirmAndRead<LuckyEggHitResult>(page, '/lottery/lucky-egg');
    expect(prizes).toHaveLength(10);
    // What was confirmed is what the server charged.
    expect(`${cost} golds`, 'golds confirmed = golds charged').toBe(shown.spend);

    const dialog = resultDialog(page);
    await expect(dialog.getByText('Your ten hits won:')).toBeVisible();
    const expected = new Map<string, number>();
    for (const p of prizes) expected.set(p.name, (expected.get(p.name) ?? 0) + 1);
    const items = dialog.locator('.blk-prize');
    await expect(items).toHaveCount(expected.size);
    let won = 0;
    for (const text of await items.allInnerTexts()) {
      const times = /×(\d+)/.exec(text);
      won += times ? Number(times[1]) : 1;
    }
    expect(won).toBe(10);
    const credited = prizes.reduce((n, p) => n + creditOf(p.name), 0);
    const golds = sandbox.state<LuckyEggState>('luckyEgg').golds.get(1001)!;
    expect(golds).toBe(1500 - 180 + credited);
    await expect(goldsAmount(page)).toHaveText(golds.toLocaleString('en'));
    // The balance the server reports after is the one confirmed, plus the golds the hits won.
    expect(`${(golds - credited).toLocaleString('en')} golds`, 'balance confirmed = balance after').toBe(
      shown.balanceAfter,
    );
    expect(sandbox.requests({ call: HIT })[0]?.params).toEqual({
      promotion_id: '3001',
      config_id: 6,
      type: 2,
    });
  });

  test('a double tap sends one lottery call and charges once', async ({ open, sandbox }) => {
    // A slow answer keeps the first tap in flight while the second lands.
    sandbox.fault({ match: HIT, kind: 'delay', delayMs: 800 });
    const page = await open(PAGE);
    await expect(goldsAmount(page)).toHaveText('1,500');
    await egg(page, 1).dblclick();
    await expect(resultDialog(page)).toBeVisible();
    expect(sandbox.requests({ call: HIT })).toHaveLength(1);
    const golds = sandbox.state<LuckyEggState>('luckyEgg').golds.get(1001);
    expect(golds).toBe(1500 - 20 + creditOf(await wonOnce(page)));
  });
});

test.describe('popups and winners', () => {
  test('the rules popup gives prices and dates; the prizes popup shows every prize with its icon', async ({
    open,
  }) => {
    const page = await open(PAGE);
    await page.getByRole('button', { name: 'Rules' }).click();
    const rules = page.getByRole('dialog', { name: 'Rules' });
    await expect(rules).toContainText('One hit costs 20 golds. Ten hits at once cost 180 golds.');
    await expect(rules).toContainText('The lucky eggs are open from');
    await rules.getByRole('button', { name: 'Close' }).click();
    await expect(rules).toBeHidden();

    await page.getByRole('button', { name: 'Prizes' }).click();
    const prizes = page.getByRole('dialog', { name: 'All prizes' });
    await expect(prizes.locator('.blk-prize')).toHaveCount(9);
    await expect(prizes).toContainText('Sports car entrance (7 days)');
    // A paid lottery says its odds: the rarest prize is one in 1,000 draws.
    await expect(prizes.locator('.blk-prize').filter({ hasText: 'Sports car' })).toContainText('0.1% chance');
    const icons = prizes.locator('img');
    for (let i = 0; i < 9; i++) {
      await icons.nth(i).scrollIntoViewIfNeeded();
      await expect
        .poll(() => icons.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await page.keyboard.press('Escape');
    await expect(prizes).toBeHidden();
  });

  test('winner names are masked: three asterisks, then the name after its first three characters', async ({
    open,
    sandbox,
  }) => {
    const page = await open(PAGE, { signedInAs: null });
    const names = page.getByTestId('winners').locator('.blk-winner-name');
    await expect(names.first()).toBeVisible();
    const shown = await names.allInnerTexts();
    const seeded = (
      sandbox
        .state<{ winners: Map<string, Array<{ stage_name: string }>> }>('luckyEgg')
        .winners.get('3001') ?? []
    ).map((w) => w.stage_name);
    expect(shown.length).toBe(seeded.length);
    for (const [i, name] of seeded.entries()) {
      expect(shown[i]!.startsWith('***')).toBe(true);
      expect(shown[i]).not.toContain(name);
    }
    const text = (await page.getByTestId('winners').locator('li').allInnerTexts()).join('\n');
    for (const name of new Set(seeded)) expect(text).not.toContain(name);
  });
});

test("in the app, Share hands the promotion's share fields to the app", async ({ open, siteUrl }) => {
  const page = await open(PAGE, { app: true });
  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (
            window as unknown as { __fakeApp: { calls: Array<{ method: string; params: unknown }> } }
          ).__fakeApp.calls.find((c) => c.method === 'share')?.params,
      ),
    )
    .toEqual({
      title: 'Lucky Eggs',
      desc: 'Hit an egg, win a prize',
      cover: `${siteUrl}/static/share/3001.png`,
      link: `${siteUrl}/v/lucky-eggs?promotion_id=3001`,
    });
});

test('in a browser without a share sheet, Share copies the link and says so', async ({ open, siteUrl }) => {
  const page = await open(PAGE);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(toast(page)).toHaveText('Link copied. Paste it in a chat to share.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    `${siteUrl}/v/lucky-eggs?promotion_id=3001`,
  );
});

test('the page view and the share are tracked, sent when the page hides', async ({ open, sandbox }) => {
  const page = await open(PAGE);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(toast(page)).toBeVisible();
  // Nothing is sent while the user is on the page; the batch leaves as the page hides.
  expect(sandbox.state<{ tracked: unknown[] }>('general').tracked).toEqual([]);
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await expect
    .poll(
      () =>
        sandbox.state<{ tracked: Array<{ event: string; data?: Record<string, unknown> }> }>('general')
          .tracked,
    )
    .toEqual([
      expect.objectContaining({
        event: 'page_view',
        campaign: 'lucky-eggs',
        data: expect.objectContaining({ path: '/v/lucky-eggs' }),
      }),
      expect.objectContaining({ event: 'share', data: { via: 'copy' } }),
    ]);
});

test.describe('not logged in', () => {
  test('in the app: hitting asks the app to log in, then shows the golds; no lottery call', async ({
    open,
    sandbox,
  }) => {
    const page = await open(PAGE, { app: { signedInAs: null, loginAs: 1001 } });
    await expect(page.getByRole('button', { name: 'Log in to see your golds' })).toBeVisible();
    await egg(page, 1).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to continue' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await expect(goldsAmount(page)).toHaveText('1,500');
    const loginCalls = await page.evaluate(
      () =>
        (window as unknown as { __fakeApp: { calls: Array<{ method: string }> } }).__fakeApp.calls.filter(
          (c) => c.method === 'login',
        ).length,
    );
    expect(loginCalls).toBe(1);
    expect(sandbox.requests({ call: HIT })).toHaveLength(0);
  });

  test('in a browser: hitting offers to open the app; no lottery call', async ({ open, sandbox }) => {
    const page = await open(PAGE, { signedInAs: null });
    await expect(page.getByRole('button', { name: 'Log in to see your golds' })).toBeVisible();
    await egg(page, 2).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to continue' });
    await expect(dialog.getByRole('button', { name: 'Open in the app' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(sandbox.requests({ call: HIT })).toHaveLength(0);
  });

  test("in a browser without the app, Open in the app leads to the phone's store, credited to the promotion", async ({
    open,
    sandbox,
  }) => {
    const page = await open(PAGE, { signedInAs: null });
    // The store is not reachable from here: answer it, and read where the page went.
    await page.route(/play\.google\.com/, (route) => route.fulfill({ status: 200, body: 'store' }));
    await egg(page, 2).click();
    await page
      .getByRole('dialog', { name: 'Log in to continue' })
      .getByRole('button', { name: 'Open in the app' })
      .click();
    await page.waitForURL(/play\.google\.com/);
    const store = new URL(page.url());
    expect(store.searchParams.get('id')).toBe('com.starmakerinteractive.starmaker');
    const referrer = new URLSearchParams(store.searchParams.get('referrer') ?? '');
    expect([referrer.get('pid'), referrer.get('c')]).toEqual(['h5_3001', 'campaign']);
    // Spec 4: the outcome is reported, sent as the page left for the store.
    await expect
      .poll(() => sandbox.state<{ tracked: Array<{ event: string; data?: unknown }> }>('general').tracked)
      .toContainEqual(
        expect.objectContaining({
          event: 'open_app',
          data: expect.objectContaining({ outcome: 'to_store' }),
        }),
      );
  });

  test('a failing golds call counts as not logged in', async ({ open, sandbox, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource|ERR_/);
    // Every attempt fails: the client retries a read, and the browser itself resends a request
    // whose reused connection was dropped.
    sandbox.fault({ match: 'luckyEgg.golds', kind: 'drop' });
    const page = await open(PAGE);
    await expect(page.getByRole('button', { name: 'Log in to see your golds' })).toBeVisible();
    await egg(page, 1).click();
    await expect(page.getByRole('dialog', { name: 'Log in to continue' })).toBeVisible();
    expect(sandbox.requests({ call: HIT })).toHaveLength(0);
  });
});

test.describe('errors', () => {
  test('not enough golds says what the hit costs and offers the recharge, without a call', async ({
    open,
    sandbox,
  }) => {
    const page = await open(PAGE, { app: { signedInAs: 1004 } });
    await expect(goldsAmount(page)).toHaveText('5');
    await egg(page, 1).click();
    const dialog = page.getByRole('dialog', { name: 'Not enough golds' });
    await expect(dialog).toContainText('This hit costs 20 golds. You have 5 golds.');
    await dialog.getByRole('button', { name: 'Recharge' }).click();
    // In the app the recharge opens through the bridge.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (
              window as unknown as {
                __fakeApp: { calls: Array<{ method: string; params: { url?: string } }> };
              }
            ).__fakeApp.calls.find((c) => c.method === 'openDeepLink')?.params.url,
        ),
      )
      .toMatch(/:\/\/recharge$/);
    await expect(resultDialog(page)).toBeHidden();
    expect(sandbox.requests({ call: HIT })).toHaveLength(0);
    expect(sandbox.state<LuckyEggState>('luckyEgg').golds.get(1004)).toBe(5);
  });

  test('a closed campaign shows no active-looking count buttons, and no call to tap', async ({ open }) => {
    const page = await open(ENDED);
    await expect(page.getByTestId('phase-banner')).toHaveAttribute('data-phase', 'ended');
    await expect(page.getByRole('radio', { name: /Hit once/ })).toBeDisabled();
    await expect(page.getByTestId('egg-cta')).toHaveText(/^\s*$/);
  });

  test('while open, the page says to tap an egg, for the chosen count', async ({ open }) => {
    const page = await open(PAGE);
    await expect(page.getByTestId('egg-cta')).toHaveText('Tap an egg to hit it once');
    await page.getByText('Hit 10 times').click();
    await expect(page.getByTestId('egg-cta')).toHaveText('Tap an egg to hit it 10 times');
  });

  test('a server error says so in a plain sentence; the next tap works', async ({
    open,
    sandbox,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500/);
    sandbox.fault({ match: HIT, kind: 'http500', times: 1 });
    const page = await open(PAGE);
    await egg(page, 1).click();
    await expect(toast(page)).toHaveText('Something went wrong. Please try again later.');
    expect(sandbox.state<LuckyEggState>('luckyEgg').golds.get(1001)).toBe(1500);
    await egg(page, 1).click();
    await expect(resultDialog(page)).toBeVisible();
    const [first, second] = sandbox.requests({ call: HIT });
    // A 5xx does not say whether the server charged (a gateway can fail after it did), so the
    // money-intent policy keeps the key: the next tap resends it, and is charged once either way.
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    const golds = sandbox.state<LuckyEggState>('luckyEgg').golds.get(1001);
    expect(golds).toBe(1500 - 20 + creditOf(await wonOnce(page)));
  });

  test('a campaign that closed while the page was open shows the server message', async ({
    open,
    sandbox,
  }) => {
    const page = await open(PAGE);
    await expect(goldsAmount(page)).toHaveText('1,500');
    sandbox.advanceClock(30 * 86_400_000);
    await egg(page, 1).click();
    await expect(toast(page)).toHaveText('This campaign has ended.');
    expect(sandbox.state<LuckyEggState>('luckyEgg').golds.get(1001)).toBe(1500);
  });

  test('a dropped connection says a retry is safe; the retry reuses the key and charges once', async ({
    open,
    sandbox,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource|ERR_/);
    // Dropped until the network comes back (the browser resends once on a reused connection).
    sandbox.fault({ match: HIT, kind: 'drop' });
    const page = await open(PAGE);
    await expect(goldsAmount(page)).toHaveText('1,500');
    await egg(page, 2).click();
    await expect(toast(page)).toHaveText(
      'Network error. Tap an egg again to see your result: you will not be charged twice.',
    );
    await expect(resultDialog(page)).toBeHidden();
    const dropped = sandbox.requests({ call: HIT }).length;
    sandbox.raw.faults.clear();
    await egg(page, 2).click();
    await expect(resultDialog(page)).toBeVisible();
    const hits = sandbox.requests({ call: HIT });
    expect(hits.length).toBeGreaterThan(dropped);
    expect(new Set(hits.map((h) => h.idempotencyKey)).size).toBe(1);
    // One hit's price left the balance (plus whatever golds it won).
    const golds = sandbox.state<LuckyEggState>('luckyEgg').golds.get(1001);
    expect(golds).toBe(1500 - 20 + creditOf(await wonOnce(page)));
  });
});

test.describe('phases, links and languages', () => {
  test('before the start the eggs cannot be hit and the page says when they open', async ({ open }) => {
    const page = await open(UPCOMING);
    await expect(page.getByTestId('phase-banner')).toContainText(
      'The lucky eggs are not open yet. They open in',
    );
    await expect(page.getByTestId('phase-banner').locator('time')).toHaveText(/^1 day 23:5\d:\d\d$/);
    for (const n of [1, 2, 3]) await expect(egg(page, n)).toBeDisabled();
  });

  test('after the end the eggs cannot be hit and the page says so', async ({ open }) => {
    const page = await open(ENDED);
    await expect(page.getByTestId('phase-banner')).toHaveText(
      'This campaign has ended. Thank you for taking part!',
    );
    for (const n of [1, 2, 3]) await expect(egg(page, n)).toBeDisabled();
  });

  test('the phase follows the server clock, not the phone', async ({ open, sandbox }) => {
    sandbox.setClock(Date.now() + 30 * 86_400_000);
    const page = await open(PAGE);
    await expect(page.getByTestId('phase-banner')).toHaveText(
      'This campaign has ended. Thank you for taking part!',
    );
    await expect(egg(page, 1)).toBeDisabled();
  });

  test('a link without a promotion says so and calls nothing', async ({ open, sandbox }) => {
    const page = await open('/v/lucky-eggs?promotion_id=%3Cb%3E');
    await expect(page.getByRole('alert').getByRole('paragraph')).toHaveText(
      'This link is incomplete. Please open the campaign again from the app.',
    );
    // In a browser the way forward is the app.
    await expect(page.getByRole('alert').getByRole('button', { name: 'Open StarMaker' })).toBeVisible();
    expect(sandbox.requests({ path: '/promotions/' })).toHaveLength(0);
  });

  test('an unknown promotion says it cannot be found, with no retry that cannot help', async ({ open }) => {
    const page = await open('/v/lucky-eggs?promotion_id=999999', { app: true });
    await expect(page.getByRole('alert')).toContainText('This campaign could not be found.');
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Back to the app' })).toBeVisible();
  });

  test('a failed promotion load says so plainly, and its retry brings the page', async ({
    open,
    sandbox,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500/);
    sandbox.fault({ match: 'general.promotion', kind: 'http500', times: 2 });
    const page = await open(PAGE);
    await expect(page.getByRole('alert')).toHaveText(/Something went wrong\. Please try again later\./);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Lucky winners' })).toBeVisible();
  });

  test('in Arabic the page is right-to-left and translated, hits included', async ({ open }) => {
    const page = await open(PAGE, { lang: 'ar', app: true });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('radio', { name: /ضربة واحدة/ })).toBeChecked();
    await expect(page.getByRole('heading', { name: 'الفائزون المحظوظون' })).toBeVisible();
    const first = await page
      .getByRole('button', { name: 'اضرب البيضة 1' })
      .evaluate((e) => e.getBoundingClientRect().x);
    const third = await page
      .getByRole('button', { name: 'اضرب البيضة 3' })
      .evaluate((e) => e.getBoundingClientRect().x);
    expect(first).toBeGreaterThan(third);
    await page.getByRole('button', { name: 'اضرب البيضة 1' }).click();
    await expect(page.getByRole('dialog', { name: 'تهانينا!' })).toBeVisible();
  });

  test("the built HTML's first-screen shell puts the eggs where the screen puts them", async ({
    page,
    open,
    siteUrl,
  }) => {
    const shell = await page.context().newPage();
    // The shell alone, as a phone sees it before the scripts arrive.
    await shell.route('**/*.js', () => {});
    await shell.goto(`${siteUrl}${PAGE}`, { waitUntil: 'commit' });
    await expect(shell.locator('.h5-prerender .egg-2')).toBeVisible();
    const before = await shell.locator('.egg-2').boundingBox();
    await open(PAGE);
    await expect(goldsAmount(page)).toBeVisible();
    expect(await egg(page, 2).boundingBox()).toEqual(before);
  });

  for (const lang of ['en', 'ar']) {
    test(`${lang}: the pre-rendered shell paints the stage first and nothing on the screen moves`, async ({
      open,
      page,
    }) => {
      await expectShellHoldsFirstScreen(page, open, PAGE, {
        lang,
        ready: async (p) => {
          await expect(goldsAmount(p)).toBeVisible();
          await expect(p.locator('.egg-count-cost').first()).not.toHaveText(/^\s*$/);
          await expect(p.getByTestId('winners')).toBeVisible();
        },
      });
    });
  }

  test('works the same under /g/v/', async ({ open, sandbox }) => {
    const page = await open(`/g${PAGE}`);
    await expect(goldsAmount(page)).toHaveText('1,500');
    await egg(page, 3).click();
    await expect(resultDialog(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/g/v/lucky-eggs');
    expect(sandbox.requests({ call: HIT })[0]?.params).toMatchObject({ config_id: 6, type: 1 });
  });
});
