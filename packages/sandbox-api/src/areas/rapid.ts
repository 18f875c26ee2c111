// Quick recharge and VIP recharge (spec 7 "Payment host"): operator certificates, an accounts
// directory, areas, channels per country (a point card and nested channels among them), products
// in local currencies, e-mail order confirmation, and a payment provider page that the page's
// redirect lands on, which shows the order, marks it paid and shows the recharge result.

import type { ServerResponse } from 'node:http';
import {
  type AreaInfo,
  type Certificate,
  type Channel,
  type ChannelGroup,
  type ChannelList,
  confirmOrderByEmail,
  getCertificate,
  getChannels,
  getCustomChannels,
  getOperatorSettings,
  getProducts,
  getVipChannels,
  lookupUser,
  type Product,
  type RechargeUser,
} from '@h5/core-api/contracts/rapid';
import { defineArea, fail, type HandlerContext, HOST_PREFIX, int, on, str } from '../area.ts';
import { CROWD, type SandboxUser, SIGNED_IN_USERS } from '../users.ts';

// ---- seeded data ----

export const CERTIFICATES: Record<string, Certificate> = {
  'op-7f3a9c': { token: 'bind-7f3a9c', on_use: 1, whatsapp: '+91 98200 11223' },
  'op-5d21e0': { token: 'bind-5d21e0', on_use: 0, whatsapp: '+971 50 123 4567' },
  official: { token: 'bind-official', on_use: 1, whatsapp: '+65 8000 1234' },
  'op-used': { token: 'bind-used', on_use: 2, whatsapp: '+91 98200 44556' },
  'op-notoken': { token: '', on_use: 1, whatsapp: '+62 811 2233 4455' },
};

/** Account types: 6 the public id (default), 1 the uid, 2 the phone number. */
export const ACCOUNT_CATEGORIES = [6, 1, 2] as const;

export const UNKNOWN_ACCOUNT = { code: 1001, msg: 'No account found with this number.' };
export const BAD_CATEGORY = { code: 1002, msg: 'This account type is not supported.' };
export const BAD_TOKEN = { code: 1003, msg: 'This certificate is invalid.' };

const sidOf = (u: SandboxUser) => String(8_800_000 + u.uid);
const phoneOf = (u: SandboxUser) => `9${String(u.uid).padStart(9, '0')}`;

interface CountrySeed {
  display: string;
  currency: string;
  /** Local currency per coin pack unit (price of 600 coins). */
  unitPrice: number;
  userPercent: number;
}

const COUNTRIES: Record<string, CountrySeed> = {
  IN: { display: 'India', currency: 'INR', unitPrice: 79, userPercent: 5 },
  ID: { display: 'Indonesia', currency: 'IDR', unitPrice: 15_000, userPercent: 4 },
  EG: { display: 'Egypt', currency: 'EGP', unitPrice: 45, userPercent: 3 },
  NG: { display: 'Nigeria', currency: 'NGN', unitPrice: 1_500, userPercent: 3 },
  PH: { display: 'Philippines', currency: 'PHP', unitPrice: 55, userPercent: 4 },
  MY: { display: 'Malaysia', currency: 'MYR', unitPrice: 4.5, userPercent: 4 },
  ME: { display: 'Middle East', currency: 'USD', unitPrice: 0.99, userPercent: 6 },
  SA: { display: 'Saudi Arabia', currency: 'SAR', unitPrice: 3.75, userPercent: 6 },
};
const COUNTRY_CODES = Object.keys(COUNTRIES);

const COIN_PACKS = [600, 3_000, 6_000, 30_000, 60_000];
const VIP_PACKS: Array<[string, number]> = [
  ['VIP 7 days', 1],
  ['VIP 30 days', 3.5],
  ['VIP 90 days', 9],
];

interface ChannelSeed {
  name: string;
  kind?: Channel['kind'];
  sub: string;
  email?: boolean;
}

const CHANNELS: Record<string, { flat: ChannelSeed[]; groups: Array<[string, boolean, ChannelSeed[]]> }> = {
  IN: {
    flat: [
      { name: 'UPI', sub: 'upi' },
      { name: 'Paytm Wallet', sub: 'paytm' },
      { name: 'Recharge card', kind: 'point_card', sub: 'card_in' },
    ],
    groups: [
      [
        'Net banking',
        true,
        [
          { name: 'HDFC Bank', sub: 'nb_hdfc' },
          { name: 'ICICI Bank', sub: 'nb_icici' },
          { name: 'State Bank of India', sub: 'nb_sbi' },
        ],
      ],
    ],
  },
  ID: {
    flat: [
      { name: 'DANA', sub: 'dana' },
      { name: 'OVO', sub: 'ovo' },
      { name: 'Indomaret voucher', kind: 'point_card', sub: 'card_id' },
    ],
    groups: [['Bank transfer', false, [{ name: 'BCA Virtual Account', sub: 'va_bca' }]]],
  },
  EG: {
    flat: [
      { name: 'Fawry', sub: 'fawry' },
      { name: 'Vodafone Cash', sub: 'vodafone' },
    ],
    groups: [],
  },
  NG: { flat: [{ name: 'Bank card', sub: 'card_ng', email: true }], groups: [] },
  PH: {
    flat: [
      { name: 'GCash', sub: 'gcash' },
      { name: 'Load card', kind: 'point_card', sub: 'card_ph' },
    ],
    groups: [],
  },
  MY: { flat: [{ name: 'Touch n Go', sub: 'tng' }], groups: [] },
  ME: {
    flat: [
      { name: 'Credit card', sub: 'cc_me', email: true },
      { name: 'Like Card', kind: 'point_card', sub: 'likecard' },
    ],
    groups: [
      [
        'Wallets',
        true,
        [
          { name: 'STC Pay', sub: 'stcpay' },
          { name: 'Apple Pay', sub: 'applepay' },
        ],
      ],
    ],
  },
  SA: {
    flat: [
      { name: 'mada', sub: 'mada' },
      { name: 'Like Card', kind: 'point_card', sub: 'likecard_sa' },
    ],
    groups: [],
  },
};

// ---- state ----

export interface RapidOrder {
  order_id: string;
  product_id: string;
  product: string;
  price: number;
  currency: string;
  uid: number;
  country: string;
  sub_channel: string;
  source: string;
  opid: string;
  status: 'pending' | 'paid';
}

export interface RapidState {
  certificates: Map<string, Certificate>;
  channels: Map<number, Channel & { country: string; group?: number }>;
  /** Products per channel id. */
  products: Map<number, Product[]>;
  emailConfirmations: Array<{ order_id: string; email: string; uid: number; product_id: string }>;
  orders: Map<string, RapidOrder>;
  /** Coins credited per uid by paid orders. */
  credited: Map<number, number>;
  nextOrder: number;
}

function seedState(): RapidState {
  const channels: RapidState['channels'] = new Map();
  const products: RapidState['products'] = new Map();
  let id = 100;
  const add = (country: string, s: ChannelSeed, vip: boolean, group?: number) => {
    const c = COUNTRIES[country]!;
    const channel: Channel & { country: string; group?: number } = {
      id: ++id,
      name: s.name,
      icon: `/static/pay/${s.sub}.svg`,
      kind: s.kind ?? 'redirect',
      // Filled with the sandbox's own origin when listed (see withOrigin).
      redirect_url: `${HOST_PREFIX.pay}/provider/checkout`,
      sub_channel: s.sub,
      currency: c.currency,
      need_email: s.email === true,
      country,
      group,
    };
    channels.set(channel.id, channel);
    products.set(
      channel.id,
      vip
        ? VIP_PACKS.map(([name, mult], i) => ({
            id: `vip-${channel.id}-${i + 1}`,
            product: name,
            price: round(c.unitPrice * 5 * mult),
            currency: c.currency,
          }))
        : COIN_PACKS.map((coins) => ({
            id: `gold-${channel.id}-${coins}`,
            product: `${coins.toLocaleString('en')} coins`,
            price: round((c.unitPrice * coins) / 600),
            currency: c.currency,
          })),
    );
    return channel.id;
  };
  for (const vip of [false, true]) {
    for (const country of COUNTRY_CODES) {
      const seed = CHANNELS[country]!;
      for (const s of seed.flat) add(country, { ...s, sub: vip ? `vip_${s.sub}` : s.sub }, vip);
      seed.groups.forEach(([, , list], gi) => {
        for (const s of list) add(country, { ...s, sub: vip ? `vip_${s.sub}` : s.sub }, vip, gi + 1);
      });
    }
  }
  return {
    certificates: new Map(Object.entries(CERTIFICATES).map(([k, v]) => [k, { ...v }])),
    channels,
    products,
    emailConfirmations: [],
    orders: new Map(),
    credited: new Map(),
    nextOrder: 1,
  };
}

function round(n: number): number {
  return n >= 100 ? Math.round(n) : Math.round(n * 100) / 100;
}

// ---- rules ----

const everyone = [...SIGNED_IN_USERS, ...CROWD];

/** Finds an account by type and id; unknown ids answer with a code, as the real service does. */
export function findAccount(category: number | undefined, id: string): SandboxUser {
  const clean = id.trim();
  if (!clean) fail(1000, 'Please enter your recharge account number');
  const match = (u: SandboxUser) =>
    category === 6 ? sidOf(u) === clean : category === 1 ? String(u.uid) === clean : phoneOf(u) === clean;
  if (category === undefined || !ACCOUNT_CATEGORIES.includes(category as 6)) {
    fail(BAD_CATEGORY.code, BAD_CATEGORY.msg);
  }
  return everyone.find(match) ?? fail(UNKNOWN_ACCOUNT.code, UNKNOWN_ACCOUNT.msg);
}

function toRechargeUser(u: SandboxUser, category: number, id: string): RechargeUser {
  return { uid: u.uid, category, id, name: u.stage_name, sid: sidOf(u), img: u.avatar, vip: u.vip };
}

/** The certificate a bind token belongs to; an unknown or used one fails. */
function certificateByToken(state: RapidState, token: string | undefined): string {
  for (const [key, c] of state.certificates) {
    if (c.token && c.token === token && c.on_use !== 2) return key;
  }
  return fail(BAD_TOKEN.code, BAD_TOKEN.msg);
}

function originOf(ctx: HandlerContext<RapidState>): string {
  const host = String(ctx.headers['x-forwarded-host'] ?? ctx.headers.host ?? 'localhost');
  return `http://${host}`;
}

function listChannels(
  ctx: HandlerContext<RapidState>,
  p: Record<string, unknown>,
  vip: boolean,
  custom: boolean,
): ChannelList {
  certificateByToken(ctx.state, str(p.bind_token));
  const country = str(p.country) ?? '';
  if (!COUNTRIES[country]) fail(1004, 'Recharge is not available in this area yet.');
  const origin = originOf(ctx);
  const mine = [...ctx.state.channels.values()].filter(
    (c) => c.country === country && c.sub_channel.startsWith('vip_') === vip,
  );
  const pub = ({ country: _c, group: _g, ...c }: Channel & { country: string; group?: number }): Channel => ({
    ...c,
    // Relative seeds live on the sandbox's own origin; forced URLs (switches) stay as set.
    redirect_url: c.redirect_url.startsWith('/') ? origin + c.redirect_url : c.redirect_url,
    // The custom (large) flow confirms every card order by e-mail.
    need_email: c.need_email || (custom && c.kind === 'redirect' && /card|cc_/.test(c.sub_channel)),
  });
  const groups: ChannelGroup[] = [];
  for (const [gi, [name, popup]] of (CHANNELS[country]?.groups ?? []).entries()) {
    const list = mine.filter((c) => c.group === gi + 1).map(pub);
    if (list.length) groups.push({ id: gi + 1, name, icon: list[0]!.icon, popup_visible: popup, data: list });
  }
  return { data: mine.filter((c) => c.group === undefined).map(pub), data_nest: groups };
}

// ---- the provider page ----

const esc = (s: unknown) =>
  String(s).replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

function htmlPage(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${esc(title)}</title>
<style>body{font:16px system-ui,sans-serif;margin:0;padding:20px;background:#f4f6fb;color:#1d1730}
main{background:#fff;border-radius:12px;padding:16px;max-width:480px;margin:auto}
dt{color:#6b6580;font-size:13px}dd{margin:0 0 10px;font-weight:600}
button,a.btn{display:block;width:100%;padding:14px;border:0;border-radius:999px;background:#0a7d4f;color:#fff;font-size:16px;text-align:center;text-decoration:none}</style>
</head><body><main>${body}</main></body></html>`);
}

function orderDetails(o: RapidOrder, account: string) {
  return `<dl><dt>Order</dt><dd data-testid="order-id">${esc(o.order_id)}</dd>
<dt>Account</dt><dd data-testid="order-account">${esc(account)}</dd>
<dt>Package</dt><dd data-testid="order-product">${esc(o.product)}</dd>
<dt>Amount</dt><dd data-testid="order-amount">${esc(o.price)} ${esc(o.currency)}</dd>
<dt>Channel</dt><dd>${esc(o.sub_channel)}</dd></dl>`;
}

const PROVIDER = `${HOST_PREFIX.pay}/provider`;

// ---- the area ----

export const rapidArea = defineArea<RapidState>({
  name: 'rapid',
  seed: seedState,
  handlers: [
    on(getCertificate, ({ state }, p) => {
      const c = state.certificates.get(str(p.certificate) ?? '');
      return c ? { ...c } : fail(404, 'This certificate is invalid.');
    }),
    on(lookupUser, ({ state }, p) => {
      certificateByToken(state, str(p.token));
      const category = int(p.category);
      const id = str(p.id) ?? '';
      return toRechargeUser(findAccount(category, id), category as number, id.trim());
    }),
    on(getOperatorSettings, ({ state }, p): AreaInfo => {
      const opid = str(p.opid) ?? '';
      const cert = state.certificates.get(opid);
      if (!cert?.token || cert.on_use === 2) fail(BAD_TOKEN.code, BAD_TOKEN.msg);
      const wanted = str(p.country) ?? '';
      const country = COUNTRIES[wanted] ? wanted : 'IN';
      const seed = COUNTRIES[country]!;
      const uid = int(p.uid);
      const known = uid !== undefined ? everyone.find((u) => u.uid === uid) : undefined;
      return {
        country,
        country_idx: COUNTRY_CODES.indexOf(country),
        display: seed.display,
        countries: COUNTRY_CODES.map((c) => ({ country: c, display: COUNTRIES[c]!.display })),
        can_join_make_connection: country !== 'ME',
        have_phone: known ? known.uid % 2 === 1 : false,
        // A VIP account earns one point more.
        userPercent: seed.userPercent + (known?.vip ? 1 : 0),
      };
    }),
    on(getChannels, (ctx, p) => listChannels(ctx, p, false, false)),
    on(getCustomChannels, (ctx, p) => listChannels(ctx, p, false, true)),
    on(getVipChannels, (ctx, p) => listChannels(ctx, p, true, false)),
    on(getProducts, ({ state }, p) => {
      const channel = state.channels.get(int(p.channel_id) ?? -1);
      if (!channel) fail(1005, 'This payment method is not available.');
      const list = state.products.get(channel.id) ?? [];
      const amount = int(p.amount);
      return { list: amount ? list.filter((x) => x.price <= amount) : list };
    }),
    on(confirmOrderByEmail, (ctx, p) => {
      const user = ctx.requireUser();
      certificateByToken(ctx.state, str(p.bind_token));
      const email = str(p.email)?.trim() ?? '';
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(1006, 'Please enter a valid e-mail address');
      const product_id = str(p.product_id) ?? '';
      const channel = ctx.state.channels.get(int(p.channel_id) ?? -1);
      if (!channel || !ctx.state.products.get(channel.id)?.some((x) => x.id === product_id)) {
        fail(1005, 'This payment method is not available.');
      }
      const order_id = `EM${String(ctx.state.nextOrder++).padStart(6, '0')}`;
      ctx.state.emailConfirmations.push({ order_id, email, uid: user.uid, product_id });
      return { order_id, email };
    }),
  ],
  raw: [
    {
      method: 'GET',
      path: `${PROVIDER}/checkout`,
      handle(_req, res, ctx) {
        const state = ctx.state as RapidState;
        const q = ctx.params;
        const product_id = str(q.product_id) ?? '';
        const uid = int(q.uid);
        let opid: string;
        try {
          opid = certificateByToken(state, str(q.bind_token));
        } catch {
          return htmlPage(res, 400, 'Payment', '<h1>This payment link is invalid.</h1>');
        }
        const channelId = Number(product_id.split('-')[1]);
        const product = state.products.get(channelId)?.find((x) => x.id === product_id);
        const account = everyone.find((u) => u.uid === uid);
        if (!product || !account) {
          return htmlPage(res, 400, 'Payment', '<h1>This payment link is invalid.</h1>');
        }
        const order: RapidOrder = {
          order_id: `PO${String(state.nextOrder++).padStart(6, '0')}`,
          product_id,
          product: product.product,
          price: product.price,
          currency: product.currency,
          uid: account.uid,
          country: str(q.country) ?? '',
          sub_channel: str(q.sub_channel) ?? '',
          source: str(q.source) ?? '',
          opid: str(q.opid) ?? opid,
          status: 'pending',
        };
        state.orders.set(order.order_id, order);
        htmlPage(
          res,
          200,
          'Payment',
          `<h1>Sandbox Pay</h1>${orderDetails(order, account.stage_name)}
<form method="post" action="${PROVIDER}/pay"><input type="hidden" name="order_id" value="${esc(order.order_id)}">
<button type="submit">Pay ${esc(order.price)} ${esc(order.currency)}</button></form>`,
        );
      },
    },
    {
      method: 'POST',
      path: `${PROVIDER}/pay`,
      handle(_req, res, ctx) {
        const state = ctx.state as RapidState;
        // The sandbox has already read the form body into the params.
        const order = state.orders.get(str(ctx.params.order_id) ?? '');
        if (!order) return htmlPage(res, 404, 'Payment', '<h1>Order not found.</h1>');
        // Paying twice (a resubmitted form) credits once.
        if (order.status === 'pending') {
          order.status = 'paid';
          const coins = Number(/^([\d,]+) coins$/.exec(order.product)?.[1]?.replace(/,/g, '') ?? 0);
          state.credited.set(order.uid, (state.credited.get(order.uid) ?? 0) + coins);
        }
        res.writeHead(303, { location: `${PROVIDER}/result?order_id=${encodeURIComponent(order.order_id)}` });
        res.end();
      },
    },
    {
      method: 'GET',
      path: `${PROVIDER}/result`,
      handle(_req, res, ctx) {
        const state = ctx.state as RapidState;
        const order = state.orders.get(str(ctx.params.order_id) ?? '');
        if (!order) return htmlPage(res, 404, 'Recharge result', '<h1>Order not found.</h1>');
        const account = everyone.find((u) => u.uid === order.uid);
        htmlPage(
          res,
          200,
          'Recharge result',
          `<h1 data-testid="result-status">${order.status === 'paid' ? 'Recharge successful' : 'Payment pending'}</h1>
${orderDetails(order, account?.stage_name ?? String(order.uid))}`,
        );
      },
    },
  ],
  switches: {
    /** Points a channel's redirect somewhere else (to try the page's allow-list). */
    redirect(state, body) {
      const channel = state.channels.get(Number(body.channel_id));
      if (!channel || typeof body.url !== 'string') throw new Error('channel_id and url are required');
      channel.redirect_url = body.url;
      return { id: channel.id, redirect_url: channel.redirect_url };
    },
    /** Marks a certificate used, as the operator back office does. */
    useCertificate(state, body) {
      const c = state.certificates.get(String(body.certificate));
      if (!c) throw new Error('unknown certificate');
      c.on_use = 2;
      return c;
    },
  },
});
