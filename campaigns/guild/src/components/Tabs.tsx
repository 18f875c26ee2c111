// The two choices every guild screen shares: which identity, and which period.

import type { GuildIdentity, GuildPeriod, MyGuildRole } from '@h5/core-api/contracts/guild';
import { Tabs, t } from '@h5/ui-kit';
import { GUILD_HOME, IDENTITY_LABELS, IDENTITY_ORDER } from '../identity.ts';
import { handRole } from '../roleHandover.ts';
import { go } from './actions.tsx';

/** Switching identity goes to the page of the user's role in it, with the roles this screen read. */
export function IdentityTabs({ identity, role }: { identity: GuildIdentity; role: MyGuildRole }) {
  return (
    <Tabs
      label={t('Identity')}
      tabs={IDENTITY_ORDER.map((i) => ({ key: String(i) as '0' | '1', label: t(IDENTITY_LABELS[i]) }))}
      active={String(identity) as '0' | '1'}
      onChange={(key) => {
        handRole(role);
        void go(GUILD_HOME, { identity: key }, true);
      }}
    />
  );
}

export const PERIOD_LABELS: Record<GuildPeriod, string> = {
  day: 'Today',
  week: 'This week',
  month: 'This month',
};

export function PeriodTabs({
  period,
  onChange,
}: {
  period: GuildPeriod;
  onChange: (p: GuildPeriod) => void;
}) {
  return (
    <Tabs
      label={t('Period')}
      tabs={(['day', 'week', 'month'] as const).map((p) => ({ key: p, label: t(PERIOD_LABELS[p]) }))}
      active={period}
      onChange={onChange}
    />
  );
}
