import type { ScreenProps } from '@h5/ui-kit';
import { ChampionPage } from '../components/ChampionPage.tsx';
import { TITLES } from '../routes.ts';

/** The Super Star champion's page and the champion spin. */
export function SuperstarChampion({ query }: ScreenProps) {
  return <ChampionPage query={query} title={TITLES.champion} />;
}
