// Spec 2 /v/intimacy-privilege-details: the intimacy levels two friends reach by the points
// between them, what each level unlocks, and which the user has unlocked (the server's level).

import { Async, api, language, Page, Skeleton, t, useResource, useSignals } from '@h5/ui-kit';
import { Hero } from '../components/Hero.tsx';
import { PrivilegeRow } from '../components/PrivilegeRow.tsx';
import { VipMenu } from '../components/VipMenu.tsx';
import { VipStatus } from '../components/VipStatus.tsx';
import { isolated, num } from '../format.ts';
import { isUnlocked } from '../levels.ts';
import { INTIMACY_READ } from '../reads.ts';
import { TITLES } from '../routes.ts';
import { useVipCard } from '../useVip.ts';

export const INTIMACY_SUB = 'Send gifts and sing together to grow closer';
export const INTIMACY_POINTS = '{n} intimacy';
export const MY_INTIMACY = 'Your closest friendship has reached {level}.';

export function IntimacyPrivileges() {
  useSignals();
  const card = useVipCard();
  const r = useResource(() => api().call(INTIMACY_READ.call, {}), []);
  return (
    <Page title={t(TITLES.intimacy)} className="vip-page">
      <Hero line={t(INTIMACY_SUB)} />
      <VipStatus card={card} />
      <Async r={r} placeholder={<Skeleton height="20rem" />}>
        {({ levels, privileges, my_level }) => {
          const nameOf = (n: number) => levels.find((l) => l.level === n)?.name ?? String(n);
          return (
            <>
              {my_level > 0 ? (
                <p className="h5-card vip-intimacy-mine" data-testid="my-intimacy">
                  {t(MY_INTIMACY, { level: isolated(nameOf(my_level)) })}
                </p>
              ) : null}
              <section className="h5-card">
                <h2 className="vip-section-title">{t('Intimacy levels')}</h2>
                <ol className="vip-intimacy-levels" data-testid="intimacy-levels">
                  {levels.map((l) => (
                    <li key={l.level} className="vip-intimacy-level">
                      <bdi>{l.name}</bdi>
                      <span className="h5-muted">
                        {t(INTIMACY_POINTS, { n: num(language.value, l.intimacy) })}
                      </span>
                    </li>
                  ))}
                </ol>
              </section>
              <section className="h5-card">
                <h2 className="vip-section-title">{t('Privileges')}</h2>
                <ul className="vip-privileges">
                  {privileges.map((p) => (
                    <PrivilegeRow
                      key={p.id}
                      p={p}
                      unlocked={isUnlocked(p.min_level, my_level)}
                      levelName={nameOf(p.min_level)}
                    />
                  ))}
                </ul>
              </section>
            </>
          );
        }}
      </Async>
      <VipMenu />
    </Page>
  );
}
