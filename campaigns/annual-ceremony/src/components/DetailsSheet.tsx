// What an entry of the wars' lists opens: a country its national war (both sides, their scores,
// who leads, the user's side and what their stars gave each side), a guild its live details (its
// hosts, who is live, the starlight each brought, a way into their rooms) and its civil war.

import { appScreenLink } from '@h5/core-api';
import {
  type GuildLive,
  getGuildLive,
  getWarDetails,
  type StageEntry,
  type WarDetails,
  type WarKind,
} from '@h5/core-api/contracts/annualCeremony';
import { formatNumber } from '@h5/i18n';
import {
  Async,
  api,
  Countdown,
  Dialog,
  language,
  openAppScreen,
  t,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { warLead } from '../rules.ts';
import { GUILD_TEXTS, HOME_TEXTS, WAR_TEXTS } from '../texts.ts';

export function DetailsSheet({
  promotionId,
  of,
  entry,
  onClose,
}: {
  promotionId: string;
  of: 'national-war' | 'guild';
  entry: StageEntry;
  onClose: () => void;
}) {
  const title = t(of === 'guild' ? GUILD_TEXTS.title : WAR_TEXTS.title);
  return (
    <Dialog open variant="sheet" title={title} onClose={onClose}>
      <div className="ac-sheet" data-testid="details-sheet" data-of={of}>
        {of === 'guild' ? (
          <GuildHosts promotionId={promotionId} guildId={entry.guild_id ?? entry.id} />
        ) : null}
        <War promotionId={promotionId} kind={of === 'guild' ? 'civil-war' : 'national-war'} id={entry.id} />
      </div>
    </Dialog>
  );
}

function War({ promotionId, kind, id }: { promotionId: string; kind: WarKind; id: number }) {
  useSignals();
  const lang = language.value;
  const r = useResource(
    () => api().call(getWarDetails, { promotion_id: promotionId, kind, id }),
    [promotionId, kind, id],
  );
  const light = (n: number) => t(HOME_TEXTS.starlight, { n: formatNumber(lang, n) });
  return (
    <Async r={r} height="10rem">
      {(w: WarDetails) => {
        const lead = warLead(w.sides);
        const mine = (id: number) => w.my_contribution[String(id)] ?? 0;
        return (
          <section className="ac-war" data-testid="war" data-kind={w.kind}>
            <h3 className="ac-war-round">
              <bdi>{w.round}</bdi>
            </h3>
            <ol className="ac-war-sides">
              {w.sides.map((s) => (
                <li
                  key={s.id}
                  className={s.id === w.my_side ? 'ac-side ac-side-mine' : 'ac-side'}
                  data-testid="war-side"
                >
                  <Avatar src={s.avatar} size={48} />
                  <UserName name={s.name} />
                  <span className="ac-side-score" data-testid="war-score" data-n={s.score}>
                    {light(s.score)}
                  </span>
                  {s.members ? (
                    <span className="h5-muted">{t(HOME_TEXTS.members, { n: s.members })}</span>
                  ) : null}
                  {lead?.side.id === s.id ? (
                    <span className="ac-side-tag" data-testid="war-lead">
                      {t(WAR_TEXTS.leads, { n: formatNumber(lang, lead.by) })}
                    </span>
                  ) : null}
                  {s.id === w.my_side ? <span className="ac-side-tag">{t(WAR_TEXTS.yourSide)}</span> : null}
                  {mine(s.id) ? (
                    <span className="ac-side-given" data-testid="war-given" data-n={mine(s.id)}>
                      {t(WAR_TEXTS.given, { n: formatNumber(lang, mine(s.id)) })}
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
            {lead ? null : <p className="ac-war-lead">{t(WAR_TEXTS.level)}</p>}
            {w.sides.some((s) => mine(s.id)) ? null : <p className="h5-muted">{t(WAR_TEXTS.none)}</p>}
            <p className="ac-war-ends">
              {t(WAR_TEXTS.endsIn)} <Countdown targetMs={w.ends_at * 1000} onEnd={() => void r.load()} />
            </p>
          </section>
        );
      }}
    </Async>
  );
}

function GuildHosts({ promotionId, guildId }: { promotionId: string; guildId: number }) {
  useSignals();
  const lang = language.value;
  const r = useResource(
    () => api().call(getGuildLive, { promotion_id: promotionId, guild_id: guildId }),
    [promotionId, guildId],
  );
  return (
    <Async r={r} height="10rem">
      {(g: GuildLive) => (
        <section className="ac-guild" data-testid="guild-live">
          <div className="ac-guild-head">
            <Avatar src={g.avatar} size={48} />
            <UserName name={g.name} />
          </div>
          <p className="ac-guild-total">
            {t(HOME_TEXTS.starlight, { n: formatNumber(lang, g.starlight) })} ·{' '}
            {t(HOME_TEXTS.members, { n: g.members })}
          </p>
          <h3>{t(GUILD_TEXTS.hosts)}</h3>
          {g.hosts.length ? (
            <ul className="ac-hosts">
              {g.hosts.map((h) => (
                <li key={h.uid} className="ac-host" data-testid="guild-host" data-live={h.live}>
                  <Avatar src={h.avatar} size={40} />
                  <span className="ac-host-main">
                    <UserName name={h.name} />
                    {h.live ? <span className="ac-live-tag">{t(GUILD_TEXTS.live)}</span> : null}
                    <span className="h5-muted">
                      {t(HOME_TEXTS.starlight, { n: formatNumber(lang, h.starlight) })}
                    </span>
                  </span>
                  {h.live ? (
                    <button
                      type="button"
                      data-testid="open-room"
                      className="h5-chip ac-host-open"
                      onClick={() => openAppScreen(appScreenLink('live', { id: h.room_id }))}
                    >
                      <span className="ac-live-dot" aria-hidden="true" />
                      {t(GUILD_TEXTS.open)}
                    </button>
                  ) : (
                    <span className="h5-muted">{t(GUILD_TEXTS.offline)}</span>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="h5-state">{t(GUILD_TEXTS.noHosts)}</p>
          )}
        </section>
      )}
    </Async>
  );
}
