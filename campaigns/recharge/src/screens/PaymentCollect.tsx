// Spec 2 /v/payment-collect: Malaysian online banking. Choose the bank, the amount, confirm what
// is paid, and pay on the bank's page through the pay host.

import { Page, type ScreenProps, t } from '@h5/ui-kit';
import { Hero } from '../components/Hero.tsx';
import { PayPanel } from '../components/PayPanel.tsx';
import { COLLECT_TEXTS, TITLES } from '../texts.ts';

/** Online banking (FPX) is Malaysia's. */
export const COLLECT_COUNTRY = 'MY';

export function PaymentCollect({ query }: ScreenProps) {
  return (
    <Page title={t(TITLES.collect)} className="rc-page">
      <Hero line={t(COLLECT_TEXTS.intro)} />
      <PayPanel
        query={query}
        module="online_banking"
        country={COLLECT_COUNTRY}
        channelsTitle={COLLECT_TEXTS.bank}
        packagesTitle={COLLECT_TEXTS.amount}
        noChannels={COLLECT_TEXTS.noBanks}
      />
    </Page>
  );
}
