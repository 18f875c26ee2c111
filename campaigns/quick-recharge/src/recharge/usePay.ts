// The pay tap (spec 5 and 7): the checks in the spec's order, the e-mail confirmation as the one
// money step, then the redirect with the order's parameters, through the allow-list, to the point
// card page or the payment itself. No confirm sheet: the provider's page (or the middle page) is
// where the payment is confirmed; nothing is charged here (docs/api-gaps.md, departures).

import {
  followPayment,
  MSG_LINK_NOT_ALLOWED,
  paymentTarget,
  readBindToken,
  rechargeSource,
} from '@h5/blocks/payment';
import { isApiError, type ParamsOf } from '@h5/core-api';
import { confirmOrderByEmail } from '@h5/core-api/contracts/rapid';
import { api, failureText, requestLogin, t, toast, useMoneyAction, useSingleFlight } from '@h5/ui-kit';
import { isEmail, MSG_ENTER_EMAIL, payError } from '../flows.ts';
import type { RechargeState } from './rechargeState.ts';

export function usePay(s: RechargeState, setLoading: (on: boolean) => void): [() => Promise<void>, boolean] {
  // The e-mail order is the money step: one intent per (user, package), kept while its outcome
  // is unknown, so paying again after a dropped answer confirms the same order.
  const [confirmOrder] = useMoneyAction(
    (body: ParamsOf<typeof confirmOrderByEmail>) => `rapid-email:${body.uid}:${body.product_id}`,
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
        toast(failureText(o.message));
        return;
      }
    }
    const target = paymentTarget(
      channel,
      {
        product_id: product.id,
        opid: s.param,
        uid: account.uid,
        country: s.area.value,
        sub_channel: channel.sub_channel,
        ts: Date.now(),
        source: rechargeSource(s.param),
        bind_token: readBindToken(),
      },
      { product: product.product, price: product.price, currency: product.currency },
    );
    if (target.kind === 'refused') return toast(t(MSG_LINK_NOT_ALLOWED));
    await followPayment(target, setLoading);
  }, 'pay');
}
