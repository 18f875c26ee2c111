// The global family war as its users meet it: a user of a family at each level of the war, a
// family knocked out, a user without a family, the finished war; the regional rounds, a family's
// page, the heroes and the global final; Arabic and /g/v/; the broken link and a failed read.

import { expect, test } from '@h5/e2e/fixtures';

const WAR = 'promotion_id=family-war';
const entry = (q = WAR) => `/v/powerful-family/entry?${q}`;

test('the bare path opens the entry, where the war stands at level 3 and the family fights in it', async ({
  open,
  page,
}) => {
  await open(`/v/powerful-family?${WAR}`);
  await expect(page).toHaveURL(/\/v\/powerful-family\/entry\?promotion_id=family-war/);
  await expect(page.getByTestId('war-stage')).toHaveText('Regional round 3');
  const mine = page.getByTestId('my-family');
  await expect(mine).toHaveAttribute('data-act-status', '2');
  await expect(mine.getByTestId('family-name')).toHaveText('Desi Melodies');
  await expect(page.getByTestId('war-status')).toHaveText('Your family fights in group A, Regional round 3.');
  await expect(page.getByTestId('tickets')).toContainText('each worth 10 points');
  await expect(page.getByTestId('task')).toHaveCount(4);
  await expect(page.getByRole('tab', { name: 'Regional rounds' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('regions').getByRole('listitem')).toHaveCount(4);
});

for (const level of [1, 2, 3, 4, 5, 6, 7]) {
  test(`a family at level ${level}`, async ({ open, page, sandbox }) => {
    sandbox.switch('powerfulFamily', 'war', { level, family_id: 301 });
    await open(entry());
    const mine = page.getByTestId('my-family');
    await expect(mine).toHaveAttribute('data-level', String(level));
    await expect(mine).toHaveAttribute('data-tab', level > 4 ? '3' : '1');
    const tab = level > 4 ? 'Global final' : 'Regional rounds';
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    if (level > 4) {
      await expect(page.getByTestId('war-status')).toHaveText(
        `Your family reached Semi-final level ${level}!`,
      );
      await page.getByTestId('to-global').click();
      await expect(page.getByTestId('final-level')).toBeVisible();
      await expect(
        page.getByTestId('final-list').getByTestId('family-row').filter({ hasText: 'Desi Melodies' }),
      ).toBeVisible();
    } else {
      await expect(page.getByTestId('war-status')).toHaveText(
        `Your family fights in group A, Regional round ${level}.`,
      );
    }
  });
}

test('a family knocked out: not promoted, level 0, the regional tab while the war goes on', async ({
  open,
  page,
  sandbox,
}) => {
  sandbox.switch('powerfulFamily', 'war', { level: 6, family_id: 301, reach: 2 });
  await open(entry());
  await expect(page.getByTestId('my-family')).toHaveAttribute('data-act-status', '1');
  await expect(page.getByTestId('my-family')).toHaveAttribute('data-level', '0');
  await expect(page.getByTestId('war-status')).toHaveText(
    'Your family was not promoted. Cheer for your region!',
  );
  await expect(page.getByRole('tab', { name: 'Regional rounds' })).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('my-family-link').click();
  await expect(page.getByTestId('family-head')).toContainText('Out after Regional round 2');
});

test('a family the war did not take: not promoted, and no way to a family it already has', async ({
  open,
  page,
}) => {
  await open(entry(), { signedInAs: 2023 });
  await expect(page.getByTestId('my-family')).toHaveAttribute('data-act-status', '1');
  await expect(page.getByTestId('war-status')).toHaveText(
    'Your family was not promoted. Cheer for your region!',
  );
  await expect(page.getByTestId('find-family')).toHaveCount(0);
});

test('a user without a family follows the war and is shown the way to a family', async ({ open, page }) => {
  await open(entry(), { signedInAs: 1004 });
  await expect(page.getByTestId('war-status')).toHaveText('Join a family to fight in the war.');
  await page.getByTestId('find-family').click();
  await expect(page).toHaveURL(/\/v\/family\/search/);
});

test('the finished war: status 3, level 8, the champion on the global tab', async ({
  open,
  page,
  sandbox,
}) => {
  sandbox.switch('powerfulFamily', 'war', { level: 8, family_id: 301, reach: 8 });
  await open(entry());
  await expect(page.getByTestId('my-family')).toHaveAttribute('data-act-status', '3');
  await expect(page.getByTestId('my-family')).toHaveAttribute('data-level', '8');
  await expect(page.getByTestId('war-status')).toHaveText('The war is finished. See you next season!');
  await expect(page.getByTestId('war-stage')).toHaveText('Finished');
  await page.getByTestId('to-global').click();
  await expect(page.getByTestId('champion').getByTestId('family-name')).toHaveText('Desi Melodies');
});

test('last season’s war is over for everyone', async ({ open, page }) => {
  await open(entry('promotion_id=family-war-2025'));
  await expect(page.getByTestId('my-family')).toHaveAttribute('data-act-status', '3');
  await expect(page.getByTestId('war-stage')).toHaveText('Finished');
});

test('before the war begins: it counts down to the start and the global rounds wait', async ({
  open,
  page,
  sandbox,
}) => {
  sandbox.switch('powerfulFamily', 'war', { level: 0 });
  await open(entry());
  await expect(page.getByTestId('war-status')).toHaveText('The war begins soon. Get your family ready!');
  await expect(page.getByTestId('war-head')).toContainText('Begins in');
  await page.getByRole('tab', { name: 'Global final' }).click();
  await expect(page.getByTestId('final-not-begun')).toBeVisible();
});

test('regional rounds: a group by day and in total, another region, a family and its members', async ({
  open,
  page,
}) => {
  await open(`/v/powerful-family/regional?${WAR}`);
  await expect(page.getByRole('tab', { name: 'South Asia' })).toHaveAttribute('aria-selected', 'true');
  const byDay = page.getByTestId('group-day');
  await expect(byDay.getByTestId('family-row')).not.toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Day 6' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Day 1' }).click();
  await expect(byDay.getByTestId('family-row')).toHaveCount(5);
  await page.getByRole('tab', { name: 'In total' }).click();
  await expect(page.getByTestId('group-total').getByTestId('family-row')).toHaveCount(5);
  await page.getByRole('tab', { name: 'Africa', exact: true }).click();
  await page.getByRole('tab', { name: 'Group B' }).click();
  await expect(page.getByTestId('group-total')).toBeVisible();
  await page.getByTestId('group-total').getByTestId('family-row').first().click();
  await expect(page).toHaveURL(/regional-detail\?promotion_id=family-war&family_id=\d+/);
  await expect(page.getByTestId('person-row').first()).toBeVisible();
});

test('regional rounds: the groups are the region’s own, and a war without regions says so', async ({
  open,
  page,
}) => {
  await open(`/v/powerful-family/regional?${WAR}&region_id=mena`);
  const groups = page.getByRole('tablist', { name: 'Groups' }).getByRole('tab');
  await expect(groups).toHaveText(['Group A', 'Group B', 'Group C']);
  await page.getByRole('tab', { name: 'Group C' }).click();
  await page.getByRole('tab', { name: 'In total' }).click();
  await expect(page.getByTestId('group-total').getByTestId('family-row')).not.toHaveCount(0);
  await page.getByRole('tab', { name: 'South Asia' }).click();
  await expect(groups).toHaveText(['Group A', 'Group B']);
  // A war whose regions are not drawn yet answers an empty list: a plain empty state, not a crash.
  await page.route('**/get-regional-list*', async (route) => {
    const answer = await (await route.fetch()).json();
    await route.fulfill({ json: { ...answer, data: { ...answer.data, list: [] } } });
  });
  await open(`/v/powerful-family/regional?${WAR}`);
  await expect(page.getByText('No region is in the war yet.')).toBeVisible();
});

test('a family’s page lists its members; a link without a family says so', async ({
  open,
  page,
  sandbox,
}) => {
  await open(`/v/powerful-family/regional-detail?${WAR}&family_id=301`);
  await expect(page.getByTestId('family-head').getByTestId('family-name')).toHaveText('Desi Melodies');
  await expect(page.getByTestId('person-row').filter({ hasText: 'Aarav Sharma' })).toBeVisible();
  // The head and the members' first page are one answer, asked for once.
  expect(sandbox.requests({ call: 'powerfulFamily.globalFamilyMemberList' })).toHaveLength(1);
  await open(`/v/powerful-family/regional-detail?${WAR}&family_id=abc`);
  await expect(page.getByTestId('broken-link')).toContainText('This link does not name a family');
});

test('a family the war does not know says so and leads to the regional rounds, or closes in the app', async ({
  open,
  page,
}) => {
  await open(`/v/powerful-family/regional-detail?${WAR}&family_id=999999`);
  const state = page.getByTestId('not-found');
  await expect(state).toContainText('This family is not in the war.');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await state.getByRole('link', { name: 'See the regional rounds' }).click();
  await expect(page).toHaveURL(/\/v\/powerful-family\/regional\?promotion_id=family-war/);

  await open(`/v/powerful-family/regional-detail?${WAR}&family_id=999999`, { lang: 'ar', app: true });
  await expect(state).toContainText('هذه العائلة ليست في الحرب.');
  await expect(state.getByRole('button', { name: 'إغلاق' })).toBeVisible();
});

test('heroes page through the whole war', async ({ open, page }) => {
  await open(`/v/powerful-family/hero?${WAR}`);
  await expect(page.getByTestId('person-row')).toHaveCount(20);
  await page.getByTestId('person-row').last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => page.getByTestId('person-row').count()).toBeGreaterThan(20);
});

test('in Arabic under /g/v/: right to left, server text in Arabic', async ({ open, page }) => {
  await open(`/g/v/powerful-family/entry?${WAR}`, { lang: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('war-stage')).toHaveText('الجولة الإقليمية 3');
  await expect(page.getByTestId('regions')).toContainText('جنوب آسيا');
  await page.getByTestId('to-regional').click();
  await expect(page).toHaveURL(/\/g\/v\/powerful-family\/regional/);
  await expect(page.getByRole('tab', { name: 'الشرق الأوسط وشمال أفريقيا' })).toBeVisible();
});

test('the rules open for visitors, as the promotion publishes them; none published says so', async ({
  open,
  page,
}) => {
  await open(`/v/powerful-family/rule?${WAR}`, { signedInAs: null });
  await expect(page.getByTestId('rules').getByRole('listitem')).toHaveCount(7);
  // The page states the promotion's own rules, whatever they say, and invents none.
  let rules: string[] | undefined = ['Three levels of one day each.', 'The best family of each region wins.'];
  await page.route(/\/promotions\/family-war(\?|$)/, async (route) => {
    const answer = await (await route.fetch()).json();
    await route.fulfill({ json: { ...answer, data: { ...answer.data, rules } } });
  });
  await open(`/v/powerful-family/rule?${WAR}`, { signedInAs: null });
  await expect(page.getByTestId('rules').getByRole('listitem')).toHaveText(rules);
  rules = undefined;
  await open(`/v/powerful-family/rule?${WAR}`, { signedInAs: null });
  await expect(page.getByText('The rules of this war are not published yet.')).toBeVisible();
});

test('a link without a promotion says so', async ({ open, page }) => {
  await open('/v/powerful-family/entry');
  await expect(page.getByTestId('broken-link')).toBeVisible();
});

test('the page info fails twice: one plain sentence, and its retry brings the war back', async ({
  open,
  page,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500/);
  sandbox.fault({ match: 'total-page-info', kind: 'http500', times: 2 });
  await open(entry());
  await expect(page.getByRole('alert')).toContainText('Something went wrong');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('my-family')).toBeVisible();
});

test('a visitor in a browser is asked to sign in, and nothing of the war is read', async ({
  open,
  page,
  sandbox,
}) => {
  await open(entry(), { signedInAs: null });
  await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
  expect(sandbox.requests({ path: '/global-family-war/' })).toHaveLength(0);
});

test('in the app: a visitor logs in through the app and meets their family at war', async ({
  open,
  page,
}) => {
  await open(entry(), { app: { signedInAs: null, loginAs: 1003 } });
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('my-family').getByTestId('family-name')).toHaveText('Suara Nusantara');
  await expect(page.locator('.h5-header')).toHaveCount(0);
});

test('a family that is not in the war: the server says so', async ({ open, page }) => {
  await open(`/v/powerful-family/regional-detail?${WAR}&family_id=310`);
  await expect(page.getByRole('alert')).toContainText('This family is not in the war.');
});

test('a dropped connection on the regions: a sentence and a retry that brings them', async ({
  open,
  page,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|ERR_/);
  // Every attempt drops (the client retries a read, the browser resends on a reused connection)
  // until the network comes back.
  sandbox.fault({ match: 'get-regional-list', kind: 'drop' });
  await open(entry());
  await expect(page.getByTestId('my-family')).toBeVisible();
  const panel = page.getByTestId('tab-panel-1');
  await expect(panel.getByRole('alert')).toContainText('Network error');
  sandbox.raw.faults.clear();
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('regions').getByRole('listitem')).toHaveCount(4);
});
