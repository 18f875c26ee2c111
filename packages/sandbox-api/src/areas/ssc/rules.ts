// The rules of the blind-box game: round and season lengths, the boxes with their odds and
// draw weights, bet limits, rewards, and the messages the server refuses with.

import type { SscOption } from '@h5/core-api/contracts/ssc';
import { type Localizable, type Localized, localized } from '../../kit/localized.ts';
import { boxIconUrl } from './boxArt.ts';

export const ROUND_MS = 30_000;

/** Rounds of a season; the season's lucky rounds are 11 to 30 (spec 9). */
export const SEASON_ROUNDS = 40;

/** Rounds after a season in which its final result is shown before the next one starts. */
const BREAK_ROUNDS = 5;

export const CYCLE = SEASON_ROUNDS + BREAK_ROUNDS;

export const LUCKY_FIRST_ROUND = 11;

export const LUCKY_LAST_ROUND = 30;

/** Round 0 starts here; fixed so round ids and codes do not depend on when the sandbox started. */
export const EPOCH_MS = Date.UTC(2026, 0, 1);

export const START_BALANCE = 5000;

export const MAX_BET = 100_000;

export const CHIPS = [10, 50, 100, 500];

export const HISTORY_ROUNDS = 200;

export const PAGE_SIZE = 20;

export const FINAL_REWARDS = [5000, 3000, 2000, 1000, 1000, 1000, 800, 800, 800, 800];

export const OPTIONS: Array<Localizable<SscOption> & { name: Localized }> = [
  { bet_id: 1, name: localized({ en: 'Bear', ar: 'دب' }), odds: 5, icon: boxIconUrl(1) },
  { bet_id: 2, name: localized({ en: 'Cat', ar: 'قطة' }), odds: 5, icon: boxIconUrl(2) },
  { bet_id: 3, name: localized({ en: 'Rabbit', ar: 'أرنب' }), odds: 5, icon: boxIconUrl(3) },
  { bet_id: 4, name: localized({ en: 'Panda', ar: 'باندا' }), odds: 5, icon: boxIconUrl(4) },
  { bet_id: 5, name: localized({ en: 'Fox', ar: 'ثعلب' }), odds: 10, icon: boxIconUrl(5) },
  { bet_id: 6, name: localized({ en: 'Lion', ar: 'أسد' }), odds: 15, icon: boxIconUrl(6) },
  { bet_id: 7, name: localized({ en: 'Dragon', ar: 'تنين' }), odds: 25, icon: boxIconUrl(7) },
  { bet_id: 8, name: localized({ en: 'Unicorn', ar: 'يونيكورن' }), odds: 45, icon: boxIconUrl(8) },
];

/** Draw weights: each box returns a little under its stake on average, as a house game does. */
const WEIGHTS = [180, 180, 180, 180, 90, 60, 36, 20];

export const BOXES = OPTIONS.map((o, i) => ({ bet_id: o.bet_id, weight: WEIGHTS[i] ?? 0 }));

export const MESSAGES = {
  notYourself: localized({ en: 'You can only bet for yourself.', ar: 'يمكنك المراهنة لنفسك فقط.' }),
  badBox: localized({ en: 'Please choose a blind box.', ar: 'يرجى اختيار صندوق مفاجئ.' }),
  badAmount: localized({
    en: 'Bets must be whole numbers of at least 1.',
    ar: 'يجب أن يكون الرهان عدداً صحيحاً لا يقل عن 1.',
  }),
  tooMuch: localized({
    en: `A single bet can be at most ${MAX_BET}.`,
    ar: `لا يمكن أن يتجاوز الرهان الواحد ${MAX_BET}.`,
  }),
  roundClosed: localized({
    en: 'This round has closed. Please bet in the next round.',
    ar: 'أُغلقت هذه الجولة. يرجى المراهنة في الجولة التالية.',
  }),
  ageFirst: localized({ en: 'Please confirm your age before betting.', ar: 'يرجى تأكيد عمرك قبل المراهنة.' }),
  balance: localized({ en: 'Not enough balance.', ar: 'الرصيد غير كافٍ.' }),
  upgrading: localized({
    en: 'The game is being upgraded. Please come back later.',
    ar: 'يجري تحديث اللعبة. يرجى العودة لاحقاً.',
  }),
  notDrawn: localized({ en: 'This round has not been drawn yet.', ar: 'لم يتم السحب في هذه الجولة بعد.' }),
  noLucky: localized({ en: 'This round has no lucky reward.', ar: 'لا توجد مكافأة حظ في هذه الجولة.' }),
  seasonOn: localized({ en: 'The season has not ended yet.', ar: 'لم ينتهِ الموسم بعد.' }),
  badSwitch: localized({ en: 'Invalid switch value.', ar: 'قيمة الإعداد غير صالحة.' }),
  badStrategy: localized({
    en: 'Choose at least one blind box and a whole amount.',
    ar: 'اختر صندوقاً مفاجئاً واحداً على الأقل ومبلغاً صحيحاً.',
  }),
  badRound: localized({ en: 'Unknown round.', ar: 'جولة غير معروفة.' }),
};

/** The deepest page a history may be read to. */
export const MAX_PAGE = 100;
