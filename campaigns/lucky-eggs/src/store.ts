// The lucky-egg page's state and its one money action, the hit (spec 4): golds (whose failure
// means "not logged in"), the campaign info, the chosen count, the hitting state and the result.

import type { GoldsView } from '@h5/blocks/golds-badge';
import { GOLDS_READ } from '@h5/blocks/promotion/id';
import { ApiError, isApiError, type MoneyOutcome, SERVER_ERROR_MESSAGE } from '@h5/core-api';
import type { Promotion } from '@h5/core-api/contracts/general';
import {
  type Egg,
  type HitCount,
  hitLuckyEgg,
  hitParams,
  type LuckyEggPrize,
  NOT_ENOUGH_GOLDS_CODE,
} from '@h5/core-api/contracts/luckyEgg';
import {
  api,
  applyAnswer,
  createResource,
  failureText,
  moneyAction,
  type Resource,
  requestLogin,
  signal,
  t,
  toast,
} from '@h5/ui-kit';
import { affordable, hitQuote } from './hitQuote.ts';
import { LUCKY_EGG_READ } from './reads.ts';

/** How long the hit egg shakes at least, so a fast answer still reads as a hit. */
const HIT_ANIMATION_MS = 600;

/** Spec 8: when the answer never arrived, the next tap shows the result without a second charge. */
export const HIT_NETWORK_MESSAGE =
  'Network error. Tap an egg again to see your result: you will not be charged twice.';
export const HIT_UNREADABLE_MESSAGE =
  'We could not read your result. Tap an egg again to see it: you will not be charged twice.';

/** What a failed hit says; whether its key is kept is the money-intent policy's to decide. */
/** What a failed hit says: our own sentences translated, the server's refusal as it came. */
function hitProblem(o: Exclude<MoneyOutcome<unknown>, { kind: 'done' }>): string {
  if (o.kind === 'unknown' && (o.failure === 'network' || o.failure === 'timeout'))
    return t(HIT_NETWORK_MESSAGE);
  if (o.kind === 'unknown' && o.failure === 'parse') return t(HIT_UNREADABLE_MESSAGE);
  return failureText(o.message);
}

/** Spec 4, 8: no golds is a visitor's, never a failure to retry (the golds badge's view). */
export type GoldsState = Exclude<GoldsView, { status: 'failed' }>;

export interface HitResult {
  count: HitCount;
  prizes: LuckyEggPrize[];
}

/** A hit as it will be sent: the egg, the count, and (when the price is known) its quote. */
export interface HitAsk {
  egg: Egg;
  count: HitCount;
  cost: number | null;
  balanceAfter: number | null;
  confirm: boolean;
}

export type LuckyEggPage = ReturnType<typeof createLuckyEggPage>;

/** `promotion` is the promotion block's, loaded by the page around the game. */
export function createLuckyEggPage(promotionId: string, promotion: Resource<Promotion>) {
  // A failed refresh keeps the list on screen; only a failed first load shows the error.
  const info = createResource(() => api().call(LUCKY_EGG_READ.call, { promotion_id: promotionId }), {
    keepOnError: true,
  });
  const golds = signal<GoldsState>({ status: 'loading' });
  const count = signal<HitCount>(1);
  const hitting = signal<Egg | null>(null);
  const result = signal<HitResult | null>(null);
  /** The golds fell short of a hit: the page offers a way to recharge. */
  const needGolds = signal<{ cost: number | null; golds: number | null } | null>(null);
  let goldsLoad: Promise<void> = Promise.resolve();

  /**
   * Spec 4, 8: the golds call answering a code or failing means the visitor is not logged in. An
   * answer the page's HTML already holds is applied before this returns (applyAnswer), so the
   * first screen's render shows the golds.
   */
  function loadGolds(): Promise<void> {
    goldsLoad =
      applyAnswer(
        api().call(GOLDS_READ.call, {}),
        (g) => {
          golds.value = { status: 'in', golds: g.golds };
        },
        () => {
          golds.value = { status: 'visitor' };
        },
      ) ?? Promise.resolve();
    return goldsLoad;
  }

  async function logIn() {
    if (await requestLogin()) await loadGolds();
  }

  /** The ten-hit the confirm sheet asks about; confirming sends exactly this. */
  const asked = signal<HitAsk | null>(null);
  /**
   * A hit whose outcome is unknown (its key is kept): the next tap is that same hit again, so
   * the server answers with its stored result. Its quote stays the one the user confirmed.
   */
  let held: HitAsk | null = null;

  /** One tap on an egg; callers run it single-flight so a second tap while hitting does nothing. */
  async function hit(egg: Egg): Promise<void> {
    await goldsLoad;
    if (golds.value.status !== 'in') {
      await logIn();
      return;
    }
    if (held) {
      if (held.confirm) asked.value = held;
      else await send(held);
      return;
    }
    if (!info.data.value) await info.load();
    const price = info.data.value?.price;
    // The ten-hit is never sent without its price asked first; the one-hit never asked.
    if (!price) {
      if (count.value === 1) await send({ egg, count: 1, cost: null, balanceAfter: null, confirm: false });
      return;
    }
    const q = hitQuote(price, count.value, golds.value.golds);
    // What the golds cannot pay for is not sent: the way to recharge is offered instead.
    if (!affordable(q)) {
      needGolds.value = { cost: q.cost, golds: golds.value.golds };
      return;
    }
    const ask = { egg, ...q };
    if (q.confirm) asked.value = ask;
    else await send(ask);
  }

  /** The confirm sheet's confirm: sends the asked hit. */
  async function confirm(): Promise<void> {
    const a = asked.value;
    if (a) await send(a);
  }

  function cancel() {
    if (hitting.value === null) asked.value = null;
  }

  async function send(ask: HitAsk): Promise<void> {
    hitting.value = ask.egg;
    const chosen = ask.count;
    // One intent per promotion, kept across taps (and reloads) while its outcome is unknown: the
    // next tap then reuses the key and the server answers with the first hit's result.
    const outcome = await moneyAction(`lucky-egg:${promotionId}`, async (idempotencyKey) => {
      const [answer] = await Promise.all([
        api().call(hitLuckyEgg, hitParams(promotionId, ask.egg, chosen), { idempotencyKey }),
        new Promise((r) => setTimeout(r, HIT_ANIMATION_MS)),
      ]);
      // An answer without its prizes cannot be shown: handled like a garbled body.
      if (!Array.isArray(answer?.prizes)) {
        throw new ApiError('parse', SERVER_ERROR_MESSAGE, { call: hitLuckyEgg.name });
      }
      return answer;
    });
    hitting.value = null;
    if (!outcome) return;
    asked.value = null;
    held = outcome.kind === 'unknown' ? ask : null;
    if (outcome.kind === 'done') result.value = { count: chosen, prizes: outcome.result.prizes };
    else if (
      outcome.kind === 'refused' &&
      isApiError(outcome.error) &&
      outcome.error.code === NOT_ENOUGH_GOLDS_CODE
    )
      needGolds.value = { cost: null, golds: golds.value.status === 'in' ? golds.value.golds : null };
    else toast(hitProblem(outcome));
    // Golds were spent (or may have been) and the winners list may have grown.
    void loadGolds();
    void info.load();
  }

  function load() {
    void info.load();
    void loadGolds();
  }

  return {
    promotionId,
    promotion,
    info,
    golds,
    count,
    hitting,
    result,
    needGolds,
    asked,
    confirm,
    cancel,
    load,
    loadGolds,
    logIn,
    hit,
  };
}
