// A family's level and its gamingo level: where it stands, how far to the next, what each level
// holds and the privileges each unlocks; and the family account's diamonds and income (leader).

import {
  type FamilyLevelInfo,
  getFamilyIncomeDetail,
  getFamilyPrivilege,
  getGamingoPrivilege,
  type IncomeRow,
  type LevelStep,
  type PrivilegeList,
} from '@h5/core-api/contracts/family';
import {
  Async,
  allOf,
  api,
  DIAMONDS,
  InfiniteList,
  Page,
  pagesOf,
  type ScreenProps,
  t,
  useResource,
} from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { FamilyTitle, LevelBadge } from '../components/FamilyRow.tsx';
import { familyIdOf } from '../familyId.ts';
import { dateOf, num } from '../format.ts';
import { levelProgress } from '../levelProgress.ts';
import { LEVEL_READ } from '../reads.ts';
import { BadLink } from './BadLink.tsx';
import { LeaderOnly } from './LeaderOnly.tsx';

export function Level({ params }: ScreenProps) {
  return <LevelScreen params={params} gamingo={false} />;
}

export function GamingoLevel({ params }: ScreenProps) {
  return <LevelScreen params={params} gamingo />;
}

function LevelScreen({ params, gamingo }: { params: Record<string, string>; gamingo: boolean }) {
  const title = t(gamingo ? 'Gamingo level' : 'Family level');
  const id = familyIdOf(params.id);
  if (id === null) return <BadLink title={title} />;
  return (
    <Page title={title} className="fm-levels">
      <LevelOf id={id} gamingo={gamingo} />
    </Page>
  );
}

function LevelOf({ id, gamingo }: { id: number; gamingo: boolean }) {
  const info = useResource(() => api().call(LEVEL_READ.call, { family_id: id }), [id]);
  const privileges = useResource(
    () => api().call(gamingo ? getGamingoPrivilege : getFamilyPrivilege, { family_id: id }),
    [id, gamingo],
  );
  return (
    <Async r={allOf(info, privileges)} height="8rem">
      {([l, p]) => (
        <>
          <LevelCard l={l} gamingo={gamingo} />
          <Privileges p={p} />
          {gamingo ? null : <LevelTable steps={l.levels} current={l.level} />}
        </>
      )}
    </Async>
  );
}

function LevelCard({ l, gamingo }: { l: FamilyLevelInfo; gamingo: boolean }) {
  const steps = gamingo ? l.gamingo_levels : l.levels;
  const exp = gamingo ? l.gamingo_exp : l.exp;
  const p = levelProgress(steps, exp);
  return (
    <section className="h5-card fm-level-card fm-art" data-testid="level-card">
      <FamilyTitle title={l.family_title} />
      <p className="fm-level-big">
        <LevelBadge level={p.level} gamingo={gamingo} />
      </p>
      <progress
        className="fm-progress"
        max={1}
        value={p.ratio}
        aria-label={t('Progress to the next level')}
      />
      <p className="h5-muted" data-testid="level-next">
        {p.next === null
          ? t('Highest level reached.')
          : t('{n} exp to level {level}', { n: num(p.missing), level: num(p.next) })}
      </p>
    </section>
  );
}

function Privileges({ p }: { p: PrivilegeList }) {
  return (
    <section className="h5-card">
      <h2>{t('Privileges')}</h2>
      <ul className="fm-privileges">
        {p.privileges.map((x) => (
          <li
            key={x.level}
            className={x.unlocked ? 'fm-privilege' : 'fm-privilege fm-locked'}
            data-testid="privilege"
          >
            <Img src={x.icon} alt="" width={40} height={40} />
            <span className="fm-row-text">
              <strong>
                <bdi>{x.name}</bdi>
              </strong>
              <span className="h5-muted">
                <bdi>{x.description}</bdi>
              </span>
            </span>
            <span className="fm-tag">{x.unlocked ? t('Unlocked') : t('Lv.{n}', { n: num(x.level) })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LevelTable({ steps, current }: { steps: LevelStep[]; current: number }) {
  return (
    <section className="h5-card">
      <h2>{t('Levels')}</h2>
      <table className="fm-table">
        <thead>
          <tr>
            <th scope="col">{t('Level')}</th>
            <th scope="col">{t('Exp')}</th>
            <th scope="col">{t('Members')}</th>
          </tr>
        </thead>
        <tbody>
          {steps.map((s) => (
            <tr key={s.level} className={s.level === current ? 'fm-current' : undefined}>
              <td>{num(s.level)}</td>
              <td>{num(s.exp)}</td>
              <td>{num(s.max_member_num)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function Account({ params }: ScreenProps) {
  return (
    <LeaderOnly params={params} title={t('Family account')}>
      {(f) => <AccountOf id={f.family_id} />}
    </LeaderOnly>
  );
}

function AccountOf({ id }: { id: number }) {
  // Page 1 is read once: it carries the balance, and the income list starts from it.
  const first = useResource(() => api().call(getFamilyIncomeDetail, { family_id: id, page: 1 }), [id]);
  return (
    <>
      <section className="h5-card fm-account fm-art" data-testid="account">
        <Async r={first} height="2rem" compact>
          {(a) => (
            <dl className="fm-stats">
              <div>
                <dt>{t('Balance')}</dt>
                <dd className="fm-big" data-testid="balance">
                  {t(DIAMONDS, { n: a.balance })}
                </dd>
              </div>
              <div>
                <dt>{t('This week')}</dt>
                <dd>{t(DIAMONDS, { n: a.week_income })}</dd>
              </div>
            </dl>
          )}
        </Async>
      </section>
      <section className="h5-card">
        <h2>{t('Income detail')}</h2>
        <Async r={first} height="6rem" compact>
          {(a) => (
            <InfiniteList
              load={pagesOf(getFamilyIncomeDetail, { family_id: id }, a)}
              itemKey={(r) => r.id}
              empty={t('No income yet.')}
              renderItem={(r: IncomeRow) => (
                <div className="fm-income" data-testid="income-row">
                  <span className="fm-row-text">
                    <bdi>{r.title}</bdi>
                    <time className="h5-muted">{dateOf(r.created_at, true)}</time>
                  </span>
                  <span className="fm-plus">+{num(r.amount)}</span>
                </div>
              )}
            />
          )}
        </Async>
      </section>
    </>
  );
}
