// Spec 2 /v/recharge-card: how point cards work, the country's card channels and their packages;
// paying continues to the point-card middle page (spec 7), which quick top-up serves.

import { Page, type ScreenProps, t } from '@h5/ui-kit';
import { Hero } from '../components/Hero.tsx';
import { PayPanel } from '../components/PayPanel.tsx';
import { CARD_TEXTS, HERO_LINES, TITLES } from '../texts.ts';

const STEPS = [CARD_TEXTS.step1, CARD_TEXTS.step2, CARD_TEXTS.step3];

export function RechargeCard({ query }: ScreenProps) {
  return (
    <Page title={t(TITLES.card)} className="rc-page">
      <Hero line={t(HERO_LINES.card)} />
      <section className="h5-card">
        <h2 className="rc-h">{t(CARD_TEXTS.howTitle)}</h2>
        <ol className="rc-steps" data-testid="card-steps">
          {STEPS.map((s) => (
            <li key={s}>{t(s)}</li>
          ))}
        </ol>
      </section>
      <PayPanel
        query={query}
        module="point_card"
        channelsTitle={CARD_TEXTS.cards}
        noChannels={CARD_TEXTS.noCards}
      />
    </Page>
  );
}
