import { readConfirmation } from '@h5/e2e/confirmed';
import { advanceClocks, expect, type SandboxControl, test } from '@h5/e2e/fixtures';
import type { Page } from '@playwright/test';
import { EVENT_PAGES } from '../src/events.ts';

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

test('a ticket is asked first; a double tap on the confirm uses one: the count drops by one, one request, one key', async ({
  open,
  page,
  sandbox,
}) => {
  await open(CONTENT);
  const count = page.getByTestId('ticket-count');
  await expect(count).toHaveText('You have 5 tickets');
  const first = page.getByTestId('player').first();
  const before = Number((await first.getByTestId('received').textContent())?.replace(/\D/g, ''));
  const name = (await first.locator('[translate="no"]').first().textContent()) ?? '';
  await first.getByTestId('use-ticket').click();
  // Asked first, as join and the PK vote: what is spent, for whom, and the tickets left.
  const shown = await readConfirmation(page);
  expect(shown).toEqual({
    spend: '1 ticket',
    fee: null,
    receive: '1 more ticket',
    balanceAfter: '4 tickets',
  });
  await expect(page.getByTestId('confirm-receive').locator('dt')).toHaveText(`\u2068${name}\u2069 gets`);
  expect(sandbox.requests({ call: 'live.sendTicket' })).toHaveLength(0);
  const answer = page.waitForResponse((r) => r.url().includes('/send-ticket'));
  await page.getByTestId('confirm-ok').dblclick();
  const reported = ((await (await answer).json()) as { data: { can_use_ticket: number } }).data;
  // The balance the server reports after is the one the confirmation showed.
  expect(`${reported.can_use_ticket} tickets`, 'tickets left confirmed = reported').toBe(shown.balanceAfter);
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
  // The confirmation reads the count again: it states what the server will leave, not the page's.
  await expect(page.getByTestId('confirm-balance-after')).toHaveText('Balance after1 ticket');
  await page.getByTestId('confirm-ok').click();
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

test('the upgrade rules and the rules open from the nav, as the server publishes them', async ({
  open,
  page,
  sandbox,
}) => {
  // The levels and counts are the server's: what it answers is what the pages say.
  const live = sandbox.state<{ rules: unknown[]; upgradeRules: unknown[] }>('live');
  live.upgradeRules.splice(1);
  live.rules.splice(1);
  await open(CONTENT);
  await page.getByTestId('nav-rule-up').click();
  await expect(page.getByTestId('upgrade-rules').getByRole('listitem')).toHaveText([
    'Every ticket a fan sends you adds one to your count.',
  ]);
  await page.getByTestId('nav-rule').click();
  await expect(page.getByTestId('rules').getByRole('listitem')).toHaveText([
    'Every signed-in user receives free tickets to support the hosts they like.',
  ]);
});

test('every event before, during and after: counting down to its start, ranked, then final', async ({
  open,
  page,
  sandbox,
}) => {
  test.setTimeout(120_000);
  const now = sandbox.now();
  const phases = [
    [now - 3 * DAY, 'before'],
    [now, 'running'],
    [now + 6 * DAY, 'ended'],
  ] as const;
  for (const [at, phase] of phases) {
    sandbox.setClock(at);
    for (const p of EVENT_PAGES) {
      await open(p.path);
      await expect(page.getByTestId('phase-banner')).toHaveAttribute('data-phase', phase);
      const ranking = page.getByTestId('ranking');
      const row = ranking.getByTestId(p.event === 'talent-pk' ? 'pk-pair' : 'rank-row').first();
      if (phase === 'before') {
        await expect(ranking).toContainText('The ranking opens when the event starts.');
        await expect(row).toHaveCount(0);
      } else {
        await expect(ranking.getByRole('heading')).toHaveText(phase === 'ended' ? 'Final ranking' : p.board);
        await expect(row).toBeVisible();
      }
      await expect(page.getByTestId('reward')).toHaveCount(3);
      await expect(page.getByTestId('honor-wall')).toBeVisible();
    }
  }
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

test('in the app Speed KTV is a sprint: its clock, what it ranks by, the action and a room open through the bridge', async ({
  open,
  page,
}) => {
  await open('/v/speed-ktv', { app: true });
  await expect(page.getByTestId('event-head').getByTestId('phase-banner')).toContainText(
    'The sprint ends in',
  );
  await expect(page.getByTestId('ranked-by')).toHaveText('Ranked by: Diamonds in this three-hour sprint');
  await page.getByTestId('climb-action').click();
  await page.getByTestId('board').getByTestId('open-entry').first().click();
  await expect
    .poll(() => appCalls(page))
    .toEqual(['smapp://ktv_rooms?event=speed-ktv', expect.stringMatching(/^smapp:\/\/ktv_room\?id=\d+$/)]);
});

test('a visitor in a browser reads how to climb the new room race and opens a room of their own in the app', async ({
  open,
  page,
}) => {
  await open('/v/ktv-new-room', { signedInAs: null });
  await expect(page.getByTestId('climb-steps').getByRole('listitem')).toHaveText([
    'Open a new KTV room during the event.',
    'Invite singers: every diamond spent in it counts.',
  ]);
  await expect(page.getByTestId('climb-action')).toHaveText(['Open a new KTV room', 'Visit the new rooms']);
  await page.getByTestId('climb-action').first().click();
  await expect(page.locator('iframe')).toHaveAttribute('src', 'smapp://ktv_room_create?event=ktv-new-room');
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
  await expect(page.getByTestId('refresh-line')).toContainText('التحديث التالي بعد');
  await page.getByTestId('tab-segment').click();
  await expect(page.getByTestId('segments').getByRole('tab')).toHaveText([
    'الفئة البرونزية',
    'الفئة الفضية',
    'الفئة الذهبية',
    'الفئة الماسية',
  ]);
  await open('/g/v/talent-pk', { lang: 'ar' });
  await expect(page.getByTestId('votes-left')).toHaveText('تبقى لديك 3 أصوات في هذه الجولة');
  await expect(page.getByTestId('pk-round')).toContainText('تنتهي بعد');
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

const PERIOD = 300_000;
/** src/refresh.ts: the wait before a failed read is tried again. */
const MIN_REFRESH_MS = 5_000;
const PK_ROUND = 6 * 3_600_000;
/** ui-kit's DOUBLE_TAP_MS: taps this soon after a done vote are the same tap. */
const DOUBLE_TAP_MS = 500;

/** The page hidden or shown again, as when the phone switches apps. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (h ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('the hot ranking is read again just after each remake on the server’s clock, and not while hidden', async ({
  open,
  page,
  sandbox,
  allowConsoleErrors,
}) => {
  sandbox.setClock(Math.ceil(sandbox.now() / PERIOD) * PERIOD + 10_000);
  await page.clock.install();
  await open('/v/ranking-live/hot-ranking');
  const line = page.getByTestId('refresh-line');
  await expect(line).toContainText('Next update in 00:04:');
  const first = Number(await line.getAttribute('data-updated'));
  const top = page.getByTestId('board').getByTestId('rank-row').first();
  const topBefore = (await top.textContent()) ?? '';
  const reads = () => sandbox.requests({ call: 'live.event' }).length;
  const before = reads();
  // Not before the remake…
  const toRemake = (first + PERIOD / 1000) * 1000 - sandbox.now();
  await advanceClocks(page, sandbox, toRemake - 5_000);
  await expect(line).toContainText('Next update in 00:00:0');
  expect(reads()).toBe(before);
  // …once, just after it.
  await advanceClocks(page, sandbox, 7_000);
  await expect(line).toHaveAttribute('data-updated', String(first + PERIOD / 1000));
  await expect(top).not.toHaveText(topBefore);
  expect(reads()).toBe(before + 1);
  // Hidden through the next remake: nothing read; shown again: read at once.
  await setHidden(page, true);
  await advanceClocks(page, sandbox, PERIOD);
  expect(reads()).toBe(before + 1);
  await setHidden(page, false);
  await expect(line).toHaveAttribute('data-updated', String(first + (2 * PERIOD) / 1000));
  expect(reads()).toBe(before + 2);
  // A read that fails (and its one retry) keeps the board shown and tries again a little later.
  allowConsoleErrors(/Failed to load resource/);
  sandbox.fault({ match: 'live.event', kind: 'http500', times: 2 });
  // The new board's schedule starts in an effect after the frame that shows it: a jump made
  // before that effect would leave the next read a whole period away.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  await advanceClocks(page, sandbox, PERIOD);
  await expect.poll(reads).toBe(before + 4);
  await expect(page.getByTestId('board').getByTestId('rank-row').first()).toBeVisible();
  await expect(line).toHaveAttribute('data-updated', String(first + (2 * PERIOD) / 1000));
  await page.clock.fastForward(MIN_REFRESH_MS);
  await expect(line).toHaveAttribute('data-updated', String(first + (3 * PERIOD) / 1000));
});

test('by segment: a board per tier, the user’s own first with their row, the others a tab away', async ({
  open,
  page,
}) => {
  await open('/v/ranking-live/segment');
  const segments = page.getByTestId('segments');
  const tabs = segments.getByRole('tab');
  await expect(tabs).toHaveText(['Bronze tier', 'Silver tier', 'Gold tier', 'Diamond tier']);
  await expect(page.getByTestId('my-rank')).toContainText('Aarav Sharma');
  const mine = (await segments.getAttribute('data-segment')) ?? '';
  const top = (await segments.getByTestId('rank-row').first().textContent()) ?? '';
  await tabs.and(page.locator('[aria-selected="false"]')).first().click();
  await expect(segments).not.toHaveAttribute('data-segment', mine);
  await expect(segments.getByTestId('rank-row').first()).not.toHaveText(top);
  await expect(page.getByTestId('my-rank')).not.toContainText('Aarav Sharma');
  await page.getByTestId('my-segment').click();
  await expect(segments).toHaveAttribute('data-segment', mine);
  await expect(page.getByTestId('my-rank')).toContainText('Aarav Sharma');
});

test('a PK vote asks first; a double tap is one vote and the counts are the server’s answer', async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/talent-pk');
  const left = page.getByTestId('votes-left');
  await expect(left).toHaveText('You have 3 votes left this round');
  const side = page.getByTestId('pk-pair').first().getByTestId('pk-right');
  const score = side.getByTestId('pk-score');
  const before = Number(await score.getAttribute('data-score'));
  await side.getByTestId('vote').click();
  await page.getByTestId('confirm-cancel').click();
  await side.getByTestId('vote').click();
  await expect(page.getByRole('dialog')).toContainText('2 votes are left after it.');
  await page.getByTestId('vote-confirm').dblclick();
  await expect(left).toHaveText('You have 2 votes left this round');
  // One vote more than before, and the round's seeded count may have grown by one meanwhile.
  await expect.poll(async () => Number(await score.getAttribute('data-score')) - before).toBeGreaterThan(0);
  expect(Number(await score.getAttribute('data-score')) - before).toBeLessThanOrEqual(2);
  expect(sandbox.requests({ call: 'live.pkVote' })).toHaveLength(1);
  await expect(page.locator('.h5-toast-layer')).toContainText('Your vote for');
});

test('with no votes left a tap says so and sends nothing', async ({ open, page, sandbox }) => {
  await page.clock.install();
  await open('/v/talent-pk');
  const pairs = page.getByTestId('pk-pair');
  for (const n of [2, 1, 0]) {
    await pairs
      .nth(2 - n)
      .getByTestId('pk-left')
      .getByTestId('vote')
      .click();
    await page.getByTestId('vote-confirm').click();
    await expect(page.getByTestId('votes-left')).toHaveText(
      n === 1 ? 'You have 1 vote left this round' : `You have ${n} votes left this round`,
    );
    // The next vote is a new intent once the double-tap window has passed.
    await page.clock.fastForward(DOUBLE_TAP_MS);
  }
  await pairs.nth(3).getByTestId('pk-left').getByTestId('vote').click();
  await expect(page.locator('.h5-toast-layer')).toContainText(
    'You have no votes left in this round. New votes come with the next round.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(sandbox.requests({ call: 'live.pkVote' })).toHaveLength(3);
});

test('a PK round counts down on the server’s clock to the next; a vote after its end is refused in words', async ({
  open,
  page,
  sandbox,
}) => {
  await page.clock.install();
  await open('/v/talent-pk');
  const round = page.getByTestId('pk-round');
  const no = Number(await round.getAttribute('data-round'));
  const begin = sandbox.state<{ begin: number }>('live').begin * 1000;
  await page.getByTestId('vote').first().click();
  await page.getByTestId('vote-confirm').click();
  await expect(page.getByTestId('votes-left')).toHaveText('You have 2 votes left this round');
  await page.clock.fastForward(DOUBLE_TAP_MS);
  // The round ends: the countdown reaches it and the next round comes with new votes.
  await advanceClocks(page, sandbox, begin + no * PK_ROUND + 2_000 - sandbox.now());
  await expect(round).toHaveAttribute('data-round', String(no + 1));
  await expect(page.getByTestId('votes-left')).toHaveText('You have 3 votes left this round');
  // The server's round ends before the page sees it: the vote is refused in plain words.
  sandbox.setClock(begin + (no + 1) * PK_ROUND + 2_000);
  await page.getByTestId('vote').first().click();
  await page.getByTestId('vote-confirm').click();
  await expect(page.locator('.h5-toast-layer')).toContainText(
    'This PK round is over. Vote again in the next round.',
  );
  await expect(round).toHaveAttribute('data-round', String(no + 2));
  expect(sandbox.requests({ call: 'live.pkVote' })).toHaveLength(2);
});

test('a visitor sees the PK and its countdown, and is invited to sign in to vote', async ({ open, page }) => {
  await open('/v/talent-pk', { signedInAs: null });
  await expect(page.getByTestId('pk-pair')).toHaveCount(4);
  await expect(page.getByTestId('pk-round').getByTestId('sign-in-prompt')).toBeVisible();
  await expect(page.getByTestId('vote')).toHaveCount(0);
});
