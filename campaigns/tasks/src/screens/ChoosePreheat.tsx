// Spec 2 /v/choose-preheat?promotion_id=…: before the campaign, the user chooses what it will be
// about; the votes so far show as shares. One choice per user, asked first.

import { ConfirmAction } from '@h5/blocks/confirm-sheet';
import { PhaseBanner } from '@h5/blocks/phase-banner';
import { type PromotionContext, PromotionPage } from '@h5/blocks/promotion';
import { choosePreheat, type PreheatInfo } from '@h5/core-api/contracts/tasks';
import { Async, api, Page, type ScreenProps, t, useResource, useSignals } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { useAskThenSend } from '../askThenSend.ts';
import { voteShares } from '../preheat.ts';
import { PREHEAT_READ } from '../reads.ts';
import { TITLES } from '../routes.ts';

export const PREHEAT_TEXTS = {
  intro: 'Vote for the theme of the next campaign. The theme with the most votes wins.',
  choose: 'Choose',
  ask: 'Vote for {option}?',
  final: 'You have one vote and cannot change it.',
  mine: 'Your vote',
  share: '{share}%',
} as const;

export function ChoosePreheat({ query }: ScreenProps) {
  return (
    <PromotionPage query={query} title={t(TITLES.choosePreheat)}>
      {(ctx) => <Preheat ctx={ctx} />}
    </PromotionPage>
  );
}

function Preheat({ ctx: { id, phase } }: { ctx: PromotionContext }) {
  const info = useResource(() => api().call(PREHEAT_READ.call, { promotion_id: id }), [id], {
    keepOnError: true,
  });
  return (
    <Page title={t(TITLES.choosePreheat)} className="tsk-page">
      <section className="tsk-hero">
        <h1>{t(TITLES.choosePreheat)}</h1>
        <p>{t(PREHEAT_TEXTS.intro)}</p>
        <PhaseBanner phase={phase} className="tsk-phase" />
      </section>
      <Async r={info} height="8rem">
        {(d) => <Options id={id} info={d} closed={phase?.phase === 'ended'} onChosen={(v) => info.set(v)} />}
      </Async>
    </Page>
  );
}

function Options({
  id,
  info,
  closed,
  onChosen,
}: {
  id: string;
  info: PreheatInfo;
  closed: boolean;
  onChosen: (v: PreheatInfo) => void;
}) {
  useSignals();
  const shares = voteShares(info.options.map((o) => o.votes));
  const { asking, ask, cancel, confirm, pending } = useAskThenSend(
    (o: PreheatInfo['options'][number]) => api().call(choosePreheat, { promotion_id: id, option_id: o.id }),
    onChosen,
    'preheat_choice',
  );
  return (
    <section className="h5-card">
      <ul className="tsk-options" data-testid="options">
        {info.options.map((o, i) => (
          <li key={o.id} className="tsk-option" data-testid="option" data-mine={o.id === info.my_choice}>
            <Img src={o.icon} alt="" width={48} height={48} />
            <div className="tsk-option-main">
              <bdi className="tsk-choice-name">{o.name}</bdi>
              <span className="tsk-bar" aria-hidden="true">
                <span style={{ inlineSize: `${shares[i] ?? 0}%` }} />
              </span>
            </div>
            <span className="tsk-share">{t(PREHEAT_TEXTS.share, { share: shares[i] ?? 0 })}</span>
            {info.my_choice === o.id ? (
              <span className="tsk-mine" data-testid="my-choice">
                {t(PREHEAT_TEXTS.mine)}
              </span>
            ) : info.my_choice === null && !closed ? (
              <button
                type="button"
                className="h5-button tsk-pick"
                onClick={() => ask(o)}
                data-testid="choose"
              >
                {t(PREHEAT_TEXTS.choose)}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmAction
        open={asking !== null}
        title={asking ? t(PREHEAT_TEXTS.ask, { option: asking.name }) : ''}
        confirmLabel={t(PREHEAT_TEXTS.choose)}
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      >
        <p>{t(PREHEAT_TEXTS.final)}</p>
      </ConfirmAction>
    </section>
  );
}
