import type { ScreenProps } from '@h5/ui-kit';
import { SeasonScreen } from '../components/SeasonScreen.tsx';
import { seasonPage } from '../seasonPages.ts';

/** Spec 2 /v/T22555?promotion_id=…: the season as seasonPages.ts configures it. */
export function T22555({ query }: ScreenProps) {
  return <SeasonScreen page={seasonPage('t22555')} query={query} />;
}
