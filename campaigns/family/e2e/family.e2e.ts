// The family campaign against the built page and the sandbox: the entry redirect and its meta,
// search, the leader's and a member's paths, invitations both ways, applications, leaving and
// dissolving (asked first, sent once under double taps, refusals shown as said), the cover
// upload, the weekly family star on the sandbox clock, Arabic and /g/v/.

import type { FamilyLevelInfo, PrivilegeList } from '@h5/core-api/contracts/family';
import { expect, fakeAppCalls, requestsSettled, test } from '@h5/e2e/fixtures';
import { endTapBurst, tapBurst } from '@h5/e2e/money';

const toast = (page: import('@playwright/test').Page) => page.getByRole('status');
const WEEK_MS = 7 * 86_400_000;

test('/v/family opens the search with the entry meta', async ({ open, page }) => {
  await open('/v/family');
  await expect(page).toHaveURL(/\/v\/family\/search\?/);
  const q = new URL(page.url()).searchParams;
  expect([q.get('showBar'), q.get('showNavigation'), q.get('new')]).toEqual(['0', 'false', 'true']);
  await expect(page.getByTestId('my-family-link')).toContainText('Desi Melodies');
  await expect(page.getByTestId('family-row').first()).toBeVisible();
});

test('searches families by name and says when none match', async ({ open, page }) => {
  await open('/v/family/search');
  await page.getByTestId('search-toggle').click();
  await page.getByTestId('search-input').fill('lagos');
  await page.getByTestId('search-submit').click();
  await expect(page.getByTestId('family-row')).toHaveCount(1);
  await expect(page.getByTestId('family-row')).toContainText('Lagos Groove');
  await page.getByTestId('search-input').fill('<b>nobody</b>');
  await page.getByTestId('search-submit').click();
  await expect(page.getByText('No family matches “<b>nobody</b>”.')).toBeVisible();
  await page.getByTestId('search-toggle').click();
  await expect(page.getByTestId('family-row').first()).toContainText('Desi Melodies');
});

test('the leader manages: sees leader actions, a name refusal keeps the name and offers it back', async ({
  open,
  page,
}) => {
  await open('/v/family/detail/301');
  await expect(page.getByTestId('leader-actions')).toBeVisible();
  await expect(page.getByTestId('leave')).toHaveCount(0);
  await page.getByTestId('manage').click();
  await page.getByTestId('edit').click();
  await page.getByTestId('edit-name').click();
  await page.getByTestId('name-input').fill('Lagos Groove');
  await page.getByTestId('save').click();
  await expect(toast(page)).toHaveText('Another family already has this name.');
  await expect(page.getByTestId('name-input')).toHaveValue('Lagos Groove');
  // The name tried is kept in local storage and offered on the next visit.
  await page.reload();
  await expect(page.getByTestId('name-offer')).toContainText('Lagos Groove');
  await page.getByTestId('name-input').fill('Desi Stars');
  await page.getByTestId('save').click();
  await expect(page).toHaveURL(/\/v\/family\/edit\/301/);
  await expect(page.getByTestId('edit-name')).toContainText('Desi Stars');
  expect(await page.evaluate(() => localStorage.getItem('updateName'))).toBeNull();
});

test('the family name holds its limit while typing and counts the characters', async ({ open, page }) => {
  await open('/v/family/editname/301');
  const name = page.getByTestId('name-input');
  await name.fill('x'.repeat(100));
  await expect(name).toHaveValue('x'.repeat(20));
  await expect(page.getByTestId('char-count')).toHaveText('20/20');
  await name.fill('Desi');
  await expect(page.getByTestId('char-count')).toHaveText('4/20');
});

test('the leader’s account: the balance and the income, page 1 asked for once', async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/family/account/301');
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page.getByTestId('income-row').first()).toBeVisible();
  const pages = sandbox.requests({ call: 'family.incomeDetail' }).map((r) => r.params.page);
  expect(pages.filter((p) => p === '1')).toHaveLength(1);
});

test('a member sees no leader actions and leaves once, after saying yes', async ({ open, page, sandbox }) => {
  await open('/v/family/detail/303', { signedInAs: 1003 });
  await expect(page.getByTestId('member-actions')).toBeVisible();
  await expect(page.getByTestId('manage')).toHaveCount(0);
  await page.getByTestId('leave').click();
  await expect(page.getByTestId('confirm-ok')).toBeVisible();
  sandbox.fault({ match: 'family.leave', kind: 'delay', delayMs: 600 });
  await tapBurst(page, page.getByTestId('confirm-ok'), 3);
  await expect(page).toHaveURL(/\/v\/family\/search/);
  await expect(toast(page)).toHaveText('You left the family.');
  expect(sandbox.requests({ call: 'family.leave' })).toHaveLength(1);
  await expect(page.getByTestId('my-family')).toContainText('You are not in a family yet.');
});

test('cancelling the question sends nothing', async ({ open, page, sandbox }) => {
  await open('/v/family/detail/303', { signedInAs: 1003 });
  await page.getByTestId('leave').click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('confirm-ok')).toHaveCount(0);
  expect(sandbox.requests({ call: 'family.leave' })).toHaveLength(0);
});

test('an outsider applies, the leader accepts', async ({ open, page, sandbox }) => {
  await open('/v/family/detail/301', { signedInAs: 1004 });
  await tapBurst(page, page.getByTestId('apply'), 2);
  await expect(page.getByTestId('apply-blocked')).toHaveText('You applied. The leader will answer soon.');
  expect(sandbox.requests({ call: 'family.apply' })).toHaveLength(1);

  await open('/v/family/message/301');
  const mine = page.getByTestId('application').filter({ hasText: 'Chioma Okafor' });
  await mine.getByTestId('accept').click();
  await expect(mine.getByTestId('deal-status')).toHaveText('Accepted');
  await open('/v/family/detail/301', { signedInAs: 1004 });
  await expect(page.getByTestId('member-actions')).toBeVisible();
});

test('a full family cannot be applied to, and a server refusal is shown as said', async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/family/detail/306', { signedInAs: 1004 });
  await expect(page.getByTestId('apply-blocked')).toHaveText('This family is full.');
  await open('/v/family/detail/304', { signedInAs: 1004 });
  sandbox.fault({ match: 'family.apply', kind: 'code', code: 4111, msg: 'Applications are closed today.' });
  await page.getByTestId('apply').click();
  await expect(toast(page)).toHaveText('Applications are closed today.');
  await expect(page.getByTestId('apply')).toBeEnabled();
});

test('the leader invites, the invited user accepts', async ({ open, page }) => {
  await open('/v/family/invite');
  const row = page.getByTestId('candidate').filter({ hasText: 'Nurul Aisyah' });
  await row.getByTestId('invite-user').click();
  await expect(row.getByTestId('invite-user')).toHaveText('Invited');
  await expect(toast(page)).toHaveText('Invitation sent.');

  await open('/v/family/invitationlist', { signedInAs: 1006 });
  await expect(page.getByTestId('invitation')).toHaveCount(2);
  await page.getByTestId('invitation').filter({ hasText: 'Desi Melodies' }).getByTestId('accept').click();
  await expect(page).toHaveURL(/\/v\/family\/detail\/301/);
  await expect(page.getByTestId('member-actions')).toBeVisible();
});

test('the leader dissolves once; a refusal leaves the family as it was', async ({ open, page, sandbox }) => {
  await open('/v/family/manage/302', { signedInAs: 1002 });
  // What cannot be undone is drawn in the danger colour, not as the page's main action.
  await expect(page.getByTestId('dissolve')).toHaveCSS('background-color', 'rgb(217, 50, 80)');
  await page.getByTestId('dissolve').click();
  sandbox.fault({
    match: 'family.dissolve',
    kind: 'code',
    code: 4104,
    msg: 'The family is in a running contest.',
    times: 1,
  });
  await page.getByTestId('confirm-ok').click();
  await expect(toast(page)).toHaveText('The family is in a running contest.');
  await expect(page.getByTestId('confirm-ok')).toBeEnabled();

  sandbox.fault({ match: 'family.dissolve', kind: 'delay', delayMs: 600 });
  await tapBurst(page, page.getByTestId('confirm-ok'), 3);
  await expect(page).toHaveURL(/\/v\/family\/search/);
  await expect(toast(page)).toHaveText('The family was dissolved.');
  expect(sandbox.requests({ call: 'family.dissolve' })).toHaveLength(2);
});

test('a cover that is too large is refused before sending; a small one becomes the cover', async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/family/edit/301');
  await page.getByTestId('cover-file').setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(600 * 1024, 1),
  });
  await expect(page.getByTestId('cover-problem')).toHaveText(
    'This picture is larger than 512 KB. Choose a smaller one.',
  );
  expect(sandbox.requests({ call: 'upload.new' })).toHaveLength(0);
  await page.getByTestId('cover-file').setInputFiles({
    name: 'doc.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF'),
  });
  await expect(page.getByTestId('cover-problem')).toHaveText('Choose a JPEG, PNG or WebP picture.');

  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.getByTestId('cover-file').setInputFiles({ name: 'c.png', mimeType: 'image/png', buffer: png });
  await expect(toast(page)).toHaveText('Saved.');
  await expect(page.getByTestId('cover-problem')).toHaveText('');
  await expect(page.locator('.fm-cover-edit img')).toHaveAttribute('src', /\/static\/family\/uploads\//);
});

test('a family id that is not a number says so and leads to the list', async ({ open, page }) => {
  await open('/v/family/detail/abc');
  await expect(page.getByTestId('bad-link')).toBeVisible();
  await page.getByRole('link', { name: 'Find a family' }).click();
  await expect(page).toHaveURL(/\/v\/family\/search/);
});

test('a family the server does not know says it does not exist and leads to the list, or closes in the app', async ({
  open,
  page,
}) => {
  await open('/v/family/detail/999999');
  const state = page.getByTestId('not-found');
  await expect(state).toContainText('This family does not exist.');
  await expect(state.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await state.getByRole('link', { name: 'Find a family' }).click();
  await expect(page).toHaveURL(/\/v\/family\/search/);

  await open('/v/family/detail/999999', { app: true, lang: 'ar' });
  await expect(state).toContainText('هذه العائلة غير موجودة.');
  await expect(state.getByRole('link', { name: 'ابحث عن عائلة' })).toBeVisible();
  await state.getByRole('button', { name: 'إغلاق' }).click();
  await expect.poll(() => fakeAppCalls(page).then((calls) => calls.map((c) => c.method))).toContain('close');
});

test('the weekly family star opens on tab 3 from the semi-final, and ends', async ({
  open,
  page,
  sandbox,
}) => {
  await open('/v/weekly-family-star');
  await expect(page.getByTestId('tab-panel-1')).toBeVisible();
  await expect(page.getByTestId('campaign-stage')).toHaveText(/Group ., level 4/);
  sandbox.advanceClock(WEEK_MS);
  await open('/v/weekly-family-star/index');
  await expect(page.getByTestId('tab-panel-3')).toBeVisible();
  await expect(page.getByTestId('campaign-stage')).toHaveText('Semi-final: level 5');
  await expect(page.getByTestId('semi-list').getByTestId('rank-row').first()).toBeVisible();
  sandbox.advanceClock(10 * WEEK_MS);
  await open('/v/weekly-family-star/index');
  await expect(page.getByTestId('season-ended')).toBeVisible();
  await open('/v/weekly-family-star/lastWeek');
  await expect(page.getByTestId('last-week-list').getByTestId('rank-row').first()).toBeVisible();
});

test("the weekly family star's rules are the ones the server publishes, in the page's language", async ({
  open,
  page,
}) => {
  await open('/g/v/weekly-family-star/rule', { lang: 'ar' });
  // The season the server runs (six weeks, levels 2 to 7), not a season written in the page.
  await expect(page.getByTestId('rules')).toContainText('يستمر الموسم ستة أسابيع');
});

test('model family: a leader whose family qualifies applies once', async ({ open, page, sandbox }) => {
  await open('/v/model-family');
  await expect(page.getByTestId('special-families').getByTestId('family-row')).toHaveCount(1);
  await page.getByTestId('become').click();
  await page.getByTestId('special-note').fill('We sing every night.');
  await tapBurst(page, page.getByTestId('special-apply'), 2);
  await expect(page.getByTestId('standing')).toHaveAttribute('data-standing', 'pending');
  expect(sandbox.requests({ call: 'family.specialApply' })).toHaveLength(1);
  await open('/v/become-college-family', { signedInAs: 1008 });
  await expect(page.getByTestId('standing')).toHaveAttribute('data-standing', 'not-leader');
});

test('model family: a tap after the application is answered, before the page shows it, sends nothing', async ({
  open,
  page,
  sandbox,
}) => {
  await page.clock.install();
  await open('/v/model-family');
  await page.getByTestId('become').click();
  await page.getByTestId('special-note').fill('We sing every night.');
  const reads = sandbox.requests({ call: 'family.special' }).length;
  // The read that shows the application waiting is held back until the test releases it: the
  // button is still on the page, past the half second a double tap is given.
  sandbox.fault({ match: 'family.special', kind: 'delay', delayMs: 20_000, times: 1 });
  await page.getByTestId('special-apply').click();
  await expect.poll(() => sandbox.requests({ call: 'family.special' }).length).toBe(reads + 1);
  await endTapBurst(page);
  // The thumb lands on the button whatever it shows meanwhile ("Sending…"); the read is held, so
  // the button is surely still there.
  await page.getByTestId('special-apply').click({ force: true });
  sandbox.raw.faults.clear();
  await expect(page.getByTestId('standing')).toHaveAttribute('data-standing', 'pending');
  await requestsSettled(page);
  expect(sandbox.requests({ call: 'family.specialApply' })).toHaveLength(1);
  await expect(page.getByText('This has already been answered.')).toHaveCount(0);
});

test("the level and Gamingo pages show the server's level, progress, privileges and level table", async ({
  open,
  page,
  siteUrl,
}) => {
  // What the server answers Aarav (uid 1001) about his family 301.
  const server = async <T>(path: string, method = 'GET'): Promise<T> => {
    const r = await fetch(`${siteUrl}${path}${method === 'GET' ? '?family_id=301' : ''}`, {
      method,
      headers: { cookie: 'token=tok-1001', 'content-type': 'application/json' },
      body: method === 'POST' ? JSON.stringify({ family_id: 301 }) : undefined,
    });
    return ((await r.json()) as { data: T }).data;
  };
  const info = await server<FamilyLevelInfo>('/web/family/info');
  const en = (n: number) => n.toLocaleString('en');
  for (const gamingo of [false, true]) {
    const p = await server<PrivilegeList>(
      gamingo ? '/gamingo-web/family/privilege' : '/web/family/privilege',
      'POST',
    );
    await open(`/v/family/${gamingo ? 'gamingolevel' : 'level'}/301`);
    const card = page.getByTestId('level-card');
    await expect(card).toContainText(info.family_title);
    const level = gamingo ? info.gamingo_level : info.level;
    const exp = gamingo ? info.gamingo_exp : info.exp;
    await expect(card.getByTestId('level-badge')).toHaveText(gamingo ? `G${level}` : `Lv.${level}`);
    const next = (gamingo ? info.gamingo_levels : info.levels).find((s) => s.level === level + 1);
    await expect(card.getByTestId('level-next')).toHaveText(
      next ? `${en(next.exp - exp)} exp to level ${next.level}` : 'Highest level reached.',
    );
    const privileges = page.getByTestId('privilege');
    expect(p.privileges.length).toBeGreaterThan(0);
    await expect(privileges.locator('strong')).toHaveText(p.privileges.map((x) => x.name));
    await expect(privileges.locator('.fm-tag')).toHaveText(
      p.privileges.map((x) => (x.unlocked ? 'Unlocked' : `Lv.${x.level}`)),
    );
    // The family level's table of levels: each level's exp and members, as the server sets them.
    await expect(page.locator('tbody td')).toHaveText(
      gamingo ? [] : info.levels.flatMap((s) => [en(s.level), en(s.exp), en(s.max_member_num)]),
    );
  }
});

test('honor walls and shared links are open to visitors, who get a way in', async ({ open, page }) => {
  await open('/v/family-honor-wall', { signedInAs: null });
  await expect(page).toHaveURL(/\/v\/family-honor-wall\/family/);
  await expect(page.getByTestId('honor-entry').first()).toBeVisible();
  await page.getByTestId('tab-member').click();
  await expect(page).toHaveURL(/\/member/);
  await expect(page.getByTestId('honor-entry').first()).toBeVisible();
  await open('/v/family/share/301', { signedInAs: null });
  await expect(page.getByTestId('family-head')).toContainText('Desi Melodies');
  await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
});

test('works in Arabic under /g/v/, in the app', async ({ open, page }) => {
  await open('/g/v/family/detail/301', { lang: 'ar', app: true });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('leader-actions')).toContainText('إدارة العائلة');
  await expect(page.getByTestId('all-tasks')).toContainText('غنّوا 100 أغنية معًا');
  await open('/g/v/family', { lang: 'ar' });
  await expect(page).toHaveURL(/\/g\/v\/family\/search/);
  await expect(page.getByTestId('family-menu')).toContainText('الدعوات');
});

test('a dropped connection while leaving says so, keeps the question, and the retry leaves', async ({
  open,
  page,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|ERR_EMPTY_RESPONSE|net::/);
  await open('/v/family/detail/301', { signedInAs: 1008 });
  await page.getByTestId('leave').click();
  // Every try dropped (the browser itself retries a request whose kept-alive socket closed).
  sandbox.fault({ match: 'family.leave', kind: 'drop' });
  await page.getByTestId('confirm-ok').click();
  await expect(toast(page)).toHaveText('Network error. Check your connection and try again.');
  await expect(page.getByTestId('confirm-ok')).toBeEnabled();
  sandbox.raw.faults.clear();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/v\/family\/search/);
  await expect(page.getByTestId('my-family')).toContainText('You are not in a family yet.');
});

test('declining an invitation keeps it in the list, marked', async ({ open, page, sandbox }) => {
  await open('/v/family/invitationlist', { signedInAs: 1005 });
  const inv = page.getByTestId('invitation').filter({ hasText: 'Harana Hearts' });
  await tapBurst(page, inv.getByTestId('refuse'), 2);
  await expect(inv.getByTestId('declined')).toHaveText('Declined');
  await expect(toast(page)).toHaveText('Invitation declined.');
  expect(sandbox.requests({ call: 'family.userDoInvite' })).toHaveLength(1);
  await expect(
    page.getByTestId('invitation').filter({ hasText: 'Desi Melodies' }).getByTestId('accept'),
  ).toBeEnabled();
});
