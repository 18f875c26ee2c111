// The payment provider's pages the page's redirect lands on: they show the order, mark it paid
// and show the recharge result.

import type { ServerResponse } from 'node:http';
import { HOST_PREFIX, int, type RawRoute, str } from '../../area.ts';
import { textIn } from '../../kit/localized.ts';
import { userByUid } from '../../users.ts';
import { grantPaidOrder, offerBonus } from '../recharge/offerOrders.ts';
import type { RechargeState } from '../recharge/state.ts';
import { applyPurchase, type VipState } from '../vip/state.ts';
import { findProduct, productCoins, type RapidOrder, type RapidState } from './state.ts';

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
  const offer = o.offer
    ? `<dt>Offer</dt><dd data-testid="order-offer">${esc(o.offer)}: +${esc(o.bonus_coins ?? 0)} bonus coins</dd>`
    : '';
  return `<dl><dt>Order</dt><dd data-testid="order-id">${esc(o.order_id)}</dd>
<dt>Account</dt><dd data-testid="order-account">${esc(account)}</dd>
<dt>Package</dt><dd data-testid="order-product">${esc(o.product)}</dd>${offer}
<dt>Amount</dt><dd data-testid="order-amount">${esc(o.price)} ${esc(o.currency)}</dd>
<dt>Channel</dt><dd>${esc(o.sub_channel)}</dd></dl>`;
}

const PROVIDER = `${HOST_PREFIX.pay}/provider`;

/** The VIP pack (0 for the first) a product id `vip-<channel>-<n>` sells, else null. */
function vipPackOf(productId: string): number | null {
  const n = /^vip-.+-(\d+)$/.exec(productId)?.[1];
  return n ? Number(n) - 1 : null;
}

/** A store's return page: only a path of the page's own site (`/v/…` or `/g/v/…`), never elsewhere. */
function returnPath(v: unknown): { return_path?: string } {
  const path = str(v);
  return path && /^\/(g\/)?v\/[\w\-/]+(\?[\w=&%.-]*)?$/.test(path) ? { return_path: path } : {};
}

/** The provider's pages: checkout (opens an order), pay (marks it paid, once) and the result. */
export const providerRoutes: Array<RawRoute<RapidState>> = [
  {
    method: 'GET',
    path: `${PROVIDER}/checkout`,
    handle(_req, res, ctx) {
      const state = ctx.state as RapidState;
      const q = ctx.params;
      const product_id = str(q.product_id) ?? '';
      const uid = int(q.uid);
      // The operator is the certificate named by `opid`; `bind_token` is the page's own (spec 1).
      const opid = str(q.opid) ?? '';
      const cert = state.certificates.get(opid);
      if (!cert?.token || cert.on_use === 2) {
        return htmlPage(res, 400, 'Payment', '<h1>This payment link is invalid.</h1>');
      }
      const product = findProduct(state, product_id);
      const account = uid === undefined ? null : userByUid(uid);
      if (!product || !account) {
        return htmlPage(res, 400, 'Payment', '<h1>This payment link is invalid.</h1>');
      }
      const coins = productCoins(product_id);
      // The offer the store's order names (issue 51; not in the spec): refused rather than paid
      // without the bonus the page confirmed.
      const offer = str(q.offer);
      const recharge = ctx.stateOf<RechargeState>('recharge');
      const bonus =
        offer && recharge ? offerBonus(recharge, state, account.uid, offer, coins, ctx.clock.now()) : null;
      if (offer && bonus === null) {
        return htmlPage(
          res,
          409,
          'Payment',
          '<h1 data-testid="offer-refused">This offer is not available.</h1>',
        );
      }
      const order: RapidOrder = {
        order_id: `PO${String(state.nextOrder++).padStart(6, '0')}`,
        product_id,
        // The provider's own page, in English whatever the app's language.
        product: textIn('en', product.product),
        price: product.price,
        currency: product.currency,
        uid: account.uid,
        country: str(q.country) ?? '',
        sub_channel: str(q.sub_channel) ?? '',
        source: str(q.source) ?? '',
        opid,
        status: 'pending',
        coins,
        ...(offer && bonus !== null ? { offer, bonus_coins: bonus } : {}),
        created_at: ctx.clock.now(),
        ...returnPath(q.return_path),
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
        const vipPack = vipPackOf(order.product_id);
        const vip = ctx.stateOf<VipState>('vip');
        const recharge = ctx.stateOf<RechargeState>('recharge');
        if (vipPack !== null && vip) {
          // A VIP package is granted by the VIP server, sale bonus included, as its notice would.
          applyPurchase(vip, order.uid, vipPack, Math.floor(ctx.clock.now() / 1000));
        } else if (recharge) {
          // Coins, the offer's bonus and the first recharge's gifts, from the store's state; read
          // while the order is still pending, so it does not count as the user's first itself.
          grantPaidOrder(recharge, state, order, ctx.clock.now());
        } else {
          state.credited.set(order.uid, (state.credited.get(order.uid) ?? 0) + (order.coins ?? 0));
        }
        order.status = 'paid';
      }
      const id = encodeURIComponent(order.order_id);
      const back = order.return_path;
      const location = back
        ? `${back}${back.includes('?') ? '&' : '?'}order_id=${id}`
        : `${PROVIDER}/result?order_id=${id}`;
      res.writeHead(303, { location });
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
      const account = userByUid(order.uid);
      htmlPage(
        res,
        200,
        'Recharge result',
        `<h1 data-testid="result-status">${order.status === 'paid' ? 'Recharge successful' : 'Payment pending'}</h1>
${orderDetails(order, account?.stage_name ?? String(order.uid))}`,
      );
    },
  },
];
