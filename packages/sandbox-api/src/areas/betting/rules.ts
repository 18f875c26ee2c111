// The quiz's business rules: the check-in rewards, withdrawal limits, refusal codes, ranking
// rewards, store packages and the promotion its page is reached by.

import {
  ALREADY_CHECKED_IN_MESSAGE,
  GAME_CLOSED_MESSAGE,
  GAME_NOT_OPEN_MESSAGE,
  GAME_SETTLED_MESSAGE,
  MIN_WITHDRAW,
  NOT_ENOUGH_COINS_MESSAGE,
  NOT_ENOUGH_GOLDS_MESSAGE,
  type RankingReward,
  type StorePackage,
} from '@h5/core-api/contracts/betting';
import { type Localizable, type Localized, localized } from '../../kit/localized.ts';
import type { PromotionSeed } from '../../promotions.ts';

// Spec 7 "Betting host": the Asian games quiz. Matches with options and odds on the sandbox
// clock, bets that come out of a per-user wallet, settlement that pays winners, a daily check-in
// streak, store packages paid in golds, withdrawals back to golds, and rankings computed from
// the settled bets. Settlement is lazy: every request first settles the games that are due, so
// moving the clock is enough to see results.
export const DAY_MS = 86_400_000;

export const HOUR = 3600;

export const PAGE_SIZE = 10;

/** Coins paid on each day of the 7-day check-in cycle. */
export const CHECKIN_REWARDS = [10, 20, 30, 40, 50, 60, 100] as const;

/** Successful withdrawals a user may make per check-in day. */
export const WITHDRAW_DAILY_LIMIT = 3;

export const WITHDRAW_LIMIT_REASON = localized({
  en: 'Daily withdrawal limit reached (3 per day). Try again tomorrow.',
  ar: 'وصلت إلى حد السحب اليومي (3 مرات في اليوم). حاول مرة أخرى غداً.',
});

/** The refusals the pages also know by their English text (core-api), in Arabic. */
const KNOWN_REFUSALS_AR: Record<string, string> = {
  [GAME_NOT_OPEN_MESSAGE]: 'لم يُفتح الرهان على هذه المباراة بعد.',
  [GAME_CLOSED_MESSAGE]: 'أُغلق الرهان على هذه المباراة.',
  [GAME_SETTLED_MESSAGE]: 'تمت تسوية هذه المباراة. انتهى الرهان.',
  [ALREADY_CHECKED_IN_MESSAGE]: 'لقد سجّلت حضورك اليوم بالفعل.',
  [NOT_ENOUGH_COINS_MESSAGE]: 'لا توجد عملات كافية في محفظتك.',
  [NOT_ENOUGH_GOLDS_MESSAGE]: 'لا يوجد ذهب كافٍ لشراء هذه الباقة.',
};

/** A refusal the pages know by its English text, answered in the page's language. */
export function knownRefusal(en: string): Localized {
  return localized({ en, ar: KNOWN_REFUSALS_AR[en] ?? en });
}

/** The quiz's other refusals. */
export const REFUSALS = {
  badStatus: localized({ en: 'status must be open or settled', ar: 'يجب أن تكون الحالة open أو settled' }),
  notWhole: localized({
    en: 'user_id, bet_id and amount must be whole numbers.',
    ar: 'يجب أن تكون قيم user_id وbet_id وamount أعداداً صحيحة.',
  }),
  notYourself: localized({ en: 'You can only bet for yourself.', ar: 'يمكنك المراهنة لنفسك فقط.' }),
  badOption: localized({
    en: 'Choose one of the options of this game.',
    ar: 'اختر أحد خيارات هذه المباراة.',
  }),
  badAmount: localized({
    en: 'The amount must be a whole number of coins.',
    ar: 'يجب أن يكون المبلغ عدداً صحيحاً من العملات.',
  }),
  belowMinimum: localized({
    en: `The smallest withdrawal is ${MIN_WITHDRAW} coins.`,
    ar: `أقل مبلغ للسحب هو ${MIN_WITHDRAW} عملة.`,
  }),
  notOnSale: localized({ en: 'This package is not on sale.', ar: 'هذه الباقة غير معروضة للبيع.' }),
};

/** "Bets on this game are from 10 to 5000 coins." */
export function betRangeRefusal(min: number, max: number): Localized {
  return localized({
    en: `Bets on this game are from ${min} to ${max} coins.`,
    ar: `يتراوح الرهان على هذه المباراة بين ${min} و${max} عملة.`,
  });
}

/** Wallet lines the server writes. */
export const WALLET_NOTES = {
  toGolds: localized({ en: 'To golds', ar: 'إلى الذهب' }),
  checkin: (day: number) => localized({ en: `Day ${day} check-in`, ar: `تسجيل حضور اليوم ${day}` }),
  bought: (coins: number, bonus: number) =>
    bonus
      ? localized({ en: `${coins} + ${bonus} bonus coins`, ar: `${coins} + ${bonus} عملة إضافية` })
      : localized({ en: `${coins} coins`, ar: `${coins} عملة` }),
};

export const BET_CODE_REFUSED = 4001;

export const CHECKIN_CODE_DUPLICATE = 4002;

export const WALLET_CODE_SHORT = 4003;

export const RANKING_REWARDS: readonly Localizable<RankingReward>[] = [
  { rank_from: 1, rank_to: 1, title: localized({ en: 'Gold medal', ar: 'الميدالية الذهبية' }), coins: 5000 },
  { rank_from: 2, rank_to: 3, title: localized({ en: 'Silver medal', ar: 'الميدالية الفضية' }), coins: 2000 },
  {
    rank_from: 4,
    rank_to: 10,
    title: localized({ en: 'Bronze medal', ar: 'الميدالية البرونزية' }),
    coins: 500,
  },
  { rank_from: 11, rank_to: 50, title: localized({ en: 'Fan prize', ar: 'جائزة المشجعين' }), coins: 100 },
];

export const STORE_PACKAGES: readonly StorePackage[] = [
  { id: 1, coins: 100, bonus: 0, price_golds: 100 },
  { id: 2, coins: 500, bonus: 25, price_golds: 500 },
  { id: 3, coins: 1000, bonus: 80, price_golds: 1000 },
  { id: 4, coins: 5000, bonus: 600, price_golds: 5000 },
];

export const BETTING_PROMOTIONS: PromotionSeed[] = [
  {
    id: 'asian-games-quiz',
    title: localized({ en: 'Asian Games Quiz', ar: 'مسابقة الألعاب الآسيوية' }),
    startsInDays: -3,
    endsInDays: 14,
    slogan: localized({ en: 'Predict, cheer and win coins', ar: 'توقّع وشجّع واربح العملات' }),
    page: '/v/asian-games-quiz',
  },
];
