// Spec 2 /v/vip-rule-desc: the VIP rules, each level's rebate from the server, and the way to
// customer service.
import { Link, Page, t } from '@h5/ui-kit';
import { Hero } from '../components/Hero.tsx';
import { RebateLevels } from '../components/RebateLevels.tsx';
import { VipMenu } from '../components/VipMenu.tsx';
import { VipStatus } from '../components/VipStatus.tsx';
import { TITLES } from '../routes.ts';
import { REBATE_BY_LEVEL, RULES_HELP, VIP_RULES } from '../rules.ts';
import { useVipCard } from '../useVip.ts';

/** What the rules page offers, in its hero. */
export const RULES_SUB = 'How VIP works, and what each level gives back';

export function VipRules() {
  const card = useVipCard();
  return (
    <Page title={t(TITLES.rules)} className="vip-page">
      <Hero line={t(RULES_SUB)} />
      <VipStatus card={card} />
      <section className="h5-card">
        <ol className="vip-rules" data-testid="rules">
          {VIP_RULES.map((r) => (
            <li key={r}>{t(r)}</li>
          ))}
        </ol>
        <h2 className="vip-section-title vip-rules-rebate">{t(REBATE_BY_LEVEL)}</h2>
        <RebateLevels />
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
