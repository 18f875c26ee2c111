import type { ScreenProps } from '@h5/ui-kit';
import { ChampionPage } from '../components/ChampionPage.tsx';
import { TITLES } from '../routes.ts';

/** The Supernova champion's page and the champion spin: the same page for the Supernova contest. */
export function SupernovaChampion({ query }: ScreenProps) {
  return <ChampionPage query={query} title={TITLES.supernova} />;
}
