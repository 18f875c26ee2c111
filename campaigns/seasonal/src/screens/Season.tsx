import type { ScreenProps } from '@h5/ui-kit';
import { SeasonScreen } from '../components/SeasonScreen.tsx';
import { seasonPage } from '../seasonPages.ts';

/** Every seasonal page of spec 2: the season its route names (`props.page`), as seasonPages.ts configures it. */
export function Season({ query, props }: ScreenProps) {
  return <SeasonScreen page={seasonPage(String(props?.page ?? ''))} query={query} />;
}
