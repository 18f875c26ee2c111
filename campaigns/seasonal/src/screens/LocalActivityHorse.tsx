import type { ScreenProps } from '@h5/ui-kit';
import { SeasonScreen } from '../components/SeasonScreen.tsx';
import { seasonPage } from '../seasonPages.ts';

/** Spec 2 /v/local-activity-horse?promotion_id=…: the season as seasonPages.ts configures it. */
export function LocalActivityHorse({ query }: ScreenProps) {
  return <SeasonScreen page={seasonPage('localActivityHorse')} query={query} />;
}
