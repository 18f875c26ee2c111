// The pay tap (spec 5 and 7): the checks in the spec's order, the e-mail confirmation as the one
// money step, then the redirect with the order's parameters, through the allow-list, to the point
// card page or the payment itself.

import { isApiError, type ParamsOf } from '@h5/core-api';
import { confirmOrderByEmail } from '@h5/core-api/contracts/rapid';
import { api, appInfo, navigate, requestLogin, t, toast, useMoneyAction, useSingleFlight } from '@h5/ui-kit';
import { readBindToken } from '../bindToken.ts';
import { rechargeSource } from '../certificate.ts';
import { isEmail, MSG_ENTER_EMAIL, MSG_LINK_NOT_ALLOWED, payError } from '../flows.ts';
import { rememberListedRedirect } from '../listedRedirects.ts';
import { defaultOpener, openPaymentWithLoading } from '../openPayment.ts';
import { allowedPaymentUrl } from '../paymentAllowList.ts';
import { paymentAllowContext } from '../paymentContext.ts';
import { buildPaymentUrl } from '../paymentUrl.ts';
import type { RechargeState } from './rechargeState.ts';

export function usePay(s: RechargeState, setLoading: (on: boolean) => void): [() => Promise<void>, boolean] {
  // The e-mail order is the money step: one intent per (user, package), kept while its outcome
  // is unknown, so paying again after a dropped answer confirms the same order.
  const [confirmOrder] = useMoneyAction(
    (body: ParamsOf<typeof confirmOrderByEmail>) => `rapid.email.${body.uid}.${body.product_id}`,
    (idempotencyKey, body: ParamsOf<typeof confirmOrderByEmail>) =>
      api().call(confirmOrderByEmail, body, { idempotencyKey }),
  );
  return useSingleFlight(async () => {
    const account = s.account.value;
    const token = s.cert.value?.token ?? null;
    const channel = s.channel.value;
    const product = s.product.value;
    const err = payError(s.flow, { account, token, channel, product });
    if (err || !account || !token || !channel || !product) return toast(t(err ?? ''));
    if (channel.need_email && !isEmail(s.email.value)) {
      s.emailError.value = MSG_ENTER_EMAIL;
      return;
    }
    if (channel.need_email) {
      const o = await confirmOrder({
        email: s.email.value.trim(),
        uid: account.uid,
        channel_id: channel.id,
        product_id: product.id,
        country: s.area.value,
        opid: s.param,
        bind_token: token,
      });
      if (!o) return;
      if (o.kind !== 'done') {
        if (o.kind === 'refused' && isApiError(o.error) && o.error.code === 401) {
          if (await requestLogin()) toast(t('Signed in. Tap pay again.'));
          return;
        }
        toast(t(o.message));
        return;
      }
    }
    let url: string;
    try {
      url = buildPaymentUrl(channel.redirect_url, {
        product_id: product.id,
        opid: s.param,
        uid: account.uid,
        country: s.area.value,
        sub_channel: channel.sub_channel,
        ts: Date.now(),
        source: rechargeSource(s.param),
        bind_token: readBindToken(),
      });
    } catch {
      return toast(t(MSG_LINK_NOT_ALLOWED));
    }
    // The chosen channel is one the server listed: its own host is allowed, nothing it points to.
    const allowed = allowedPaymentUrl(url, paymentAllowContext([channel.redirect_url]));
    if (!allowed) return toast(t(MSG_LINK_NOT_ALLOWED));
    if (channel.kind === 'point_card') {
      rememberListedRedirect(channel.redirect_url);
      const q = new URLSearchParams({
        pay_url: allowed.toString(),
        product: product.product,
        price: String(product.price),
        currency: product.currency,
        channel: channel.name,
      });
      await navigate(`/v/recharge-middle?${q}`);
      return;
    }
    await openPaymentWithLoading(allowed.toString(), defaultOpener(appInfo()), setLoading);
  }, 'pay');
}
