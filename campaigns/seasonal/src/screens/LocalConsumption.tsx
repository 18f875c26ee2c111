import type { ScreenProps } from '@h5/ui-kit';
import { SeasonScreen } from '../components/SeasonScreen.tsx';
import { seasonPage } from '../seasonPages.ts';

/** Spec 2 /v/local-consumption?promotion_id=…: the season as seasonPages.ts configures it. */
export function LocalConsumption({ query }: ScreenProps) {
  return <SeasonScreen page={seasonPage('localConsumption')} query={query} />;
}
