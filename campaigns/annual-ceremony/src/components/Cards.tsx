// Fragments and cards: the fragments held by type, and six cards; turning one spends the server's
// cost of a card (spec 4: each counted type drops, floor 0), asked in the confirm sheet with the
// fragments it leaves, one intent per card.

import { ConfirmSheet } from '@h5/blocks/confirm-sheet';
import { type Card, turnCard } from '@h5/core-api/contracts/annualCeremony';
import { isolate } from '@h5/i18n';
import {
  Async,
  allOf,
  api,
  failureText,
  language,
  t,
  toast,
  useMoneyAction,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { useState } from 'react';
import { CARDS_READ, FRAGMENTS_READ } from '../reads.ts';
import { afterExchange, canTurnCard, cardCostPhrase, fragmentsLeftPhrase } from '../rules.ts';
import { HOME_TEXTS } from '../texts.ts';

export function Cards({ promotionId }: { promotionId: string }) {
  useSignals();
  const lang = language.value;
  const fragments = useResource(
    () => api().call(FRAGMENTS_READ.call, { promotion_id: promotionId }),
    [promotionId],
    {
      keepOnError: true,
    },
  );
  const cards = useResource(() => api().call(CARDS_READ.call, { promotion_id: promotionId }), [promotionId], {
    keepOnError: true,
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const [run, pending] = useMoneyAction(
    (n: number) => `annual-card:${promotionId}:${n}`,
    (idempotencyKey, n: number) =>
      api().call(turnCard, { promotion_id: promotionId, number: n }, { idempotencyKey }),
  );
  const confirm = async () => {
    if (chosen === null) return;
    const outcome = await run(chosen);
    if (!outcome) return;
    setChosen(null);
    if (outcome.kind !== 'done') return toast(failureText(outcome.message));
    const { card } = outcome.result;
    // The server's count of what is left wins over the page's arithmetic.
    const before = fragments.data.value?.fragments ?? [];
    fragments.data.value = {
      fragments: outcome.result.fragments ?? afterExchange(before, cards.data.value?.cost ?? {}),
    };
    toast(t(HOME_TEXTS.turned, { n: card.number, prize: isolate(card.prize?.name ?? '') }));
    void cards.load();
    void fragments.load();
  };
  // What the sheet asks: the server's cost of a card, and the fragments it leaves.
  const held = fragments.data.value?.fragments;
  const cost = cards.data.value?.cost;
  return (
    <section className="h5-card ac-cards" aria-labelledby="ac-cards">
      <h2 id="ac-cards">{t(HOME_TEXTS.fragments)}</h2>
      <Async r={allOf(fragments, cards)} height="10rem">
        {([f, c]) => {
          const able = canTurnCard(f.fragments, c.cost);
          return (
            <>
              <ul className="ac-fragments" data-testid="fragments">
                {f.fragments.map((x) => (
                  <li key={x.type} className="ac-fragment" data-testid="fragment" data-type={x.type}>
                    <Img src={x.icon} alt="" width={36} height={36} />
                    <bdi>{x.name}</bdi>
                    <strong data-testid="fragment-count">{x.count}</strong>
                  </li>
                ))}
              </ul>
              <p className="h5-muted" data-testid="card-cost">
                {t(able ? HOME_TEXTS.cardCost : HOME_TEXTS.needFragments, {
                  cost: cardCostPhrase(lang, f.fragments, c.cost),
                })}
              </p>
              <ul className="ac-card-grid" data-testid="cards">
                {c.cards.map((card) => (
                  <CardFace key={card.number} card={card} able={able} onTurn={setChosen} />
                ))}
              </ul>
            </>
          );
        }}
      </Async>
      <ConfirmSheet
        open={chosen !== null}
        title={t(HOME_TEXTS.turnTitle, { n: chosen ?? 0 })}
        spend={held && cost ? cardCostPhrase(lang, held, cost) : ''}
        receive={t(HOME_TEXTS.turnReceive, { n: chosen ?? 0 })}
        balanceAfter={held && cost ? fragmentsLeftPhrase(lang, held, cost) : undefined}
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setChosen(null)}
      />
    </section>
  );
}

function CardFace({ card, able, onTurn }: { card: Card; able: boolean; onTurn: (n: number) => void }) {
  if (card.prize)
    return (
      <li className="ac-card ac-card-up" data-testid="card" data-turned="true">
        <Img src={card.prize.icon} alt="" width={40} height={40} />
        <bdi>{card.prize.name}</bdi>
      </li>
    );
  return (
    <li className="ac-card" data-testid="card" data-turned="false">
      <button
        type="button"
        className="ac-card-back"
        disabled={!able}
        onClick={() => onTurn(card.number)}
        aria-label={t(HOME_TEXTS.turn, { n: card.number })}
        data-testid="turn-card"
      >
        <span className="ac-card-no">{card.number}</span>
      </button>
    </li>
  );
}
