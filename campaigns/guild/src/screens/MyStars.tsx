import { type GuildIdentity, type GuildPeriod, getMyStatsDetails } from '@h5/core-api/contracts/guild';
import { Async, api, language, type ScreenProps, t, useResource, useSignals } from '@h5/ui-kit';
import { useState } from 'react';
import { RoleScreen } from '../components/RoleScreen.tsx';
import { PeriodTabs } from '../components/Tabs.tsx';
import { formatCount, liveTime } from '../format.ts';
import { TITLES } from '../routes.ts';

/** A member's own stars, time live, valid days and place in the guild, by period. */
export function MyStars({ query }: ScreenProps) {
  return (
    <RoleScreen title={t(TITLES.myStars)} need="member" query={query}>
      {({ identity }) => <Stats identity={identity} />}
    </RoleScreen>
  );
}

function Stats({ identity }: { identity: GuildIdentity }) {
  useSignals();
  const [period, setPeriod] = useState<GuildPeriod>('week');
  const stats = useResource(() => api().call(getMyStatsDetails, { identity, period }), [identity, period]);
  const lang = language.value;
  return (
    <>
      <PeriodTabs period={period} onChange={setPeriod} />
      <Async r={stats} height="9rem">
        {(s) => {
          const live = liveTime(s.live_minutes);
          return (
            <section className="gd-stats" data-testid="stats">
              <div className="h5-card gd-stat gd-stat-wide">
                <p className="gd-big" data-testid="stars">
                  {formatCount(s.stars, lang)}
                </p>
                <p className="h5-muted">{t('Stars')}</p>
              </div>
              {[
                [
                  t('No. {rank} of {count}', {
                    rank: formatCount(s.rank, lang),
                    count: formatCount(s.member_count, lang),
                  }),
                  t('Place in the guild'),
                ],
                [
                  t('{h} h {m} min', {
                    h: formatCount(live.hours, lang),
                    m: formatCount(live.minutes, lang),
                  }),
                  t('Time live'),
                ],
                [t('{n, plural, one {# day} other {# days}}', { n: s.valid_days }), t('Valid days')],
                [formatCount(s.new_fans, lang), t('New fans')],
              ].map(([value, label]) => (
                <div key={label} className="h5-card gd-stat">
                  <p className="gd-mid">{value}</p>
                  <p className="h5-muted">{label}</p>
                </div>
              ))}
            </section>
          );
        }}
      </Async>
    </>
  );
}
