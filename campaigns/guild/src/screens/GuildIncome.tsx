import { type ScreenProps, t } from '@h5/ui-kit';
import { IncomeByPeriod } from '../components/Income.tsx';
import { RoleScreen } from '../components/RoleScreen.tsx';
import { TITLES } from '../routes.ts';

/** A member's own income by period. */
export function GuildIncome({ query }: ScreenProps) {
  return (
    <RoleScreen title={t(TITLES.guildIncome)} need="member" query={query}>
      {({ identity }) => <IncomeByPeriod identity={identity} />}
    </RoleScreen>
  );
}
