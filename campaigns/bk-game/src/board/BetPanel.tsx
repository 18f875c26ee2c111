// The bet: a chip or a typed whole amount on the chosen box, sent once per tap as one money intent
// (game.ts), with what keeps betting closed said where the button is.

import type { SscIndex } from '@h5/core-api/contracts/ssc';
import { t, useSignals } from '@h5/ui-kit';
import { age, amountText, askAgeAgain, retryRound, roundOver, transferToGo, useBet } from '../game.ts';
import { AGE_DECLINED, UPGRADING } from '../texts.ts';
import { AmountField, num } from '../ui.tsx';

export function BetPanel({ b }: { b: SscIndex }) {
  useSignals();
  const [bet, betting] = useBet();
  const blocked = age.value === 'declined' || age.value === 'ask' || !transferToGo.value;
  return (
    <section className="bk-bet h5-card" aria-label={t('Your bet')}>
      <fieldset className="bk-chips" aria-label={t('Amount')}>
        {b.chips.map((c) => (
          <button
            type="button"
            key={c}
            className="bk-chip"
            aria-pressed={amountText.value === String(c)}
            onClick={() => {
              amountText.value = String(c);
            }}
          >
            {num(c)}
          </button>
        ))}
      </fieldset>
      <AmountField
        value={amountText.value}
        onChange={(v) => {
          amountText.value = v;
        }}
        testId="amount"
      />
      <p className="bk-balance">
        {t('Balance')}: <bdi data-testid="balance">{num(b.balance)}</bdi>
      </p>
      {!transferToGo.value ? <p className="h5-field-error">{t(UPGRADING)}</p> : null}
      {age.value === 'declined' ? (
        <div className="bk-age-note">
          <p className="h5-field-error" data-testid="age-declined">
            {t(AGE_DECLINED)}
          </p>
          <button type="button" className="bk-text-button" onClick={askAgeAgain}>
            {t('I am 18 or older')}
          </button>
        </div>
      ) : null}
      <button
        type="button"
        className="h5-button h5-button-block"
        disabled={blocked || betting || roundOver.value}
        onClick={() => void bet()}
        data-testid="bet"
      >
        {betting ? t('Betting…') : t('Bet')}
      </button>
      {roundOver.value ? (
        <button
          type="button"
          className="h5-button h5-button-secondary h5-button-block bk-next-round"
          onClick={() => void retryRound()}
        >
          {t('Load the next round')}
        </button>
      ) : null}
    </section>
  );
}
