import { type GuildIdentity, getMyHistoricalBonus } from '@h5/core-api/contracts/guild';
import { Async, api, language, type ScreenProps, t, useResource, useSignals } from '@h5/ui-kit';
import { useState } from 'react';
import { Amount } from '../components/Amount.tsx';
import { RoleScreen } from '../components/RoleScreen.tsx';
import { dateLabel, monthLabel } from '../format.ts';
import { TITLES } from '../routes.ts';

/** Bonuses paid, by month: the months the server lists, newest first. */
export function HistoricalBonus({ query }: ScreenProps) {
  return (
    <RoleScreen title={t(TITLES.historicalBonus)} need="guild" query={query}>
      {({ identity }) => <Bonus identity={identity} />}
    </RoleScreen>
  );
}

function Bonus({ identity }: { identity: GuildIdentity }) {
  useSignals();
  // Empty asks for the newest month; the answer lists the others.
  const [month, setMonth] = useState('');
  const bonus = useResource(() => api().call(getMyHistoricalBonus, { identity, month }), [identity, month], {
    keepOnError: true,
  });
  const lang = language.value;
  return (
    <Async r={bonus} height="10rem">
      {(b) => (
        <>
          <div className="gd-chips">
            {b.months.map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={m === b.month}
                className={m === b.month ? 'gd-chip gd-chip-on' : 'gd-chip'}
                onClick={() => setMonth(m)}
                data-testid="month"
              >
                {monthLabel(m, lang)}
              </button>
            ))}
          </div>
          <section className="h5-card gd-income" data-testid="bonus">
            <p className="h5-muted">{monthLabel(b.month, lang)}</p>
            <p className="gd-total" data-testid="bonus-total">
              <Amount cents={b.total} currency={b.currency} />
            </p>
            {b.list.length === 0 ? (
              <p className="h5-muted">{t('No bonus this month yet.')}</p>
            ) : (
              <ul className="gd-lines">
                {b.list.map((e) => (
                  <li key={`${e.date}-${e.label}`} className="gd-line" data-testid="bonus-entry">
                    <span>
                      <bdi>{e.label}</bdi>
                      <span className="h5-muted gd-row-meta">{dateLabel(e.date, lang)}</span>
                    </span>
                    <span>
                      <Amount cents={e.amount} currency={b.currency} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </Async>
  );
}
