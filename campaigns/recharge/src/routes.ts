import { PROMOTION_GIVEN, PROMOTION_READ } from '@h5/blocks/promotion/id';
import { defineRoutes, type ReadDecl } from '@h5/ui-kit/routes';
import { TITLES } from './titles.ts';

/** A result page asks for its order only with a well-formed `order_id` (readOrderId of resultPoll.ts). */
const ORDER_GIVEN = { value: '$query.order_id', pattern: /^[A-Za-z0-9_-]{1,40}$/ };
const FIRST_RECHARGE: ReadDecl = { call: 'recharge.first' };
/** The recharge offers of a promotion: the promotion block's read and the tiers'. */
const ACTIVITY_READS: ReadDecl[] = [
  PROMOTION_READ,
  { call: 'recharge.activity', params: { promotion_id: '$query.promotion_id' }, when: PROMOTION_GIVEN },
];
/**
 * A discount page's offer. A link with a well-formed `?country=` asks with it instead (this read
 * is then not taken over): links to these pages carry none.
 */
const discount = (kind: 'vip' | 'gold'): ReadDecl[] => [{ call: 'recharge.discount', params: { kind } }];

/** A party room's page asks for it only with a plain number (`Number` of it is the same text). */
const GOODS_GIVEN = { value: '$query.goods_id', pattern: /^[1-9]\d{0,8}$/ };

// The store, the card page and online banking are open to visitors: a visitor pays for the
// account the link names, or is invited to sign in (in a browser: to open the app). The result,
// record, offers and shops are the user's own: the login guard holds them.
const shop = (path: string, title: string, kind: 'basic' | 'pro') => {
  const goods: ReadDecl = { call: 'recharge.shop', params: { kind } };
  return {
    path,
    redirect: { to: 'stores' },
    children: [
      { path: 'stores', screen: 'shopStores', meta: { title }, reads: [goods] },
      {
        path: 'my',
        screen: 'shopMy',
        meta: { title: TITLES.shopMy },
        reads: [{ call: 'recharge.purchases', params: { page: 1 } }],
      },
      { path: 'rule', screen: 'shopRule', noLimit: true, meta: { title: TITLES.shopRule } },
      {
        path: 'result',
        screen: 'shopResult',
        meta: { title: TITLES.shopResult },
        reads: [{ call: 'recharge.purchase', params: { order_id: '$query.order_id' }, when: ORDER_GIVEN }],
      },
      {
        path: 'partyRoomDetail',
        screen: 'partyRoomDetail',
        meta: { title: TITLES.partyRoom },
        reads: [
          {
            call: 'recharge.partyRoom',
            params: { goods_id: '$query.goods_id' },
            when: GOODS_GIVEN,
          },
          { ...goods, when: GOODS_GIVEN },
        ],
      },
    ],
  };
};

export default defineRoutes({
  campaign: 'recharge',
  title:
    'Recharge: the web store, results and record, discounts, recharge cards, online banking, first-recharge and recharge offers, and the shops.',
  routes: [
    // The store, the card page and online banking read the open channels for the paying account,
    // the link's or the signed-in user's (the user read's answer), with the link's optional query:
    // none starts in the HTML.
    { path: '/v/recharge', screen: 'store', noLimit: true, meta: { title: TITLES.store } },
    {
      path: '/v/recharge-result',
      screen: 'rechargeResult',
      meta: { title: TITLES.result },
      reads: [{ call: 'recharge.order', params: { order_id: '$query.order_id' }, when: ORDER_GIVEN }],
    },
    {
      path: '/v/recharge-record',
      screen: 'rechargeRecord',
      meta: { title: TITLES.record },
      reads: [{ call: 'recharge.record', params: { page: 1 } }],
    },
    // Visitors see the offer too.
    {
      path: '/v/recharge-discount/vip',
      screen: 'discountVip',
      noLimit: true,
      meta: { title: TITLES.discountVip },
      reads: discount('vip'),
    },
    {
      path: '/v/recharge-discount/gold',
      screen: 'discountGold',
      noLimit: true,
      meta: { title: TITLES.discountGold },
      reads: discount('gold'),
    },
    { path: '/v/recharge-card', screen: 'rechargeCard', noLimit: true, meta: { title: TITLES.card } },
    { path: '/v/payment-collect', screen: 'paymentCollect', noLimit: true, meta: { title: TITLES.collect } },
    {
      path: '/v/first-recharge',
      screen: 'firstRecharge',
      meta: { title: TITLES.first },
      reads: [FIRST_RECHARGE],
    },
    {
      path: '/v/first-recharge-new',
      screen: 'firstRecharge',
      meta: { title: TITLES.first },
      reads: [FIRST_RECHARGE],
    },
    {
      path: '/v/first-recharge-gifts',
      screen: 'firstRechargeGifts',
      meta: { title: TITLES.firstGifts },
      reads: [FIRST_RECHARGE],
    },
    {
      path: '/v/first-recharge-lottery',
      screen: 'firstRechargeLottery',
      meta: { title: TITLES.firstLottery },
      reads: [FIRST_RECHARGE],
    },
    {
      path: '/v/recharge-activity',
      screen: 'rechargeActivity',
      meta: { title: TITLES.activity },
      reads: ACTIVITY_READS,
    },
    {
      path: '/v/recharge-activity-new',
      screen: 'rechargeActivity',
      meta: { title: TITLES.activity },
      reads: ACTIVITY_READS,
    },
    {
      path: '/v/recharge-activity-april',
      screen: 'rechargeActivity',
      meta: { title: TITLES.activity },
      reads: ACTIVITY_READS,
    },
    {
      path: '/v/august-recharge',
      screen: 'rechargeActivity',
      meta: { title: TITLES.activity },
      reads: ACTIVITY_READS,
    },
    shop('/v/h5-shop', TITLES.shop, 'basic'),
    shop('/v/h5-shop-pro', TITLES.shopPro, 'pro'),
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
