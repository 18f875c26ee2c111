// Spec 5 and 9: a finance stage name is shown cut to under 21 width units, an emoji counting 2.

import { cutToWidth } from '@h5/i18n';

export const STAGE_NAME_MAX_WIDTH = 21;

export function displayStageName(name: string | null | undefined): string {
  return cutToWidth((name ?? '').trim(), STAGE_NAME_MAX_WIDTH);
}
