import type { ScreenProps } from '@h5/ui-kit';
import { SeasonScreen } from '../components/SeasonScreen.tsx';
import { seasonPage } from '../seasonPages.ts';

/** Spec 2 /v/T22373?promotion_id=…: the season as seasonPages.ts configures it. */
export function T22373({ query }: ScreenProps) {
  return <SeasonScreen page={seasonPage('t22373')} query={query} />;
}
