import { formatNumber } from '@h5/i18n';
import { language, t, useSignals } from '@h5/ui-kit';

const JACKPOT_TEXTS = {
  title: 'Jackpot',
  grows: 'Grows by {n, plural, one {# gold} other {# golds}} with every spin',
} as const;

/** The music jackpot's pool, growing with each draw (the server's number after every draw). */
export function Jackpot({ jackpot }: { jackpot: { amount: number; per_draw: number } }) {
  useSignals();
  return (
    <div className="lot-jackpot" data-testid="jackpot">
      <span className="lot-jackpot-label">{t(JACKPOT_TEXTS.title)}</span>
      <strong className="lot-jackpot-amount" data-testid="jackpot-amount">
        <span className="lot-coin" aria-hidden="true" />
        {formatNumber(language.value, jackpot.amount)}
      </strong>
      <span className="lot-jackpot-note">{t(JACKPOT_TEXTS.grows, { n: jackpot.per_draw })}</span>
    </div>
  );
}
