// The pages' titles (English keys): read by the routes, so kept apart from the screens' texts,
// which load with the screens.

export const TITLES = {
  store: 'Recharge',
  result: 'Recharge result',
  record: 'Recharge record',
  discountVip: 'VIP recharge bonus',
  discountGold: 'Gold week',
  card: 'Recharge card',
  collect: 'Online banking',
  first: 'First recharge',
  firstGifts: 'First recharge gifts',
  firstLottery: 'First recharge lottery',
  activity: 'Recharge rewards',
  shop: 'Shop',
  shopPro: 'Pro shop',
  shopMy: 'My purchases',
  shopRule: 'Shop rules',
  shopResult: 'Purchase result',
  partyRoom: 'Party room',
} as const;
