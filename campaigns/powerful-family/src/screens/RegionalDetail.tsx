// Spec 2 `regional-detail`: one family in the war (`family_id`): its region, group, level and
// place, and its members by the points each brought.

import { LinkProblem } from '@h5/blocks/promotion';
import { WAR_CODES, type WarHero } from '@h5/core-api/contracts/powerfulFamily';
import {
  Async,
  api,
  InfiniteList,
  type NotFoundProps,
  Page,
  pagesOf,
  type ScreenProps,
  t,
  useResource,
} from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { Cover, FamilyName } from '../components/FamilyRow.tsx';
import { levelText } from '../components/LevelName.tsx';
import { WarPage } from '../components/WarPage.tsx';
import { num } from '../format.ts';
import { FAMILY_MEMBERS_READ } from '../reads.ts';

const TITLE = 'Family in the war';
/** Said when the link names no family (or not a whole number). */
export const NO_FAMILY_IN_LINK = 'This link does not name a family. Open the family from a ranking.';

export const NOT_IN_THE_WAR =
  'This family is not in the war. See the families that are in the regional rounds.';

/** A family the war does not know: the way to the regional rounds (promotion_id is carried along). */
const NOT_IN_WAR: NotFoundProps = {
  codes: [WAR_CODES.familyNotFound],
  text: NOT_IN_THE_WAR,
  wayOn: { to: '/v/powerful-family/regional', label: 'See the regional rounds' },
};

/** The `family_id` of the query, or null when it is not a whole number. */
export function familyIdOf(raw: string | null): number | null {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

export function RegionalDetail({ query }: ScreenProps) {
  const id = familyIdOf(query.get('family_id'));
  return (
    <WarPage query={query} title={TITLE} className="pf-detail">
      {(promo) =>
        id === null ? (
          <Page title={t(TITLE)} className="pf-detail">
            <LinkProblem message={NO_FAMILY_IN_LINK} />
          </Page>
        ) : (
          <Detail promo={promo} id={id} />
        )
      }
    </WarPage>
  );
}

function Detail({ promo, id }: { promo: string; id: number }) {
  const first = useResource(
    () => api().call(FAMILY_MEMBERS_READ.call, { promo, family_id: id, page: 1 }),
    [promo, id],
  );
  return (
    <Page title={t(TITLE)} className="pf-detail">
      <Async r={first} height="8rem" notFound={NOT_IN_WAR}>
        {(d) => {
          const f = d.family;
          return (
            <>
              <section className="h5-card pf-detail-head" data-testid="family-head" data-out={f.out}>
                <Cover src={f.family_cover} size={72} />
                <span className="pf-row-text">
                  <FamilyName name={f.family_title} />
                  <span className="pf-muted">
                    {t('Group {group}', { group: f.group })} ·{' '}
                    {f.out ? t('Out after {level}', { level: levelText(f.level) }) : levelText(f.level)}
                  </span>
                  <span className="pf-line">
                    {t('Place {n} in the world', { n: num(f.rank) })} · {t('{n} points', { n: num(f.score) })}
                  </span>
                </span>
              </section>
              <section className="h5-card">
                <h2 className="pf-h">{t('Members by points')}</h2>
                <InfiniteList
                  load={pagesOf(FAMILY_MEMBERS_READ.call, { promo, family_id: id }, d)}
                  itemKey={(m: WarHero) => m.uid}
                  empty={t('No member has points yet.')}
                  className="pf-rows"
                  renderItem={(m: WarHero) => <Person m={m} />}
                />
              </section>
            </>
          );
        }}
      </Async>
    </Page>
  );
}

export function Person({ m, withFamily }: { m: WarHero; withFamily?: boolean }) {
  return (
    <div className="pf-row" data-testid="person-row">
      <span className="pf-rank">{num(m.rank)}</span>
      <Avatar src={m.avatar} size={40} />
      <span className="pf-row-text">
        <UserName name={m.stage_name} />
        {withFamily ? (
          <span className="pf-muted">
            <FamilyName name={m.family_title} />
          </span>
        ) : null}
      </span>
      <span className="pf-score">{num(m.score)}</span>
    </div>
  );
}
