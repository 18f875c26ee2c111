// Income by period: the member's own, or the president's with the guild's share.

import { type GuildIdentity, type GuildPeriod, getMyIncomeDetails } from '@h5/core-api/contracts/guild';
import { Async, api, Link, t, useResource, useSignals } from '@h5/ui-kit';
import { useState } from 'react';
import { guildPath } from '../identity.ts';
import { Amount } from './Amount.tsx';
import { PERIOD_LABELS, PeriodTabs } from './Tabs.tsx';

export function IncomeByPeriod({ identity }: { identity: GuildIdentity }) {
  useSignals();
  const [period, setPeriod] = useState<GuildPeriod>('month');
  const income = useResource(() => api().call(getMyIncomeDetails, { identity, period }), [identity, period]);
  return (
    <>
      <PeriodTabs period={period} onChange={setPeriod} />
      <Async r={income} height="8rem">
        {(d) => (
          <section className="h5-card gd-income" data-testid="income">
            <p className="h5-muted">{t(PERIOD_LABELS[d.period])}</p>
            <p className="gd-total" data-testid="income-total">
              <Amount cents={d.total} currency={d.currency} />
            </p>
            <dl className="gd-lines">
              {d.lines.map((l) => (
                <div key={l.label} className="gd-line">
                  <dt>
                    <bdi>{l.label}</bdi>
                  </dt>
                  <dd>
                    <Amount cents={l.amount} currency={d.currency} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </Async>
      <p className="gd-center">
        <Link to={guildPath('historical-bonus')} query={{ identity }}>
          {t('Historical bonus')}
        </Link>
      </p>
    </>
  );
}
