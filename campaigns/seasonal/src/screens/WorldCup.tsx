import type { ScreenProps } from '@h5/ui-kit';
import { SeasonScreen } from '../components/SeasonScreen.tsx';
import { seasonPage } from '../seasonPages.ts';

/** Spec 2 /v/world-cup?promotion_id=…: the season as seasonPages.ts configures it. */
export function WorldCup({ query }: ScreenProps) {
  return <SeasonScreen page={seasonPage('worldCup')} query={query} />;
}
