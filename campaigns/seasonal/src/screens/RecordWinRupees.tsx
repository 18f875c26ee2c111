import type { ScreenProps } from '@h5/ui-kit';
import { SeasonScreen } from '../components/SeasonScreen.tsx';
import { seasonPage } from '../seasonPages.ts';

/** Spec 2 /v/record-win-rupees?promotion_id=…: the season as seasonPages.ts configures it. */
export function RecordWinRupees({ query }: ScreenProps) {
  return <SeasonScreen page={seasonPage('recordWinRupees')} query={query} />;
}
