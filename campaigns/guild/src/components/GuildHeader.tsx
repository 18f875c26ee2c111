// A guild as its pages show it first: its cover, name, country, president and size.

import type { GuildCard } from '@h5/core-api/contracts/guild';
import { language, t, useSignals } from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { Img } from '@h5/ui-kit/image';
import type { ReactNode } from 'react';
import { countryName } from '../guildForm.ts';
import { Written } from './GuildName.tsx';

export function GuildHeader({ guild, children }: { guild: GuildCard; children?: ReactNode }) {
  useSignals();
  const lang = language.value;
  return (
    <section className="gd-header" data-testid="guild-header">
      <Img className="gd-cover" src={guild.cover} alt="" width={328} height={144} eager />
      <div className="gd-header-body">
        <h2 className="gd-name" data-testid="guild-name">
          <Written text={guild.name} />
        </h2>
        <p className="gd-meta">
          {countryName(guild.country, lang)} · {t('ID {id}', { id: guild.guild_id })} ·{' '}
          {t('{n, plural, one {# member} other {# members}}', { n: guild.member_count })}
        </p>
        <p className="gd-president">
          <Avatar src={guild.president.avatar} size={24} />
          <span>{t('President')}</span> <UserName name={guild.president.stage_name} />
        </p>
        {children}
      </div>
    </section>
  );
}
