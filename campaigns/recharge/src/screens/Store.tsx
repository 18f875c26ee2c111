// Spec 2 /v/recharge: the web store. The account (signed in, or the link's), the country's open
// channels, the packages in the channel's currency, and the pay tap after the confirmation.

import { Page, type ScreenProps, t } from '@h5/ui-kit';
import { Hero } from '../components/Hero.tsx';
import { PayPanel } from '../components/PayPanel.tsx';
import { HERO_LINES, STORE_TEXTS, TITLES } from '../texts.ts';

export function Store({ query }: ScreenProps) {
  return (
    <Page title={t(TITLES.store)} className="rc-page">
      <Hero line={t(HERO_LINES.store)} />
      <PayPanel
        query={query}
        module="store"
        channelsTitle={STORE_TEXTS.channels}
        noChannels={STORE_TEXTS.noChannels}
      />
    </Page>
  );
}
