import { expect, type SandboxControl, test } from '@h5/e2e/fixtures';
import type { Page } from '@playwright/test';

const CONTENT = '/v/live-content/index';
const DAY = 86_400_000;

type Tracked = { tracked: Array<{ event: string; data?: Record<string, unknown> }> };
const opened = (sandbox: SandboxControl) =>
  sandbox.state<Tracked>('general').tracked.filter((e) => e.event === 'open_app');

function appCalls(page: Page) {
  return page.evaluate(() =>
    (
      window as unknown as { __fakeApp: { calls: Array<{ method: string; params: { url?: string } }> } }
    ).__fakeApp.calls
      .filter((c) => c.method === 'openDeepLink')
      .map((c) => c.params.url),
  );
}

test('a double tap on a ticket uses one: the count drops by one, one request, one key', async ({
  open,
  page,
  sandbox,
}) => {
  await open(CONTENT);
  const count = page.getByTestId('ticket-count');
  await expect(count).toHaveText('You have 5 tickets');
  const first = page.getByTestId('player').first();
  const before = Number((await first.getByTestId('received').textContent())?.replace(/\D/g, ''));
  await first.getByTestId('use-ticket').dblclick();
  await expect(count).toHaveText('You have 4 tickets');
  await expect(first.getByTestId('received')).toHaveText(`${before + 1} tickets`);
  await expect(page.getByRole('status').or(page.locator('.h5-toast'))).toContainText('Ticket sent to');
  const sent = sandbox.requests({ call: 'live.sendTicket' });
  expect(sent).toHaveLength(1);
  expect(sandbox.state<{ tickets: Map<number, number> }>('live').tickets.get(1001)).toBe(4);
});

test("the server's count wins over the page's when it answers", async ({ open, page, sandbox }) => {
  await open(CONTENT);
  await expect(page.getByTestId('ticket-count')).toHaveText('You have 5 tickets');
  // Tickets used on another phone meanwhile: the server knows of 2 left.
  sandbox.switch('live', 'tickets', { uid: 1001, tickets: 2 });
  await page.getByTestId('use-ticket').first().click();
  await expect(page.getByTestId('ticket-count')).toHaveText('You have 1 ticket');
});

test('with no tickets left, a tap says so and sends nothing; a refusal gives the ticket back to the server count', async ({
  open,
  page,
  sandbox,
}) => {
  sandbox.switch('live', 'tickets', { uid: 1001, tickets: 0 });
  await open(CONTENT);
  await expect(page.getByTestId('ticket-count')).toHaveText('You have 0 tickets');
  await page.getByTestId('use-ticket').first().click();
  await expect(page.locator('.h5-toast-layer')).toContainText(
    'You have no tickets left. Watch lives to earn more.',
  );
  expect(sandbox.requests({ call: 'live.sendTicket' })).toHaveLength(0);
  await expect(page.getByTestId('ticket-count')).toHaveText('You have 0 tickets');
});

test('a visitor sees the players and is invited to sign in, with no ticket buttons', async ({
  open,
  page,
}) => {
  await open(CONTENT, { signedInAs: null });
  await expect(page.getByTestId('player')).toHaveCount(8);
  await expect(page.getByTestId('use-ticket')).toHaveCount(0);
  await expect(page.getByTestId('sign-in-prompt').first()).toContainText('Open in the app');
});

test('joining the game asks first, then lists the user among the players', async ({
  open,
  page,
  sandbox,
}) => {
  await open(CONTENT);
  await page.getByTestId('join').click();
  await page.getByTestId('confirm-cancel').click();
  expect(sandbox.requests({ call: 'live.joinGame' })).toHaveLength(0);
  await page.getByTestId('join').click();
  await page.getByTestId('join-confirm').click();
  await expect(page.getByTestId('joined')).toBeVisible();
  await expect(page.locator('[data-testid="player"][data-uid="1001"]')).toBeVisible();
  expect(sandbox.requests({ call: 'live.joinGame' })).toHaveLength(1);
});

test('the upgrade rules and the rules open from the nav', async ({ open, page }) => {
  await open(CONTENT);
  await page.getByTestId('nav-rule-up').click();
  await expect(page.getByTestId('upgrade-rules').getByRole('listitem')).toHaveCount(4);
  await page.getByTestId('nav-rule').click();
  await expect(page.getByTestId('rules').getByRole('listitem')).toHaveCount(5);
});

test('an event before, during and after: counting down to its start, ranked, then final', async ({
  open,
  page,
  sandbox,
}) => {
  const now = sandbox.now();
  sandbox.setClock(now - 3 * DAY);
  await open('/v/speed-ktv');
  await expect(page.getByTestId('phase-banner')).toHaveAttribute('data-phase', 'before');
  await expect(page.getByTestId('board')).toContainText('The ranking opens when the event starts.');
  await expect(page.getByTestId('honor-wall')).toBeVisible();

  sandbox.setClock(now);
  await page.reload();
  await expect(page.getByTestId('phase-banner')).toHaveAttribute('data-phase', 'running');
  await expect(page.getByTestId('board').getByTestId('rank-row')).toHaveCount(12);
  await expect(page.getByTestId('reward')).toHaveCount(3);

  sandbox.setClock(now + 6 * DAY);
  await page.reload();
  await expect(page.getByTestId('phase-banner')).toHaveAttribute('data-phase', 'ended');
  await expect(page.getByRole('heading', { name: 'Final ranking' })).toBeVisible();
});

test('talent PK shows this round’s pairs; a host opens the live in the app', async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/talent-pk', { app: true });
  await expect(page.getByTestId('pk-pair')).toHaveCount(4);
  await page.getByTestId('pk-pair').first().getByTestId('open-entry').first().click();
  await expect.poll(() => appCalls(page)).toEqual([expect.stringMatching(/^smapp:\/\/live\?id=\d+$/)]);
  await expect
    .poll(() => opened(sandbox))
    .toEqual([expect.objectContaining({ data: expect.objectContaining({ outcome: 'in_app' }) })]);
});

test('in a browser a room opens the app, or its store when the app is missing', async ({
  open,
  page,
  sandbox,
}) => {
  await page.route(/play\.google\.com|apps\.apple\.com/, (route) =>
    route.fulfill({ status: 200, body: 'store' }),
  );
  await open('/v/ktv-cheerful');
  await page.getByTestId('open-entry').first().click();
  await page.waitForURL(/play\.google\.com|apps\.apple\.com/);
  await expect
    .poll(() => opened(sandbox))
    .toEqual([
      expect.objectContaining({
        data: { outcome: 'to_store', deep_link: expect.stringMatching(/^smapp:\/\/ktv_room\?id=\d+$/) },
      }),
    ]);
});

test('in Arabic under /g/v/: right to left, the tabs, server texts in Arabic', async ({ open, page }) => {
  await open('/g/v/ranking-live/hot-ranking', { lang: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('tab-hot-ranking')).toHaveText('الأكثر رواجًا');
  await expect(page.getByTestId('reward').first()).toContainText('تاج نجم البث');
  await page.getByTestId('tab-segment').click();
  await expect(page.getByTestId('board')).toContainText('الفئة');
});

test('a mic slot is reserved after a confirmation; taken slots cannot be', async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/mic-reserve');
  const slots = page.getByTestId('mic-slot');
  await expect(slots).toHaveCount(6);
  await expect(slots.nth(1)).toHaveAttribute('data-state', 'taken');
  await expect(slots.nth(1).getByTestId('reserve')).toHaveCount(0);
  await slots.first().getByTestId('reserve').click();
  await page.getByTestId('reserve-confirm').dblclick();
  await expect(slots.first()).toHaveAttribute('data-state', 'mine');
  expect(sandbox.requests({ call: 'live.reserveMic' })).toHaveLength(1);
});

test('the day’s mic card is claimed once; a visitor is invited to sign in', async ({ open, page }) => {
  await open('/v/mic-get-card');
  await expect(page.getByTestId('card-count')).toHaveText('You have 1 mic card');
  await page.getByTestId('claim-card').click();
  await expect(page.getByTestId('card-count')).toHaveText('You have 2 mic cards');
  await expect(page.getByTestId('claimed-today')).toBeVisible();
  await open('/v/mic-get-card', { signedInAs: null });
  await expect(page.getByTestId('mic-card').getByTestId('sign-in-prompt')).toBeVisible();
});
