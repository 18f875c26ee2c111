import { formatDate, formatNumber } from '@h5/i18n';
import { Dialog, language, t, useSignals } from '@h5/ui-kit';
import type { LuckyEggPage } from '../store.ts';

export const RULES = {
  choose: 'Choose to hit once or ten times, then tap an egg.',
  price: 'One hit costs {one} golds. Ten hits at once cost {ten} golds.',
  prize: 'Every hit wins one prize. See them all under Prizes.',
  spend: 'Golds are spent when the hit is made, and prizes arrive in your account at once.',
  dates: 'The lucky eggs are open from {begin} to {end}.',
  winners: 'Winners are listed with the start of their name hidden.',
} as const;

export function RulesDialog({
  page,
  open,
  onClose,
}: {
  page: LuckyEggPage;
  open: boolean;
  onClose: () => void;
}) {
  useSignals();
  const lang = language.value;
  const price = page.info.data.value?.price;
  const promo = page.promotion.data.value;
  const date = (s: number) => formatDate(lang, s * 1000, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Dialog open={open} onClose={onClose} title={t('Rules')} variant="sheet">
      <ol className="egg-rules">
        <li>{t(RULES.choose)}</li>
        {price ? (
          <li>
            {t(RULES.price, { one: formatNumber(lang, price.one), ten: formatNumber(lang, price.ten) })}
          </li>
        ) : null}
        <li>{t(RULES.prize)}</li>
        <li>{t(RULES.spend)}</li>
        {promo ? (
          <li>{t(RULES.dates, { begin: date(promo.begin_time), end: date(promo.end_time) })}</li>
        ) : null}
        <li>{t(RULES.winners)}</li>
      </ol>
    </Dialog>
  );
}
