// The app's three lotteries: a wheel that spins, a chest that opens, a row of cards of which the
// picked one flips. Each draw costs something, says so on its button, may ask once in the
// confirm sheet, and runs as one money intent: a double tap draws once, a lost answer retried
// draws under the same key. The animation lands on what the server returned, then the prizes
// show in a dialog. Not enough balance offers the campaign's way to recharge.

import { formatNumber } from '@h5/i18n';
import {
  Dialog,
  failureText,
  Link,
  language,
  type QueryExtra,
  t,
  toast,
  useMoneyAction,
  useSignals,
} from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { useEffect, useRef, useState } from 'react';
import { ConfirmSheet } from '../confirm-sheet/index.ts';
import { groupPrizes, PrizeGrid } from '../prize-grid/index.ts';
import { segmentAt, wheelTurn } from './wheel.ts';
import { wonPhrase } from './won.ts';
import './styles.css';

export type DrawKind = 'wheel' | 'chest' | 'cards';

export interface DrawPrize {
  id: string | number;
  /** Server text. */
  name: string;
  icon: string;
}

/** English keys; a campaign that draws for another currency passes its own through `texts`. */
export const DRAW_TEXTS = {
  wheel: 'Spin for {n, plural, one {# gold} other {# golds}}',
  chest: 'Open for {n, plural, one {# gold} other {# golds}}',
  cards: 'Pick a card for {n, plural, one {# gold} other {# golds}}',
  amount: '{n, plural, one {# gold} other {# golds}}',
  confirmTitle: 'Draw once',
  receive: 'One draw',
  drawing: 'Drawing…',
  resultTitle: 'You won',
  won: 'You won {prize}',
  nothing: 'Nothing this time. Try again!',
  ok: 'OK',
  notEnough: 'Not enough golds for this draw.',
  recharge: 'Recharge',
  card: 'Card {n}',
} as const;

export type DrawTexts = { [K in keyof typeof DRAW_TEXTS]: string };

/** How long each kind animates to its result; none when the user asks for reduced motion. */
export const DRAW_ANIMATION_MS: Record<DrawKind, number> = { wheel: 4000, chest: 900, cards: 700 };

export type DrawRecharge = { to: string; query?: QueryExtra } | (() => void);

export interface DrawProps {
  kind: DrawKind;
  /** The wheel's segments or the cards' faces in order (the chest shows none). */
  prizes: DrawPrize[];
  /** What one draw costs. */
  cost: number;
  /** The user's balance in the draw's currency, when known: below the cost, the draw offers recharge. */
  balance?: number | null;
  /** Ask once in the confirm sheet before each draw. */
  confirm?: boolean;
  /** Names the draw's money intent, e.g. `draw:<promotion>:<pool>`. */
  intent: string;
  /** Draws under the intent's idempotency key; answers what the server drew, the landing prize first. */
  draw: (idempotencyKey: string) => Promise<DrawPrize[]>;
  /** After the result is shown (refresh the balance, the winners feed). */
  onDrawn?: (won: DrawPrize[]) => void;
  recharge?: DrawRecharge;
  /** A closed campaign: the draw is shown, not offered. */
  disabled?: boolean;
  texts?: Partial<DrawTexts>;
  testId?: string;
}

type Phase = 'idle' | 'confirm' | 'revealing' | 'result';

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function Draw(p: DrawProps) {
  useSignals();
  const lang = language.value;
  const text = (k: keyof DrawTexts, vars?: Record<string, string | number>) =>
    t(p.texts?.[k] ?? DRAW_TEXTS[k], vars);
  const [phase, setPhase] = useState<Phase>('idle');
  const [won, setWon] = useState<DrawPrize[]>([]);
  const [rotation, setRotation] = useState(0);
  const [picked, setPicked] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const [run, pending] = useMoneyAction(p.intent, (key) => p.draw(key));
  const short = p.balance != null && p.balance < p.cost;
  const busy = pending || phase === 'revealing';

  const reveal = (result: DrawPrize[]) => {
    setWon(result);
    const first = result[0];
    if (p.kind === 'wheel' && first) {
      const index = Math.max(
        0,
        p.prizes.findIndex((x) => x.id === first.id),
      );
      setRotation((r) => wheelTurn(r, index, Math.max(1, p.prizes.length)));
    }
    setPhase('revealing');
    const ms = reducedMotion() ? 0 : DRAW_ANIMATION_MS[p.kind];
    timer.current = setTimeout(() => {
      setPhase('result');
      p.onDrawn?.(result);
    }, ms);
  };

  const send = async () => {
    const outcome = await run();
    if (!outcome) return;
    if (outcome.kind === 'done') reveal(outcome.result);
    else {
      setPhase('idle');
      // An unknown outcome keeps its key: the next tap asks the server again for the same draw.
      toast(failureText(outcome.message));
    }
  };

  const start = (card?: number) => {
    if (p.disabled || busy || short) return;
    if (card !== undefined) setPicked(card);
    else if (p.kind === 'cards') return;
    if (p.confirm) setPhase('confirm');
    else void send();
  };

  const closeResult = () => {
    setPhase('idle');
    setPicked(null);
  };

  const costText = text(p.kind, { n: p.cost });
  return (
    <section className={`blk-draw blk-draw-${p.kind}`} data-testid={p.testId} data-phase={phase}>
      {p.kind === 'wheel' ? (
        <Wheel prizes={p.prizes} rotation={rotation} spinning={phase === 'revealing'} />
      ) : p.kind === 'chest' ? (
        <Chest open={phase === 'revealing' || phase === 'result'} />
      ) : (
        <Cards
          prizes={p.prizes}
          picked={picked}
          face={phase === 'revealing' || phase === 'result' ? won[0] : undefined}
          disabled={!!p.disabled || busy || short}
          label={(n) => text('card', { n: formatNumber(lang, n) })}
          onPick={start}
        />
      )}
      {short ? (
        <div className="blk-draw-short" data-testid="draw-short">
          <p>{text('notEnough')}</p>
          <RechargeAction recharge={p.recharge} label={text('recharge')} />
        </div>
      ) : p.kind === 'cards' ? (
        <p className="blk-draw-hint">{costText}</p>
      ) : (
        <button
          type="button"
          className="h5-button blk-draw-button"
          disabled={p.disabled || busy}
          aria-busy={pending}
          onClick={() => start()}
          data-testid="draw"
        >
          {pending ? text('drawing') : costText}
        </button>
      )}
      <ConfirmSheet
        open={phase === 'confirm'}
        title={text('confirmTitle')}
        spend={text('amount', { n: p.cost })}
        receive={text('receive')}
        balanceAfter={p.balance != null ? text('amount', { n: p.balance - p.cost }) : undefined}
        confirmLabel={costText}
        pending={pending}
        onConfirm={() => void send()}
        onCancel={closeResult}
      />
      <Dialog
        open={phase === 'result'}
        title={text('resultTitle')}
        onClose={closeResult}
        actions={
          <button type="button" className="h5-button" onClick={closeResult} data-testid="draw-result-ok">
            {text('ok')}
          </button>
        }
      >
        {/* The prize named in words, from the server's answer, on the block's own text colour: a
            campaign's stage colour must not hide it. */}
        <div className="blk-draw-outcome">
          {won.length ? (
            <>
              <p className="blk-draw-won" role="status" data-testid="draw-won">
                {text('won', { prize: wonPhrase(lang, won) })}
              </p>
              <PrizeGrid prizes={groupPrizes(won)} testId="draw-result" />
            </>
          ) : (
            <p className="h5-state">{text('nothing')}</p>
          )}
        </div>
      </Dialog>
    </section>
  );
}

function RechargeAction({ recharge, label }: { recharge?: DrawRecharge; label: string }) {
  if (!recharge) return null;
  if (typeof recharge === 'function')
    return (
      <button type="button" className="h5-button" onClick={recharge} data-testid="draw-recharge">
        {label}
      </button>
    );
  return (
    <Link to={recharge.to} query={recharge.query} className="h5-button" testId="draw-recharge">
      {label}
    </Link>
  );
}

/** Segment colours, alternating so neighbours always differ. */
const SEGMENT_COLOURS = ['#ffe08a', '#ffb4c8', '#c9b5ff', '#a9e6ff', '#b8f0c2', '#ffd1a1'];

function Wheel({ prizes, rotation, spinning }: { prizes: DrawPrize[]; rotation: number; spinning: boolean }) {
  const n = Math.max(1, prizes.length);
  const seg = 360 / n;
  // The last segment touches the first: never the same colour as it.
  const colour = (i: number) => {
    const c = i % SEGMENT_COLOURS.length;
    return SEGMENT_COLOURS[i === n - 1 && n > 1 && c === 0 ? 1 : c];
  };
  const stops = prizes.map((_, i) => `${colour(i)} ${i * seg}deg ${(i + 1) * seg}deg`).join(', ');
  return (
    <div
      className="blk-wheel"
      data-testid="wheel"
      data-segment={spinning || rotation ? segmentAt(rotation, n) : ''}
    >
      <div
        className={spinning ? 'blk-wheel-disc blk-wheel-spinning' : 'blk-wheel-disc'}
        style={{ background: `conic-gradient(${stops})`, transform: `rotate(${rotation}deg)` }}
      >
        {prizes.map((x, i) => {
          const angle = (i + 0.5) * seg;
          // Where the wheel rests, a label on the lower half would stand on its head: it is turned
          // half a turn about itself, still at the rim, read upright.
          const atRest = (((angle + rotation) % 360) + 360) % 360;
          const lower = atRest > 90 && atRest < 270;
          return (
            <div
              key={x.id}
              className="blk-wheel-segment"
              data-testid="wheel-segment"
              style={{ transform: `rotate(${angle}deg)` }}
            >
              <span className={lower ? 'blk-wheel-label blk-wheel-label-turned' : 'blk-wheel-label'}>
                <Img src={x.icon} alt="" width={40} height={40} />
                <bdi>{x.name}</bdi>
              </span>
            </div>
          );
        })}
      </div>
      <span className="blk-wheel-pointer" aria-hidden="true" />
    </div>
  );
}

function Chest({ open }: { open: boolean }) {
  return (
    <div className={open ? 'blk-chest blk-chest-open' : 'blk-chest'} data-testid="chest" aria-hidden="true">
      <span className="blk-chest-glow" />
      <span className="blk-chest-lid" />
      <span className="blk-chest-body">
        <span className="blk-chest-lock" />
      </span>
    </div>
  );
}

function Cards({
  prizes,
  picked,
  face,
  disabled,
  label,
  onPick,
}: {
  prizes: DrawPrize[];
  picked: number | null;
  face?: DrawPrize;
  disabled: boolean;
  label: (n: number) => string;
  onPick: (i: number) => void;
}) {
  return (
    <ul className="blk-cards">
      {prizes.map((x, i) => {
        const flipped = picked === i && face !== undefined;
        return (
          <li key={x.id}>
            <button
              type="button"
              className={flipped ? 'blk-card blk-card-flipped' : 'blk-card'}
              disabled={disabled}
              aria-pressed={picked === i}
              aria-label={label(i + 1)}
              onClick={() => onPick(i)}
              data-testid="draw-card"
            >
              {/* The turn happens inside: a button flattens its 3D children in Chromium. */}
              <span className="blk-card-inner">
                <span className="blk-card-back" aria-hidden="true" />
                <span className="blk-card-face">
                  {flipped ? (
                    <>
                      <Img src={face.icon} alt="" width={48} height={48} />
                      <bdi>{face.name}</bdi>
                    </>
                  ) : null}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
