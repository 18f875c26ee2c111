import { ConfirmAction } from '@h5/blocks/confirm-sheet';
import { MenuList } from '@h5/blocks/menu-list';
import {
  type GuildIdentity,
  getMyGuild,
  getMyStatsDetails,
  type MyGuildRole,
  quitGuild,
} from '@h5/core-api/contracts/guild';
import { Async, allOf, api, language, type ScreenProps, t, toast, useResource, useSignals } from '@h5/ui-kit';
import { useMemo, useState } from 'react';
import { go, Problem, useIrreversibleAction } from '../components/actions.tsx';
import { GuildHeader } from '../components/GuildHeader.tsx';
import { Written } from '../components/GuildName.tsx';
import { RoleScreen } from '../components/RoleScreen.tsx';
import { IdentityTabs } from '../components/Tabs.tsx';
import { formatCount } from '../format.ts';
import { GUILD_HOME, guildPath } from '../identity.ts';
import { TITLES } from '../routes.ts';

/** The member's page: their guild, their month so far, and the way to their stars and income. */
export function MemberDetails({ query }: ScreenProps) {
  return (
    <RoleScreen title={t(TITLES.memberDetails)} need="member" query={query}>
      {({ identity, role }) => <MemberHome identity={identity} role={role} />}
    </RoleScreen>
  );
}

function MemberHome({ identity, role }: { identity: GuildIdentity; role: MyGuildRole }) {
  useSignals();
  const mine = useResource(() => api().call(getMyGuild, { identity }), [identity]);
  const stats = useResource(() => api().call(getMyStatsDetails, { identity, period: 'month' }), [identity]);
  const both = useMemo(() => allOf(mine, stats), [mine, stats]);
  const [asking, setAsking] = useState(false);
  // Leaving cannot be undone: one intent per identity, so a double tap or a retry leaves once.
  const quit = useIrreversibleAction(
    () => `guild-quit:${identity}`,
    (idempotencyKey) => api().call(quitGuild, { identity }, { idempotencyKey }),
  );
  const confirmQuit = async () => {
    const done = await quit.run();
    // The sheet stays up until the guild's home opens, so the page never offers to quit again meanwhile.
    if (done) {
      toast(t('You left the guild.'));
      await go(GUILD_HOME, { identity }, true);
    }
    setAsking(false);
  };
  const lang = language.value;
  const q = { identity };
  return (
    <>
      <IdentityTabs identity={identity} role={role} />
      <Async r={both} height="9rem">
        {([m, s]) => (
          <>
            <GuildHeader guild={m.guild} />
            <section className="h5-card gd-summary" data-testid="my-month">
              <div>
                <p className="gd-big">{formatCount(s.stars, lang)}</p>
                <p className="h5-muted">{t('My stars this month')}</p>
              </div>
              <div>
                <p className="gd-big">{t('No. {rank}', { rank: formatCount(s.rank, lang) })}</p>
                <p className="h5-muted">
                  {t('{n, plural, one {in a guild of # member} other {in a guild of # members}}', {
                    n: s.member_count,
                  })}
                </p>
              </div>
            </section>
            <MenuList
              label="My guild"
              testId="member-menu"
              items={[
                { to: guildPath('my-stars'), query: q, label: 'My stars' },
                { to: guildPath('guild-income'), query: q, label: 'My income' },
                { to: guildPath('historical-bonus'), query: q, label: 'Historical bonus' },
                { to: guildPath('guild-information'), query: q, label: 'Guild information' },
                { to: '/v/guild-pk/index', label: 'Guild PK' },
                { to: guildPath('rule'), label: 'Guild rules' },
                { to: guildPath('tips'), label: 'Tips for broadcasters' },
              ]}
            />
            <Problem text={quit.problem} />
            <button
              type="button"
              className="h5-button h5-button-secondary gd-leave"
              aria-haspopup="dialog"
              onClick={() => setAsking(true)}
              data-testid="quit"
            >
              {t('Leave the guild')}
            </button>
            <ConfirmAction
              danger
              open={asking}
              title={t('Leave the guild?')}
              confirmLabel={t('Leave')}
              pending={quit.pending}
              onConfirm={() => void confirmQuit()}
              onCancel={() => setAsking(false)}
            >
              <p className="gd-confirm-name">
                <Written text={m.guild.name} />
              </p>
              <p>{t('You will leave this guild. To come back, you would apply again.')}</p>
            </ConfirmAction>
          </>
        )}
      </Async>
    </>
  );
}
