import type { ScreenProps } from '@h5/ui-kit';
import { SeasonScreen } from '../components/SeasonScreen.tsx';
import { seasonPage } from '../seasonPages.ts';

/** /v/party-carnival?promotion_id=… (spec 1 names the party carnival, not its route): party rooms ranked. */
export function PartyCarnival({ query }: ScreenProps) {
  return <SeasonScreen page={seasonPage('partyCarnival')} query={query} />;
}
