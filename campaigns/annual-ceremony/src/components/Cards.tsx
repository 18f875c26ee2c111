// Fragments and cards: the fragments held by type, and six cards; turning one spends one of each
// fragment (spec 4: each counted type drops, floor 0), asked in the confirm sheet, one intent per card.

import { ConfirmSheet } from '@h5/blocks/confirm-sheet';
import { type Card, getCards, getFragments, turnCard } from '@h5/core-api/contracts/annualCeremony';
import { Async, allOf, api, failureText, t, toast, useMoneyAction, useResource } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { useState } from 'react';
import { afterExchange, canTurnCard } from '../rules.ts';
import { HOME_TEXTS } from '../texts.ts';

export function Cards({ promotionId }: { promotionId: string }) {
  const fragments = useResource(
    () => api().call(getFragments, { promotion_id: promotionId }),
    [promotionId],
    {
      keepOnError: true,
    },
  );
  const cards = useResource(() => api().call(getCards, { promotion_id: promotionId }), [promotionId], {
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
    const held = fragments.data.value;
    const cost = cards.data.value?.cost ?? {};
    if (held) fragments.data.value = { fragments: afterExchange(held.fragments, cost) };
    toast(t(HOME_TEXTS.turned, { n: card.number, prize: card.prize?.name ?? '' }));
    void cards.load();
    void fragments.load();
  };
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
              <p className="h5-muted">{t(able ? HOME_TEXTS.cardCost : HOME_TEXTS.needFragments)}</p>
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
        spend={t(HOME_TEXTS.turnSpend)}
        receive={t(HOME_TEXTS.turnReceive, { n: chosen ?? 0 })}
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
