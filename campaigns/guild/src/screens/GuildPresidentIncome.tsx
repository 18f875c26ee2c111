import { type ScreenProps, t } from '@h5/ui-kit';
import { IncomeByPeriod } from '../components/Income.tsx';
import { RoleScreen } from '../components/RoleScreen.tsx';
import { TITLES } from '../routes.ts';

/** The president's income by period: their own and the guild's share of the members'. */
export function GuildPresidentIncome({ query }: ScreenProps) {
  return (
    <RoleScreen title={t(TITLES.guildPresidentIncome)} need="president" query={query}>
      {({ identity }) => <IncomeByPeriod identity={identity} />}
    </RoleScreen>
  );
}
