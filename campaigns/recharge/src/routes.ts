import { defineRoutes } from '@h5/ui-kit/routes';
import { TITLES } from './titles.ts';

// The store, the card page and online banking are open to visitors: a visitor pays for the
// account the link names, or is invited to sign in (in a browser: to open the app). The result,
// record, offers and shops are the user's own: the login guard holds them.
const shop = (path: string, title: string) => ({
  path,
  redirect: { to: 'stores' },
  children: [
    { path: 'stores', screen: 'shopStores', meta: { title } },
    { path: 'my', screen: 'shopMy', meta: { title: TITLES.shopMy } },
    { path: 'rule', screen: 'shopRule', noLimit: true, meta: { title: TITLES.shopRule } },
    { path: 'result', screen: 'shopResult', meta: { title: TITLES.shopResult } },
    { path: 'partyRoomDetail', screen: 'partyRoomDetail', meta: { title: TITLES.partyRoom } },
  ],
});

export default defineRoutes({
  campaign: 'recharge',
  title:
    'Recharge: the web store, results and record, discounts, recharge cards, online banking, first-recharge and recharge offers, and the shops.',
  routes: [
    { path: '/v/recharge', screen: 'store', noLimit: true, meta: { title: TITLES.store } },
    { path: '/v/recharge-result', screen: 'rechargeResult', meta: { title: TITLES.result } },
    { path: '/v/recharge-record', screen: 'rechargeRecord', meta: { title: TITLES.record } },
    {
      path: '/v/recharge-discount/vip',
      screen: 'discountVip',
      noLimit: true,
      meta: { title: TITLES.discountVip },
    },
    {
      path: '/v/recharge-discount/gold',
      screen: 'discountGold',
      noLimit: true,
      meta: { title: TITLES.discountGold },
    },
    { path: '/v/recharge-card', screen: 'rechargeCard', noLimit: true, meta: { title: TITLES.card } },
    { path: '/v/payment-collect', screen: 'paymentCollect', noLimit: true, meta: { title: TITLES.collect } },
    { path: '/v/first-recharge', screen: 'firstRecharge', meta: { title: TITLES.first } },
    { path: '/v/first-recharge-new', screen: 'firstRecharge', meta: { title: TITLES.first } },
    { path: '/v/first-recharge-gifts', screen: 'firstRechargeGifts', meta: { title: TITLES.firstGifts } },
    {
      path: '/v/first-recharge-lottery',
      screen: 'firstRechargeLottery',
      meta: { title: TITLES.firstLottery },
    },
    { path: '/v/recharge-activity', screen: 'rechargeActivity', meta: { title: TITLES.activity } },
    { path: '/v/recharge-activity-new', screen: 'rechargeActivity', meta: { title: TITLES.activity } },
    { path: '/v/recharge-activity-april', screen: 'rechargeActivity', meta: { title: TITLES.activity } },
    { path: '/v/august-recharge', screen: 'rechargeActivity', meta: { title: TITLES.activity } },
    shop('/v/h5-shop', TITLES.shop),
    shop('/v/h5-shop-pro', TITLES.shopPro),
  ],
  examples: [
    '/v/recharge',
    '/v/recharge-result?order_id=WS000001',
    '/v/recharge-record',
    '/v/recharge-discount/vip',
    '/v/recharge-discount/gold',
    '/v/recharge-card',
    '/v/payment-collect',
    '/v/first-recharge',
    '/v/first-recharge-new',
    '/v/first-recharge-gifts',
    '/v/first-recharge-lottery',
    '/v/recharge-activity?promotion_id=recharge-activity',
    '/v/recharge-activity-new?promotion_id=recharge-activity-new',
    '/v/recharge-activity-april?promotion_id=recharge-activity-april',
    '/v/august-recharge?promotion_id=august-recharge',
    '/v/h5-shop/stores',
    '/v/h5-shop/my',
    '/v/h5-shop/rule',
    '/v/h5-shop/result?order_id=SP000001',
    '/v/h5-shop/partyRoomDetail?goods_id=31',
    '/v/h5-shop-pro/stores',
    '/v/h5-shop-pro/partyRoomDetail?goods_id=41',
  ],
});
