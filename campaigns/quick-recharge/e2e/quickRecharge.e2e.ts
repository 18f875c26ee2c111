import { expect, expectShellHoldsFirstScreen, IDEMPOTENCY_KEY, pick, test } from '@h5/e2e/fixtures';
import type { Page } from '@playwright/test';

/** The parts of the sandbox's rapid state these tests read. */
interface RapidState {
  credited: Map<number, number>;
  orders: Map<string, { status: string }>;
  channels: Map<number, { id: number; sub_channel: string }>;
}

const CERT = 'op-7f3a9c';
const AARAV_SID = '8801001'; // uid 1001, not VIP
const LAILA_SID = '8801002'; // uid 1002, VIP
/** The page's own `bind_token` query parameter (spec 1), unlike the certificate's token. */
const PAGE_BIND_TOKEN = 'bt-page-42';

async function lookUp(page: Page, id: string) {
  await page.getByLabel('Account number').fill(id);
  await page.getByRole('button', { name: 'Check' }).click();
}

const toast = (page: Page) => page.getByRole('status');

/** The fake app host's calls, kept in sessionStorage so they survive the payment navigation. */
async function recordAppCalls(page: Page) {
  await page.addInitScript(() => {
    let fake: { calls: unknown[] } | undefined;
    Object.defineProperty(window, '__fakeApp', {
      configurable: true,
      get: () => fake,
      set(v: { calls: unknown[] }) {
        fake = v;
        const push = v.calls.push.bind(v.calls);
        v.calls.push = (...items: unknown[]) => {
          const saved = JSON.parse(sessionStorage.getItem('fakeAppCalls') ?? '[]') as unknown[];
          sessionStorage.setItem('fakeAppCalls', JSON.stringify([...saved, ...items]));
          return push(...items);
        };
      },
    });
  });
}

test('quick recharge: account, channel, package, pay, provider page, paid result', async ({
  open,
  sandbox,
}) => {
  const page = await open(`/v/quick-recharge/${CERT}?bind_token=${PAGE_BIND_TOKEN}`);
  await expect(page.getByText('Reward rate 5%')).toBeVisible();
  await lookUp(page, AARAV_SID);
  await expect(page.getByTestId('account-name')).toHaveText('Aarav Sharma');
  // The photo the lookup returns, not a letter: the payer's proof of whom they pay.
  await expect(page.getByTestId('account').locator('img')).toHaveAttribute(
    'src',
    /\/static\/avatars\/1001\.svg$/,
  );
  await expect(page.getByTestId('vip-badge')).toHaveCount(0);
  // Spec 1 and 7: the page's bind_token goes with the channel list, not the certificate's token.
  const listed = sandbox.requests({ call: 'rapid.channels' });
  expect(listed.length).toBeGreaterThan(0);
  for (const r of listed) expect(r.params.bind_token).toBe(PAGE_BIND_TOKEN);

  await page.getByRole('button', { name: 'UPI' }).click();
  await page.getByRole('button', { name: /6,000 coins/ }).click();
  await expect(page.getByTestId('total')).toHaveText('₹790.00');
  await page.getByRole('button', { name: 'Pay now' }).click();

  await page.waitForURL(/\/pay\/provider\/checkout\?/);
  const url = new URL(page.url());
  const q = Object.fromEntries(url.searchParams);
  expect(q).toMatchObject({
    opid: CERT,
    uid: '1001',
    country: 'IN',
    sub_channel: 'upi',
    source: 'web_rapid',
    bind_token: PAGE_BIND_TOKEN,
  });
  expect(q.product_id).toMatch(/^gold-\d+-6000$/);
  expect(Number(q.ts)).toBeGreaterThan(1_600_000_000_000);

  await expect(page.getByTestId('order-account')).toHaveText('Aarav Sharma');
  await expect(page.getByTestId('order-product')).toHaveText('6,000 coins');
  await page.getByRole('button', { name: /Pay 790 INR/ }).click();
  await expect(page.getByTestId('result-status')).toHaveText('Recharge successful');
  const state = sandbox.state<RapidState>('rapid');
  expect(state.credited.get(1001)).toBe(6000);
  expect([...state.orders.values()].map((o) => o.status)).toEqual(['paid']);
});

test('the official certificate recharges with source web_official', async ({ open, sandbox }) => {
  const page = await open('/v/quick-recharge/official');
  await lookUp(page, AARAV_SID);
  await expect(page.getByTestId('account-name')).toHaveText('Aarav Sharma');
  await page.getByRole('button', { name: 'Paytm Wallet' }).click();
  await page.getByRole('button', { name: /^600 coins/ }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  // Without a bind_token in the page's query, none is sent or appended.
  await page.waitForURL(/\/pay\/provider\/checkout\?/);
  expect(new URL(page.url()).searchParams.has('bind_token')).toBe(false);
  for (const r of sandbox.requests({ call: 'rapid.channels' })) expect(r.params.bind_token).toBeUndefined();
  expect(new URL(page.url()).searchParams.get('source')).toBe('web_official');
});

test('validation messages of the lookup and the pay tap', async ({ open }) => {
  const page = await open(`/v/quick-recharge/${CERT}`);
  await expect(page.getByText('Reward rate 5%')).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(toast(page)).toHaveText('Please enter your recharge account number');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(toast(page)).toHaveText('Please enter your recharge account number');
  await page.getByLabel('Account number').fill(AARAV_SID);
  // The picker offers only the account types (no "none" as the native select did): StarMaker ID.
  await expect(page.getByRole('combobox', { name: 'Account type' })).toHaveText('StarMaker ID');
  await pick(page, 'Account type', 'StarMaker ID');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('account-name')).toHaveText('Aarav Sharma');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(toast(page)).toHaveText('Please choose a payment method');
  await page.getByRole('button', { name: 'UPI' }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(toast(page)).toHaveText('Please choose a package');
});

test('without the operator token yet, pay says to wait', async ({ open, sandbox }) => {
  let page = await open(`/v/quick-recharge/${CERT}`);
  await lookUp(page, AARAV_SID);
  await expect(page.getByTestId('account-name')).toHaveText('Aarav Sharma');
  sandbox.fault({ match: 'rapid.certificate', kind: 'delay', delayMs: 4000 });
  page = await open(`/v/quick-recharge/${CERT}`);
  await page.getByTestId('recents').getByRole('button', { name: 'Aarav Sharma' }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(toast(page)).toHaveText('Please wait or refresh');
});

for (const [name, cert] of [
  ['a used', 'op-used'],
  ['a token-less', 'op-notoken'],
  ['an unknown', 'no-such-cert'],
] as const) {
  test(`${name} certificate goes to the error page`, async ({ open }) => {
    const page = await open(`/v/quick-recharge/${cert}`);
    await page.waitForURL(/\/v\/error-page/);
    expect(page.url()).toContain('/v/error-page?errorCode=404&errorMsg=This%20certificate%20is%20invalid.');
    await expect(page.getByTestId('error-message')).toHaveText('This certificate is invalid.');
  });
}

test('a failed certificate request goes to the error page, keeping the /g base', async ({
  open,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/500|Failed to load resource/);
  sandbox.fault({ match: 'rapid.certificate', kind: 'http500' });
  const page = await open(`/g/v/quick-recharge/${CERT}`);
  await page.waitForURL(/\/g\/v\/error-page/);
  expect(new URL(page.url()).pathname).toBe('/g/v/error-page');
  await expect(page.getByTestId('error-message')).toHaveText('This certificate is invalid.');
});

test('recent accounts survive a reload, newest first, one per uid', async ({ open, page }) => {
  await open(`/v/quick-recharge/${CERT}`);
  await lookUp(page, AARAV_SID);
  await expect(page.getByTestId('account-name')).toHaveText('Aarav Sharma');
  await lookUp(page, LAILA_SID);
  await expect(page.getByTestId('account-name')).toHaveText('ليلى حداد');
  await lookUp(page, AARAV_SID);
  await expect(page.getByTestId('account-name')).toHaveText('Aarav Sharma');
  await page.reload();
  const chips = page.getByTestId('recents').getByRole('button');
  await expect(chips).toHaveText(['Aarav Sharma', 'ليلى حداد']);
  await chips.nth(1).click();
  await expect(page.getByTestId('account-name')).toHaveText('ليلى حداد');
  await expect(page.getByTestId('vip-badge')).toBeVisible();
});

test('switching area reloads channels and prices in the local currency', async ({ open, sandbox }) => {
  const page = await open(`/v/quick-recharge/${CERT}`);
  await expect(page.getByRole('button', { name: 'UPI' })).toBeVisible();
  await pick(page, 'Area', 'Indonesia');
  await expect(page.getByText('Reward rate 4%')).toBeVisible();
  await expect(page.getByRole('button', { name: 'UPI' })).toHaveCount(0);
  await page.getByRole('button', { name: 'DANA' }).click();
  await expect(page.getByTestId('products')).toContainText('IDR');
  const channelCalls = sandbox.requests({ call: 'rapid.channels' });
  expect(channelCalls.map((r) => r.params.country)).toEqual(['IN', 'ID']);
  // Inline nested channels (popup_visible off) are listed directly.
  await expect(page.getByRole('button', { name: 'BCA Virtual Account' })).toBeVisible();
});

test('VIP variant: purchasing-account message, area ME, VIP badge, nested popup channel', async ({
  open,
  sandbox,
}) => {
  // A visitor: the VIP default area, ME (spec 9); a signed-in user opens on their own priced area.
  const page = await open('/v/vip-recharge/op-5d21e0', { signedInAs: null });
  await expect(page.getByRole('heading', { name: 'Purchasing account' })).toBeVisible();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(toast(page)).toHaveText('Please enter your purchasing account number');
  await expect(page.getByRole('combobox', { name: 'Area' })).toHaveText('Middle East');
  // Spec 3 can_join_make_connection: the sandbox's ME offers no connection, so no WhatsApp line.
  await expect(page.getByTestId('help')).toHaveCount(0);
  await lookUp(page, LAILA_SID);
  await expect(page.getByTestId('vip-badge')).toBeVisible();
  await page.getByRole('button', { name: /Wallets/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'STC Pay' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: /VIP 30 days/ }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(/\/pay\/provider\/checkout\?/);
  const q = new URL(page.url()).searchParams;
  expect(q.get('country')).toBe('ME');
  expect(q.get('sub_channel')).toBe('vip_stcpay');
  expect(q.get('uid')).toBe('1002');
  // Re-read for the looked-up account once it is known.
  const vipCalls = sandbox.requests({ call: 'rapid.vipChannels' });
  expect(vipCalls.at(-1)?.params).toMatchObject({ country: 'ME', uid: '1002' });
  expect(sandbox.requests({ call: 'rapid.channels' })).toHaveLength(0);
});

for (const [version, external] of [
  ['8.33.2', true],
  ['8.33.5', false],
] as const) {
  test(`in the app ${version} the payment opens by the webview deep link, external ${external}`, async ({
    open,
    page,
  }) => {
    await recordAppCalls(page);
    await open(`/v/quick-recharge/${CERT}`, { app: { version, platform: 'android' } });
    await lookUp(page, AARAV_SID);
    await page.getByRole('button', { name: 'UPI' }).click();
    await page.getByRole('button', { name: /^600 coins/ }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/pay\/provider\/checkout\?/);
    const calls = await page.evaluate(() => JSON.parse(sessionStorage.getItem('fakeAppCalls') ?? '[]'));
    expect(calls.filter((c: { method: string }) => c.method === 'openPayment')).toHaveLength(0);
    const links = calls.filter((c: { method: string }) => c.method === 'openDeepLink');
    expect(links).toHaveLength(1);
    const link = String(links[0].params.url);
    expect(link.startsWith('smapp://webview?')).toBe(true);
    const q = new URLSearchParams(link.split('?')[1]);
    expect(q.get('url')).toContain('/pay/provider/checkout?');
    expect(q.get('external')).toBe(external ? '1' : null);
  });
}

test('a double tap on pay confirms the order once and opens one payment', async ({ open, sandbox }) => {
  const page = await open(`/v/quick-recharge/${CERT}`);
  await pick(page, 'Area', 'Nigeria');
  // A choice made while the lookup re-reads the channels is kept.
  await page.getByRole('button', { name: 'Bank card' }).click();
  await lookUp(page, AARAV_SID);
  await expect(page.getByTestId('account-name')).toHaveText('Aarav Sharma');
  await page.getByRole('button', { name: /^600 coins/ }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  // Said under the field, which is marked invalid, and gone once the address changes.
  const email = page.getByLabel('E-mail for the order confirmation');
  await expect(page.getByTestId('email-error')).toHaveText('Please enter a valid e-mail address');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address');
  await expect(email).toBeFocused();
  await email.fill('aarav@example.com');
  await expect(page.getByTestId('email-error')).toHaveCount(0);
  await expect(email).not.toHaveAttribute('aria-invalid');
  sandbox.fault({ match: 'rapid.confirmEmail', kind: 'delay', delayMs: 600 });
  await page.getByRole('button', { name: 'Pay now' }).dblclick();
  await page.waitForURL(/\/pay\/provider\/checkout\?/);
  const confirms = sandbox.requests({ call: 'rapid.confirmEmail' });
  expect(confirms).toHaveLength(1);
  expect(confirms[0]?.idempotencyKey).toMatch(IDEMPOTENCY_KEY);
  expect(confirms[0]?.params).toMatchObject({ email: 'aarav@example.com', uid: 1001, country: 'NG' });
  expect(sandbox.requests({ path: '/pay/provider/checkout' })).toHaveLength(1);
});

test('a failed lookup shows the server message, a dropped one the network message', async ({
  open,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|ERR_/);
  const page = await open(`/v/quick-recharge/${CERT}`);
  await lookUp(page, '123');
  await expect(toast(page)).toHaveText('No account found with this number.');
  await expect(page.getByTestId('account')).toHaveCount(0);
  sandbox.fault({ match: 'rapid.user', kind: 'drop' });
  await lookUp(page, AARAV_SID);
  await expect(toast(page)).toHaveText('Network error. Check your connection and try again.');
  await expect(page.getByLabel('Account number')).toHaveValue(AARAV_SID);
});

test('the help line offers a call once the operator says it takes calls for the account', async ({
  open,
  sandbox,
}) => {
  const page = await open(`/v/quick-recharge/${CERT}`);
  await expect(page.getByTestId('help')).toContainText('+91 98200 11223');
  await expect(page.getByTestId('help-call')).toHaveCount(0);
  await lookUp(page, AARAV_SID);
  await expect(page.getByTestId('help-call')).toHaveAttribute('href', 'tel:+919820011223');
  const settings = sandbox.requests({ call: 'rapid.opSet' });
  expect(settings.at(-1)?.params.uid).toBe('1001');
});

test("the screen's main actions are tracking points with their outcome, sent as the page hides", async ({
  open,
  sandbox,
}) => {
  const page = await open(`/v/quick-recharge/${CERT}`);
  await lookUp(page, '123');
  await expect(toast(page)).toHaveText('No account found with this number.');
  await lookUp(page, AARAV_SID);
  await expect(page.getByTestId('account')).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  const tracked = () =>
    sandbox
      .state<{ tracked: Array<{ event: string; data?: Record<string, unknown> }> }>('general')
      .tracked.filter((e) => e.event === 'action');
  // A refused lookup ran to its end too: the server's answer, not a failure of the page.
  await expect
    .poll(tracked)
    .toEqual([
      expect.objectContaining({ data: { action: 'account_lookup', outcome: 'done' } }),
      expect.objectContaining({ data: { action: 'account_lookup', outcome: 'done' } }),
    ]);
});

for (const [what, url] of [
  ['another scheme', 'javascript:alert(1)'],
  ['userinfo', 'https://pay.sm-h5.example@evil.example/checkout'],
  ['plain http', 'http://evil.example/checkout'],
] as const)
  test(`a listed redirect with ${what} is refused`, async ({ open, sandbox }) => {
    const page = await open(`/v/quick-recharge/${CERT}`);
    await lookUp(page, AARAV_SID);
    await page.getByRole('button', { name: 'UPI' }).click();
    const upi = [...sandbox.state<RapidState>('rapid').channels.values()].find(
      (c) => c.sub_channel === 'upi',
    );
    sandbox.switch('rapid', 'redirect', { channel_id: upi?.id, url });
    // The channel list is re-read with the area, as a user switching back and forth would.
    await pick(page, 'Area', 'Indonesia');
    await pick(page, 'Area', 'India');
    await page.getByRole('button', { name: 'UPI' }).click();
    await page.getByRole('button', { name: /^600 coins/ }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(toast(page)).toHaveText(
      'This payment link is not allowed. Please choose another payment method.',
    );
    expect(new URL(page.url()).pathname).toBe(`/v/quick-recharge/${CERT}`);
  });

test('a point card goes through the middle page to the provider', async ({ open }) => {
  const page = await open(`/v/quick-recharge/${CERT}`);
  await lookUp(page, AARAV_SID);
  await page.getByRole('button', { name: /Recharge card/ }).click();
  await page.getByRole('button', { name: /3,000 coins/ }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(/\/v\/recharge-middle\?/);
  await expect(page.getByTestId('middle-product')).toHaveText('3,000 coins');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/pay\/provider\/checkout\?/);
  expect(new URL(page.url()).searchParams.get('sub_channel')).toBe('card_in');
});

test('a point card of a host only the server listed passes the middle page too', async ({
  open,
  sandbox,
  page,
}) => {
  await page.route('https://cards.example.net/**', (r) =>
    r.fulfill({ contentType: 'text/html', body: '<h1 data-testid="card-provider">Card provider</h1>' }),
  );
  const card = [...sandbox.state<RapidState>('rapid').channels.values()].find(
    (c) => c.sub_channel === 'card_in',
  );
  sandbox.switch('rapid', 'redirect', { channel_id: card?.id, url: 'https://cards.example.net/pay' });
  await open(`/v/quick-recharge/${CERT}`);
  await lookUp(page, AARAV_SID);
  await expect(page.getByTestId('account-name')).toHaveText('Aarav Sharma');
  await page.getByRole('button', { name: /Recharge card/ }).click();
  await page.getByRole('button', { name: /3,000 coins/ }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(/\/v\/recharge-middle\?/);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/^https:\/\/cards\.example\.net\/pay\?/);
  await expect(page.getByTestId('card-provider')).toBeVisible();
});

test('the middle page refuses a payment link off the allow-list', async ({ open }) => {
  const page = await open(
    `/v/recharge-middle?pay_url=${encodeURIComponent('https://pay.host@evil.com/x')}&product=<b>x</b>`,
  );
  await expect(page.getByTestId('middle-invalid')).toHaveText('This payment link is invalid.');
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);
});

test('Arabic: right to left, translated texts and messages', async ({ open }) => {
  const page = await open(`/v/quick-recharge/${CERT}`, { lang: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'حساب الشحن' })).toBeVisible();
  await page.getByRole('button', { name: 'ادفع الآن' }).click();
  await expect(toast(page)).toHaveText('يرجى إدخال رقم حساب الشحن');
  await page.getByLabel('رقم الحساب').fill(AARAV_SID);
  await page.getByRole('button', { name: 'تحقق' }).click();
  await expect(page.getByTestId('account-name')).toHaveText('Aarav Sharma');
  await page.getByRole('button', { name: 'UPI' }).click();
  await expect(page.getByTestId('products')).toContainText('79.00 ₹');
});

test('the privacy variant masks the account and keeps nothing on the device', async ({ open, page }) => {
  await open(`/v/quick-recharge-privacy/${CERT}`);
  await lookUp(page, AARAV_SID);
  await expect(page.getByTestId('account-name')).toHaveText('A***');
  await expect(page.getByTestId('account').locator('img')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('recents')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('rapid.recentAccounts'))).toBeNull();
});

test('the large variant lists custom channels and confirms card orders by e-mail', async ({
  open,
  sandbox,
}) => {
  const page = await open(`/v/quick-recharge-large/${CERT}`);
  await lookUp(page, AARAV_SID);
  await expect(page.getByTestId('account-name')).toHaveText('Aarav Sharma');
  await pick(page, 'Area', 'Middle East');
  await page.getByRole('button', { name: 'Credit card' }).click();
  await expect(page.getByLabel('E-mail for the order confirmation')).toBeVisible();
  // Large means larger: no pack of quick recharge's sizes.
  await expect(page.getByRole('button', { name: /^600 coins/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^150,000 coins/ }).click();
  await page.getByLabel('E-mail for the order confirmation').fill('aarav@example.com');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(/\/pay\/provider\/checkout\?/);
  expect(new URL(page.url()).searchParams.get('sub_channel')).toBe('cc_me');
  expect(sandbox.requests({ call: 'rapid.customChannels' }).length).toBeGreaterThan(0);
  expect(sandbox.requests({ call: 'rapid.channels' })).toHaveLength(0);
  expect(sandbox.requests({ call: 'rapid.confirmEmail' })).toHaveLength(1);
});

for (const lang of ['en', 'ar']) {
  test(`${lang}: the pre-rendered shell paints the banner first and nothing on the screen moves`, async ({
    open,
    page,
  }) => {
    await expectShellHoldsFirstScreen(page, open, `/v/quick-recharge/${CERT}`, {
      lang,
      ready: async (p) => {
        await expect(p.getByTestId('reward-rate')).toContainText('5%');
        await expect(p.getByTestId('channels')).toBeVisible();
        await expect(p.locator('.qr-help')).toContainText('+91 98200 11223');
      },
    });
  });
}

test('large recharge: an own amount, checked under the field and priced by the server', async ({
  open,
  sandbox,
}) => {
  const page = await open(`/v/quick-recharge-large/${CERT}`);
  await lookUp(page, AARAV_SID);
  await page.getByRole('button', { name: 'UPI' }).click();
  const field = page.getByLabel('Or an amount of your own (coins)');
  const price = page.getByRole('button', { name: 'Get the price' });
  await field.fill('12.5');
  await price.click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Enter a whole number of coins.');
  await field.fill('50000');
  await price.click();
  await expect(field).toHaveAccessibleDescription('Enter an amount from 100,000 to 10,000,000 coins.');
  expect(sandbox.requests({ call: 'rapid.products' }).filter((r) => r.params.amount)).toHaveLength(0);
  await field.fill('120000');
  await price.click();
  await expect(page.getByTestId('custom-product')).toContainText('120,000 coins');
  await expect(page.getByTestId('total')).toHaveText('₹15,800.00');
  const priced = sandbox.requests({ call: 'rapid.products' }).filter((r) => r.params.amount);
  expect(priced.at(-1)?.params).toMatchObject({ amount: '120000', currency: 'INR' });
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(/\/pay\/provider\/checkout\?/);
  expect(new URL(page.url()).searchParams.get('product_id')).toMatch(/^custom-\d+-120000$/);
  await expect(page.getByTestId('order-product')).toHaveText('120,000 coins');
});

test('channel icons are images from the server, and the chosen channel and package are filled and checked', async ({
  open,
}) => {
  const page = await open(`/v/quick-recharge/${CERT}`);
  const upi = page.getByRole('button', { name: 'UPI' });
  const icon = upi.locator('img');
  await expect(icon).toHaveAttribute('src', /\/static\/pay\/upi\.svg$/);
  await expect
    .poll(() => icon.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
    .toBe(true);
  const plain = await upi.evaluate((b) => getComputedStyle(b).backgroundColor);
  await upi.click();
  await expect(upi).toHaveAttribute('aria-pressed', 'true');
  await expect(upi.locator('.qr-check-mark')).toBeVisible();
  expect(await upi.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe(plain);
  const pack = page.getByRole('button', { name: /^600 coins/ });
  await pack.click();
  await expect(pack).toHaveAttribute('aria-pressed', 'true');
  await expect(pack.locator('.qr-check-mark')).toBeVisible();
});

test('at 360x640 the packages scroll into view after a channel, and the help line clears the pay bar', async ({
  open,
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(`/v/quick-recharge/${CERT}`);
  await lookUp(page, AARAV_SID);
  await expect(page.getByTestId('account-name')).toHaveText('Aarav Sharma');
  await page.getByRole('button', { name: 'UPI' }).click();
  await expect(page.getByTestId('products')).toBeInViewport({ ratio: 1 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const help = await page.getByTestId('help').boundingBox();
  const bar = await page.locator('.qr-paybar').boundingBox();
  expect(help && bar && help.y + help.height <= bar.y).toBe(true);
});
