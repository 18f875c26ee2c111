// Spec 2 /v/noble-h5/index: the noble levels with their monthly price and how many privileges
// each holds, the user's own level marked; each opens its privilege list.

import { Async, api, Link, language, Page, Skeleton, t, useResource, useSignals } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { Hero } from '../components/Hero.tsx';
import { NobleStatus } from '../components/NobleStatus.tsx';
import { VipMenu } from '../components/VipMenu.tsx';
import { VipStatus } from '../components/VipStatus.tsx';
import { num } from '../format.ts';
import { NOBLE_INDEX_READ } from '../reads.ts';
import { TITLES } from '../routes.ts';
import { useVipCard } from '../useVip.ts';

export const NOBLE_SUB = 'Titles that crown you in every room';
export const COINS_A_MONTH = '{n} coins a month';
export const PRIVILEGE_COUNT = '{n, plural, one {# privilege} other {# privileges}}';

export function NobleIndex() {
  useSignals();
  const card = useVipCard();
  const r = useResource(() => api().call(NOBLE_INDEX_READ.call, {}), []);
  return (
    <Page title={t(TITLES.noble)} className="vip-page">
      <Hero line={t(NOBLE_SUB)} />
      <VipStatus card={card} />
      <Async r={r} placeholder={<Skeleton height="22rem" />}>
        {(index) => (
          <>
            <NobleStatus index={index} />
            <ul className="vip-noble-grid" data-testid="noble-levels">
              {index.levels.map((l) => (
                <li key={l.level} data-mine={l.level === index.my_level}>
                  <Link to="/v/noble-h5/privilege-list" query={{ level: l.level }} className="vip-noble-card">
                    <Img src={l.icon} alt="" width={48} height={48} />
                    <bdi className="vip-noble-name">{l.name}</bdi>
                    <span className="h5-muted">{t(COINS_A_MONTH, { n: num(language.value, l.price) })}</span>
                    <span className="vip-noble-count">{t(PRIVILEGE_COUNT, { n: l.privileges.length })}</span>
                    {l.level === index.my_level ? <span className="vip-you">{t('Your title')}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </Async>
      <VipMenu />
    </Page>
  );
}
