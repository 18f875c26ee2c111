import { getPkCurrent, type PkRound, type PkSide } from '@h5/core-api/contracts/guild';
import {
  Async,
  api,
  Countdown,
  Link,
  language,
  Page,
  type ScreenProps,
  serverClock,
  t,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { Written } from '../components/GuildName.tsx';
import { formatCount } from '../format.ts';
import { countdownTarget, leadShare, PK_REFRESH_MS, PK_STATUS_LABELS, statusAt } from '../pk.ts';
import { TITLES } from '../routes.ts';

/** The PK between guilds running now: both sides' scores and the time left, on the server's clock. */
export function PkIndex(_: ScreenProps) {
  const current = useResource(() => api().call(getPkCurrent, {}), [], {
    keepOnError: true,
    refreshMs: PK_REFRESH_MS,
  });
  return (
    <Page title={t(TITLES.pkIndex)} className="gd-page gd-pk-page">
      <div className="gd-pk-stage" aria-hidden="true" />
      <Async r={current} height="9rem">
        {(c) =>
          c.round ? (
            <Round round={c.round} myGuild={c.my_guild_id} onTurn={() => void current.load()} />
          ) : (
            <p className="h5-card h5-state" data-testid="no-round">
              {t('No PK round is on now. The next season is coming.')}
            </p>
          )
        }
      </Async>
      <p className="gd-center">
        <Link to="/v/guild-pk/schedule" className="h5-button h5-button-secondary" testId="schedule-link">
          {t('PK schedule')}
        </Link>
      </p>
    </Page>
  );
}

function Round({ round, myGuild, onTurn }: { round: PkRound; myGuild: number; onTurn: () => void }) {
  useSignals();
  const now = serverClock().now();
  const status = statusAt(round, now);
  const target = countdownTarget(round, now);
  const [a, b] = round.sides;
  const share = leadShare(a.score, b.score);
  return (
    <section className="h5-card gd-pk" data-testid="pk-round" data-status={status}>
      <p className="gd-pk-head">
        <span>{t('Round {n}', { n: formatCount(round.round_id, language.value) })}</span>
        <span className={`gd-pill gd-pk-${status}`}>{t(PK_STATUS_LABELS[status])}</span>
      </p>
      <div className="gd-pk-sides">
        <Side side={a} mine={a.guild_id === myGuild} />
        <span className="gd-vs" aria-hidden="true">
          {t('VS')}
        </span>
        <Side side={b} mine={b.guild_id === myGuild} />
      </div>
      <div className="gd-pk-bar" aria-hidden="true">
        <span style={{ inlineSize: `${share}%` }} />
      </div>
      {target !== null ? (
        <p className="gd-pk-time" data-testid="pk-countdown">
          {status === 'live' ? t('Ends in') : t('Starts in')} <Countdown targetMs={target} onEnd={onTurn} />
        </p>
      ) : null}
    </section>
  );
}

function Side({ side, mine }: { side: PkSide; mine: boolean }) {
  useSignals();
  return (
    <div className={mine ? 'gd-pk-side gd-pk-mine' : 'gd-pk-side'} data-testid="pk-side">
      <Img className="gd-pk-cover" src={side.cover} alt="" width={72} height={45} />
      <Written className="gd-row-name" text={side.name} />
      <span className="gd-pk-score" data-testid="pk-score">
        {formatCount(side.score, language.value)}
      </span>
      {mine ? <span className="gd-pill">{t('Your guild')}</span> : null}
    </div>
  );
}
