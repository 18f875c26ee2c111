import { BrokenLink, readPromotionId } from '@h5/blocks/promotion';
import { type SscIndex, type SscStrategy, sscSaveStrategy } from '@h5/core-api/contracts/ssc';
import {
  Async,
  api,
  Page,
  type ScreenProps,
  Skeleton,
  t,
  toast,
  toastError,
  useResource,
  useSignals,
  useSingleFlight,
} from '@h5/ui-kit';
import { useState } from 'react';
import { BET_NOT_WHOLE, BET_TOO_SMALL, wholeNumber } from '../betValidation.ts';
import { applyStrategy } from '../game.ts';
import { BOARD_READ, STRATEGY_READ } from '../reads.ts';
import { STRATEGY_NEEDS_BOX, STRATEGY_SAVED } from '../texts.ts';
import { AmountField, num } from '../ui.tsx';

export function Strategy({ query }: ScreenProps) {
  const promo = readPromotionId(query);
  return (
    <Page title={t('My strategy')} className="bk-page">
      {promo ? <StrategyForm promo={promo} /> : <BrokenLink />}
    </Page>
  );
}

function StrategyForm({ promo }: { promo: string }) {
  useSignals();
  const res = useResource(async () => {
    const [board, saved] = await Promise.all([
      api().call(BOARD_READ.call, { promo }),
      api().call(STRATEGY_READ.call, { promo }),
    ]);
    return { board, strategy: saved.strategy };
  }, [promo]);
  return (
    <Async
      r={res}
      placeholder={
        <div className="bk-skeleton">
          <Skeleton height="5.4rem" />
          <Skeleton height="2rem" />
        </div>
      }
    >
      {(data) => <Editor promo={promo} board={data.board} saved={data.strategy} />}
    </Async>
  );
}

function Editor({ promo, board, saved }: { promo: string; board: SscIndex; saved: SscStrategy | null }) {
  const [boxes, setBoxes] = useState<number[]>(saved?.bet_ids ?? []);
  const [amount, setAmount] = useState(String(saved?.amount ?? board.chips[0] ?? 10));
  const [error, setError] = useState<string | null>(null);
  const toggle = (id: number) =>
    setBoxes((b) => (b.includes(id) ? b.filter((x) => x !== id) : [...b, id].sort((x, y) => x - y)));
  const [save, saving] = useSingleFlight(async () => {
    const whole = wholeNumber(amount);
    const problem =
      boxes.length === 0
        ? STRATEGY_NEEDS_BOX
        : whole === null
          ? BET_NOT_WHOLE
          : whole < 1
            ? BET_TOO_SMALL
            : null;
    setError(problem);
    if (problem || whole === null) return;
    try {
      const r = await api().call(sscSaveStrategy, { promo, bet_ids: boxes, amount: whole });
      applyStrategy(r.strategy);
      toast(t(STRATEGY_SAVED));
    } catch (e) {
      toastError(e);
    }
  }, 'strategy_save');
  return (
    <section className="h5-card" data-testid="strategy">
      <p className="h5-muted">{t('Pick the boxes and the amount the board starts with.')}</p>
      <fieldset className="bk-boxes bk-boxes-small" aria-label={t('Blind boxes')}>
        {board.options.map((o) => (
          <button
            key={o.bet_id}
            className="bk-box"
            aria-pressed={boxes.includes(o.bet_id)}
            onClick={() => toggle(o.bet_id)}
            data-testid={`strategy-box-${o.bet_id}`}
          >
            <img className="bk-box-art" src={o.icon} alt="" width={36} height={36} />
            <span className="bk-box-name">{o.name}</span>
            <span className="bk-box-odds" dir="ltr">
              ×{o.odds}
            </span>
          </button>
        ))}
      </fieldset>
      <AmountField value={amount} onChange={setAmount} testId="strategy-amount" />
      <p className="h5-field-error" role="alert">
        {error ? t(error) : '\u00a0'}
      </p>
      <p className="h5-muted">{t('Chips: {chips}', { chips: board.chips.map((c) => num(c)).join(' · ') })}</p>
      <button className="h5-button h5-button-block" disabled={saving} onClick={() => void save()}>
        {t('Save strategy')}
      </button>
    </section>
  );
}
