import {
  BROADCASTER,
  GUILD_NOT_FOUND,
  type GuildIdentity,
  getGuildDetails,
  getMyGuildRole,
  joinGuild,
  NO_GUILD,
} from '@h5/core-api/contracts/guild';
import {
  Async,
  allOf,
  api,
  Link,
  type NotFoundProps,
  Page,
  type ScreenProps,
  SendButton,
  TranslatableText,
  t,
  toast,
  useResource,
} from '@h5/ui-kit';
import { type ReactNode, useMemo } from 'react';
import { go, Problem, useGuildAction } from '../components/actions.tsx';
import { GuildHeader } from '../components/GuildHeader.tsx';
import { GUILD_HOME, guildPath, roleIn } from '../identity.ts';
import { TITLES } from '../routes.ts';
import { BecomeBroadcaster } from './NoParticipateGuild.tsx';

/** A guild id from the query: a whole number from 1, or null. */
export function guildIdOf(v: string | null): number | null {
  return v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : null;
}

export const NO_SUCH_GUILD = 'This guild does not exist. Find another one to join.';

/** A guild id the server does not know: the way to the guilds one can join. */
const GUILD_GONE: NotFoundProps = {
  codes: [GUILD_NOT_FOUND],
  text: NO_SUCH_GUILD,
  wayOn: { to: guildPath('no-participate-guild'), label: 'Find a guild' },
};

/** One guild, and joining it (at once where it is open to all, else an application). */
export function JoinGuild({ query }: ScreenProps) {
  const guildId = guildIdOf(query.get('guild_id'));
  return (
    <Page title={t(TITLES.joinGuild)} className="gd-page">
      {guildId === null ? (
        <div className="h5-state" data-testid="no-guild-id">
          <p>{t('This link does not name a guild.')}</p>
          <Link to={guildPath('no-participate-guild')} className="h5-button">
            {t('Find a guild')}
          </Link>
        </div>
      ) : (
        <Guild guildId={guildId} />
      )}
    </Page>
  );
}

function Guild({ guildId }: { guildId: number }) {
  const role = useResource(() => api().call(getMyGuildRole, {}));
  const guild = useResource(() => api().call(getGuildDetails, { guild_id: guildId }), [guildId]);
  const both = useMemo(() => allOf(role, guild), [role, guild]);
  // The flight lasts until the page shows the outcome (the guild's home, or the application
  // waiting), so a second tap in between cannot send the application again.
  const join = useGuildAction(async (identity: GuildIdentity) => {
    const r = await api().call(joinGuild, { guild_id: guildId, identity });
    if (r.joined) {
      toast(t('Welcome to the guild!'));
      await go(GUILD_HOME, { identity }, true);
    } else {
      toast(t('Application sent. The president will answer it.'));
      await Promise.all([guild.load(), role.load()]);
    }
    return r;
  });
  return (
    <Async r={both} height="10rem" notFound={GUILD_GONE}>
      {([r, g]) => {
        const identity = g.identity;
        const mine = roleIn(r, identity);
        const member = mine.guild_id === g.guild_id;
        let action: ReactNode;
        if (member) {
          action = (
            <Link to={GUILD_HOME} query={{ identity }} className="h5-button h5-button-block">
              {t('You are in this guild')}
            </Link>
          );
        } else if (mine.role_id !== NO_GUILD) {
          action = <p className="gd-note">{t('You are already in a guild.')}</p>;
        } else if (g.my_application === 'pending') {
          action = (
            <button type="button" className="h5-button h5-button-block" disabled data-testid="join">
              {t('Application sent')}
            </button>
          );
        } else if (identity === BROADCASTER && !r.is_broadcaster) {
          action = <BecomeBroadcaster onDone={() => void role.load()} />;
        } else {
          action = (
            <SendButton pending={join.pending} onClick={() => void join.run(identity)} testId="join">
              {g.open_join ? t('Join the guild') : t('Apply to join')}
            </SendButton>
          );
        }
        return (
          <>
            <GuildHeader guild={g} />
            {g.slogan ? (
              <p className="h5-card gd-slogan">
                <TranslatableText text={g.slogan} />
              </p>
            ) : null}
            <p className="h5-muted gd-join-note">
              {g.open_join ? t('Anyone may join this guild.') : t('The president answers each application.')}
            </p>
            {g.my_application === 'rejected' && !member ? (
              <p className="gd-note">{t('Your last application was not accepted. You may apply again.')}</p>
            ) : null}
            <Problem text={join.problem} />
            <div className="gd-actions">{action}</div>
          </>
        );
      }}
    </Async>
  );
}
