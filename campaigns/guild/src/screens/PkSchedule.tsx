import { getPkSchedule } from '@h5/core-api/contracts/guild';
import { formatDate } from '@h5/i18n';
import { Async, api, language, Page, type ScreenProps, t, useResource, useSignals } from '@h5/ui-kit';
import { Written } from '../components/GuildName.tsx';
import { formatCount } from '../format.ts';
import { PK_STATUS_LABELS } from '../pk.ts';
import { TITLES } from '../routes.ts';

function timeRange(from: number, to: number, lang: string): string {
  return `${formatDate(lang, from, { dateStyle: 'medium', timeStyle: 'short' })} – ${formatDate(lang, to, { timeStyle: 'short' })}`;
}

/** Every round of the PK season: when, who against whom, and how it ended. */
export function PkSchedule(_: ScreenProps) {
  useSignals();
  const schedule = useResource(() => api().call(getPkSchedule, {}));
  const lang = language.value;
  return (
    <Page title={t(TITLES.pkSchedule)} className="gd-page">
      <Async
        r={schedule}
        height="16rem"
        isEmpty={(s) => s.rounds.length === 0}
        empty={t('No rounds planned yet.')}
      >
        {(s) => (
          <ol className="h5-list gd-schedule">
            {s.rounds.map((r) => (
              <li
                key={r.round_id}
                className="h5-card gd-schedule-row"
                data-testid="pk-schedule-round"
                data-status={r.status}
              >
                <p className="gd-pk-head">
                  <span>{t('Round {n}', { n: formatCount(r.round_id, lang) })}</span>
                  <span className={`gd-pill gd-pk-${r.status}`}>{t(PK_STATUS_LABELS[r.status])}</span>
                </p>
                <p className="h5-muted gd-row-meta">
                  <bdi>{timeRange(r.start_time, r.end_time, lang)}</bdi>
                </p>
                <div className="gd-schedule-sides">
                  {r.sides.map((side) => (
                    <p
                      key={side.guild_id}
                      className={r.winner_guild_id === side.guild_id ? 'gd-winner' : undefined}
                    >
                      <Written className="gd-row-name" text={side.name} />
                      <span>{r.status === 'upcoming' ? '–' : formatCount(side.score, lang)}</span>
                      {r.winner_guild_id === side.guild_id ? (
                        <span className="gd-pill">{t('Winner')}</span>
                      ) : null}
                    </p>
                  ))}
                </div>
              </li>
            ))}
          </ol>
        )}
      </Async>
    </Page>
  );
}
