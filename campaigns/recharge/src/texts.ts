// Every English text of the campaign's own, in one place: the keys of messages/<lang>.json.
// A test checks each has its Arabic.

import { TITLES } from './titles.ts';

export { TITLES };

export const STORE_TEXTS = {
  account: 'Recharge account',
  accountId: 'Account ID {uid}',
  channels: 'Payment method',
  noChannels: 'No payment method in this area yet.',
  packages: 'Package',
  pay: 'Pay {price}',
  confirmTitle: 'Confirm your recharge',
  receive: '{coins, plural, one {# coin} other {# coins}}',
  receiveBonus:
    '{coins, plural, one {# coin} other {# coins}} + {bonus, plural, one {# bonus coin} other {# bonus coins}}',
  bonus: '+{bonus, plural, one {# bonus coin} other {# bonus coins}}',
  offerGone: 'This offer is no longer available to you. The packages below come without its bonus.',
  continue: 'Continue to payment',
  via: 'Paid on the payment page of {channel}',
  record: 'Recharge record',
  signInToPay: 'Log in to recharge your own account.',
} as const;

export const RESULT_TEXTS = {
  paid: 'Recharge successful',
  paidBody: '{coins, plural, one {# coin was} other {# coins were}} added to your account.',
  paidBonusBody:
    '{coins, plural, one {# coin} other {# coins}} and {bonus, plural, one {# bonus coin} other {# bonus coins}} were added to your account.',
  pending: 'Waiting for the payment',
  pendingBody: 'We check with the payment provider. This page updates by itself.',
  stillPending:
    'The provider has not confirmed yet. Your coins arrive as soon as it does; you can see the order in your record.',
  failed: 'Payment not completed',
  failedBody: 'Nothing was charged for this order. You can try again.',
  noOrder: 'This link has no order to show.',
  /** The order the link names is not one of this user's: said plainly, with the way to their record. */
  notFound: 'This order does not exist. Your recharges are in your record.',
  again: 'Recharge again',
  tryAgain: 'Try again',
  contact: 'Contact us',
  done: 'Done',
  order: 'Order',
  amount: 'Amount',
  channel: 'Payment method',
} as const;

export const RECORD_TEXTS = {
  empty: 'No recharges yet.',
  paid: 'Successful',
  pending: 'Pending',
  failed: 'Failed',
} as const;

export const DISCOUNT_TEXTS = {
  endsIn: 'Ends in',
  ended: 'This offer ended on {date}.',
  bonus: '+{bonus, plural, one {# coin} other {# coins}}',
  vipOnly: 'This bonus is for VIP members.',
  becomeVip: 'Become a VIP',
  recharge: 'Recharge',
  oneTime: 'Each package once per account.',
  allTaken: 'You have taken every package of this offer.',
} as const;

export const CARD_TEXTS = {
  howTitle: 'How recharge cards work',
  step1: 'Buy a recharge card at a shop near you or online.',
  step2: 'Choose the card and the package here.',
  step3: 'Enter the card code on the next page; the coins arrive at once.',
  cards: 'Recharge cards',
  noCards: 'No recharge cards in this area yet.',
} as const;

export const COLLECT_TEXTS = {
  intro: 'Pay from your Malaysian bank account with FPX.',
  bank: 'Your bank',
  amount: 'Amount',
  noBanks: 'Online banking is not available right now.',
} as const;

export const FIRST_TEXTS = {
  offer:
    'Your first recharge: {coins, plural, one {# coin} other {# coins}} plus {bonus, plural, one {# bonus coin} other {# bonus coins}}',
  price: 'Only {price}',
  gifts: 'Gifts with your first recharge',
  received: 'You received',
  already: 'You have made your first recharge. These gifts are yours.',
  rechargeNow: 'Recharge now',
  lottery: 'Draw your gift',
  lotteryFirst: 'Make your first recharge to draw a gift.',
  drawn: 'Your gift: {gift}',
  draw: 'Draw',
  seeGifts: 'See the gifts',
} as const;

export const ACTIVITY_TEXTS = {
  recharged: 'Recharged in this activity: {coins, plural, one {# coin} other {# coins}}',
  tier: 'Recharge {coins, plural, one {# coin} other {# coins}}',
  claim: 'Claim',
  claimed: 'Claimed',
  locked: 'Not reached',
  expired: 'Expired',
  claimedToast: 'Reward claimed',
  before: 'Tiers open when the activity starts.',
  after: 'The activity has ended. Rewards you did not claim have expired.',
  recharge: 'Recharge',
} as const;

export const SHOP_TEXTS = {
  golds: 'My golds',
  stock: '{n, plural, one {# left} other {# left}}',
  soldOut: 'Sold out',
  buy: 'Buy',
  buyTitle: 'Buy {name}',
  price: '{n, plural, one {# gold} other {# golds}}',
  lasts: 'Lasts {n, plural, one {# day} other {# days}}',
  short: 'Not enough golds',
  my: 'My purchases',
  rules: 'Rules',
  stores: 'Stores',
  noPurchases: 'No purchases yet.',
  boughtOn: 'Bought {date}',
  expires: 'Until {date}',
  success: 'Purchase successful',
  details: 'Details',
  seats: '{n, plural, one {# mic seat} other {# mic seats}}',
  recharge: 'Recharge golds',
  noRoom: 'This party room is not in the shop.',
  onceRule: 'A purchase is taken once, even if you tap twice.',
} as const;

/**
 * What each page offers, said in its hero under the page's title (the header or the app's title
 * bar already names the page, so the hero never says it again).
 */
export const HERO_LINES = {
  store: 'Top up your coins in seconds, the way you like to pay.',
  discountVip: 'Extra coins on every package, for VIPs only.',
  discountGold: 'A week of bonus coins on gold packages.',
  card: 'Turn a recharge card into coins.',
  first: 'Your first recharge comes with extra rewards.',
  firstGifts: 'The gifts your first recharge brings.',
} as const;

export const ALL_TEXTS = [
  TITLES,
  HERO_LINES,
  STORE_TEXTS,
  RESULT_TEXTS,
  RECORD_TEXTS,
  DISCOUNT_TEXTS,
  CARD_TEXTS,
  COLLECT_TEXTS,
  FIRST_TEXTS,
  ACTIVITY_TEXTS,
  SHOP_TEXTS,
].flatMap((o) => Object.values(o));
