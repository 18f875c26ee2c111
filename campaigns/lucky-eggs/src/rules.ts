// The lucky-egg rules (spec 2: the rules popup), shown in the rules sheet block.

import type { Rule } from '@h5/blocks/rules-sheet';
import type { Promotion } from '@h5/core-api/contracts/general';
import { formatDate, formatNumber } from '@h5/i18n';
import { language } from '@h5/ui-kit';

export const RULES = {
  choose: 'Choose to hit once or ten times, then tap an egg.',
  price: 'One hit costs {one} golds. Ten hits at once cost {ten} golds.',
  prize: 'Every hit wins one prize. See them all under Prizes.',
  spend: 'Golds are spent when the hit is made, and prizes arrive in your account at once.',
  dates: 'The lucky eggs are open from {begin} to {end}.',
  winners: 'Winners are listed with the start of their name hidden.',
} as const;

/** The rules in order; those whose numbers have not arrived yet are left out. */
export function eggRules(
  price: { one: number; ten: number } | undefined,
  promo: Pick<Promotion, 'begin_time' | 'end_time'> | undefined,
): Array<Rule | null> {
  const lang = language.value;
  const date = (s: number) => formatDate(lang, s * 1000, { dateStyle: 'medium', timeStyle: 'short' });
  return [
    { text: RULES.choose },
    price
      ? {
          text: RULES.price,
          vars: { one: formatNumber(lang, price.one), ten: formatNumber(lang, price.ten) },
        }
      : null,
    { text: RULES.prize },
    { text: RULES.spend },
    promo ? { text: RULES.dates, vars: { begin: date(promo.begin_time), end: date(promo.end_time) } } : null,
    { text: RULES.winners },
  ];
}
