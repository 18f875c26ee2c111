// Spec 2 /v/vip-rule-desc: the VIP rules and each level's rebate, both the server's (the VIP
// store), and the way to customer service.
import { Async, LineSkeleton, Link, Page, t } from '@h5/ui-kit';
import { Hero } from '../components/Hero.tsx';
import { RebateList, useVipStore } from '../components/RebateLevels.tsx';
import { VipMenu } from '../components/VipMenu.tsx';
import { VipStatus } from '../components/VipStatus.tsx';
import { TITLES } from '../routes.ts';
import { REBATE_BY_LEVEL, RULES_HELP } from '../rules.ts';
import { useVipCard } from '../useVip.ts';

/** What the rules page offers, in its hero. */
export const RULES_SUB = 'How VIP works, and what each level gives back';

export function VipRules() {
  const card = useVipCard();
  const store = useVipStore();
  return (
    <Page title={t(TITLES.rules)} className="vip-page">
      <Hero line={t(RULES_SUB)} />
      <VipStatus card={card} />
      <section className="h5-card">
        <Async r={store} placeholder={<LineSkeleton />} compact>
          {({ rules }) => (
            <ol className="vip-rules" data-testid="rules">
              {rules.map((r) => (
                <li key={r} dir="auto">
                  {r}
                </li>
              ))}
            </ol>
          )}
        </Async>
        <h2 className="vip-section-title vip-rules-rebate">{t(REBATE_BY_LEVEL)}</h2>
        <RebateList r={store} />
        <p className="vip-rules-help">
          {t(RULES_HELP)}{' '}
          <Link to="/v/vip-customer-service" className="h5-link">
            {t(TITLES.service)}
          </Link>
        </p>
      </section>
      <VipMenu />
    </Page>
  );
}
