import { MenuList } from '@h5/blocks/menu-list';
import { getMyGuild, type MyGuildRole } from '@h5/core-api/contracts/guild';
import { Async, api, language, type ScreenProps, t, useResource, useSignals } from '@h5/ui-kit';
import { GuildHeader } from '../components/GuildHeader.tsx';
import { RoleScreen } from '../components/RoleScreen.tsx';
import { IdentityTabs } from '../components/Tabs.tsx';
import { formatCount } from '../format.ts';
import { guildPath } from '../identity.ts';
import { TITLES } from '../routes.ts';

/** The president's page: the guild, and the way to its members, applications and income. */
export function President({ query }: ScreenProps) {
  return (
    <RoleScreen title={t(TITLES.president)} need="president" query={query}>
      {({ identity, role }) => <PresidentHome identity={identity} role={role} />}
    </RoleScreen>
  );
}

function PresidentHome({ identity, role }: { identity: 0 | 1; role: MyGuildRole }) {
  useSignals();
  const mine = useResource(() => api().call(getMyGuild, { identity }), [identity]);
  const q = { identity };
  return (
    <>
      <IdentityTabs identity={identity} role={role} />
      <Async r={mine} height="7rem">
        {(m) => (
          <>
            <GuildHeader guild={m.guild}>
              <p className="gd-stat-line" data-testid="month-stars">
                {t('{stars} stars this month', { stars: formatCount(m.guild.month_stars, language.value) })}
              </p>
            </GuildHeader>
            <MenuList
              label="Manage the guild"
              testId="president-menu"
              items={[
                {
                  to: guildPath('member-list'),
                  query: q,
                  label: 'Members',
                  value: formatCount(m.guild.member_count, language.value),
                },
                {
                  to: guildPath('application'),
                  query: q,
                  label: 'Applications',
                  badge:
                    m.pending_applications > 0
                      ? formatCount(m.pending_applications, language.value)
                      : undefined,
                  testId: 'applications-link',
                },
                { to: guildPath('guild-president-income'), query: q, label: 'Guild income' },
                { to: guildPath('historical-bonus'), query: q, label: 'Historical bonus' },
                { to: guildPath('guild-information'), query: q, label: 'Guild information' },
                { to: '/v/guild-pk/index', label: 'Guild PK' },
                { to: guildPath('rule'), label: 'Guild rules' },
                { to: guildPath('tips'), label: 'Tips for broadcasters' },
              ]}
            />
          </>
        )}
      </Async>
    </>
  );
}
