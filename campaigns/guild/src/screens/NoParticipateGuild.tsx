import {
  BROADCASTER,
  beBroadcaster,
  type GuildCard,
  type GuildIdentity,
  getRecommendGuild,
  type MyGuildRole,
  NO_GUILD,
} from '@h5/core-api/contracts/guild';
import {
  Async,
  api,
  InfiniteList,
  Link,
  language,
  Page,
  type ScreenProps,
  SendButton,
  t,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { Img } from '@h5/ui-kit/image';
import { type FormEvent, useMemo, useState } from 'react';
import { Problem, useGuildAction } from '../components/actions.tsx';
import { Written } from '../components/GuildName.tsx';
import { IdentityTabs } from '../components/Tabs.tsx';
import { countryName } from '../guildForm.ts';
import {
  defaultIdentity,
  GUILD_HOME,
  guildPath,
  IDENTITY_PARAM,
  parseIdentity,
  roleIn,
} from '../identity.ts';
import { recommendPages, SEARCH_MAX, searchContent } from '../recommend.ts';
import { readRole } from '../roleHandover.ts';
import { TITLES } from '../routes.ts';

/** A user in no guild: recommended guilds, a search, becoming a broadcaster and creating a guild. */
export function NoParticipateGuild({ query }: ScreenProps) {
  const role = useResource(() => readRole());
  const asked = parseIdentity(query.get(IDENTITY_PARAM));
  return (
    <Page title={t(TITLES.noParticipateGuild)} className="gd-page">
      <Async r={role} height="4rem">
        {(r) => <Finder role={r} identity={defaultIdentity(r, asked)} reloadRole={() => void role.load()} />}
      </Async>
    </Page>
  );
}

function Finder({
  role,
  identity,
  reloadRole,
}: {
  role: MyGuildRole;
  identity: GuildIdentity;
  reloadRole: () => void;
}) {
  const mine = roleIn(role, identity);
  const [typed, setTyped] = useState('');
  const [content, setContent] = useState('');
  const load = useMemo(
    () => recommendPages((p) => api().call(getRecommendGuild, p), identity, content),
    [identity, content],
  );
  const search = (e: FormEvent) => {
    e.preventDefault();
    setContent(searchContent(typed));
  };
  return (
    <>
      <IdentityTabs identity={identity} role={role} />
      {mine.role_id !== NO_GUILD ? (
        <p className="h5-card gd-note" data-testid="in-a-guild">
          {t('You are already in a guild.')}{' '}
          <Link to={GUILD_HOME} query={{ identity }}>
            {t('Go to my guild page')}
          </Link>
        </p>
      ) : mine.pending_guild_id ? (
        <p className="h5-card gd-note" data-testid="pending-note">
          {t('You applied to a guild and wait for its answer.')}{' '}
          <Link to={guildPath('join-guild')} query={{ guild_id: mine.pending_guild_id, identity }}>
            {t('See the guild')}
          </Link>
        </p>
      ) : null}
      {identity === BROADCASTER && !role.is_broadcaster ? <BecomeBroadcaster onDone={reloadRole} /> : null}
      <form className="gd-search" onSubmit={search}>
        <input
          type="search"
          value={typed}
          maxLength={SEARCH_MAX}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('Guild name or ID')}
          aria-label={t('Search guilds')}
          enterKeyHint="search"
          data-testid="search-input"
        />
        <button type="submit" className="h5-button" data-testid="search">
          {t('Search')}
        </button>
      </form>
      <h2 className="gd-section-title">{content ? t('Search results') : t('Recommended guilds')}</h2>
      <InfiniteList
        load={load}
        resetKey={`${identity}|${content}`}
        itemKey={(g) => g.guild_id}
        className="gd-guilds"
        empty={<p>{content ? t('No guild matches your search.') : t('No guilds to join yet.')}</p>}
        renderItem={(g) => <GuildRow guild={g} identity={identity} />}
      />
      {mine.role_id === NO_GUILD ? (
        <div className="gd-create">
          <p className="h5-muted">{t('Lead a guild of your own?')}</p>
          <Link
            to={guildPath('create-guild')}
            query={{ identity }}
            className="h5-button h5-button-block"
            testId="create-link"
          >
            {t('Create a guild')}
          </Link>
        </div>
      ) : null}
    </>
  );
}

function GuildRow({ guild, identity }: { guild: GuildCard; identity: GuildIdentity }) {
  useSignals();
  return (
    <Link
      to={guildPath('join-guild')}
      query={{ guild_id: guild.guild_id, identity }}
      className="h5-card gd-guild-row"
      testId="guild-row"
    >
      <Img className="gd-row-cover" src={guild.cover} alt="" width={64} height={40} />
      <span className="gd-row-main">
        <Written className="gd-row-name" text={guild.name} />
        <span className="h5-muted gd-row-meta">
          {countryName(guild.country, language.value)} ·{' '}
          {t('{n, plural, one {# member} other {# members}}', { n: guild.member_count })}
        </span>
        <span className="h5-muted gd-row-meta">
          <Avatar src={guild.president.avatar} size={16} /> <UserName name={guild.president.stage_name} />
        </span>
      </span>
      {guild.open_join ? <span className="gd-pill">{t('Open to all')}</span> : null}
    </Link>
  );
}

export function BecomeBroadcaster({ onDone }: { onDone: () => void }) {
  const action = useGuildAction(() => api().call(beBroadcaster, {}));
  const become = async () => {
    if (await action.run()) onDone();
  };
  return (
    <section className="h5-card gd-become" data-testid="become-broadcaster">
      <p>{t('Guilds of broadcasters take broadcasters. Become one to go live and join.')}</p>
      <Problem text={action.problem} />
      <SendButton pending={action.pending} block={false} onClick={() => void become()}>
        {t('Become a broadcaster')}
      </SendButton>
    </section>
  );
}
