// The lucky-egg page's state and its one money action, the hit (spec 4): golds (whose failure
// means "not logged in"), the campaign info, the chosen count, the hitting state and the result.

import { ApiError, intentKey, SERVER_ERROR_MESSAGE } from '@h5/core-api';
import { getPromotion } from '@h5/core-api/contracts/general';
import {
  type Egg,
  getGolds,
  getLuckyEggInfo,
  type HitCount,
  hitLuckyEgg,
  hitParams,
  type LuckyEggPrize,
} from '@h5/core-api/contracts/luckyEgg';
import { api, createResource, requestLogin, signal, t, toast } from '@h5/ui-kit';
import { hitFailure } from './hitFailure.ts';

/** How long the hit egg shakes at least, so a fast answer still reads as a hit. */
export const HIT_ANIMATION_MS = 600;

export type GoldsState = { status: 'loading' } | { status: 'in'; golds: number } | { status: 'out' };

export interface HitResult {
  count: HitCount;
  prizes: LuckyEggPrize[];
}

export type LuckyEggPage = ReturnType<typeof createLuckyEggPage>;

export function createLuckyEggPage(promotionId: string) {
  const promotion = createResource(() => api().call(getPromotion, { id: promotionId }));
  // A failed refresh keeps the list on screen; only a failed first load shows the error.
  const info = createResource(() => api().call(getLuckyEggInfo, { promotion_id: promotionId }), {
    keepOnError: true,
  });
  const golds = signal<GoldsState>({ status: 'loading' });
  const count = signal<HitCount>(1);
  const hitting = signal<Egg | null>(null);
  const result = signal<HitResult | null>(null);
  let goldsLoad: Promise<void> = Promise.resolve();

  /** Spec 4, 8: the golds call answering a code or failing means the visitor is not logged in. */
  function loadGolds(): Promise<void> {
    goldsLoad = api()
      .call(getGolds, {})
      .then(
        (g) => {
          golds.value = { status: 'in', golds: g.golds };
        },
        () => {
          golds.value = { status: 'out' };
        },
      );
    return goldsLoad;
  }

  async function logIn() {
    if (await requestLogin()) await loadGolds();
  }

  /** One tap on an egg; callers run it single-flight so a second tap while hitting does nothing. */
  async function hit(egg: Egg): Promise<void> {
    await goldsLoad;
    if (golds.value.status !== 'in') {
      await logIn();
      return;
    }
    hitting.value = egg;
    const chosen = count.value;
    // One key per intent, kept across taps (and reloads) until the server's answer is known.
    const intent = intentKey(`lucky-egg.${promotionId}`);
    try {
      const [answer] = await Promise.all([
        api().call(hitLuckyEgg, hitParams(promotionId, egg, chosen), { idempotencyKey: intent.key }),
        new Promise((r) => setTimeout(r, HIT_ANIMATION_MS)),
      ]);
      // An answer without its prizes cannot be shown: handled like a garbled body.
      if (!Array.isArray(answer?.prizes)) {
        throw new ApiError('parse', SERVER_ERROR_MESSAGE, { call: hitLuckyEgg.name });
      }
      intent.done();
      result.value = { count: chosen, prizes: answer.prizes };
    } catch (e) {
      const failure = hitFailure(e);
      if (!failure.keepIntent) intent.done();
      toast(t(failure.message));
    } finally {
      hitting.value = null;
      // Golds were spent (or may have been) and the winners list may have grown.
      void loadGolds();
      void info.load();
    }
  }

  function load() {
    void promotion.load();
    void info.load();
    void loadGolds();
  }

  return { promotionId, promotion, info, golds, count, hitting, result, load, loadGolds, logIn, hit };
}
