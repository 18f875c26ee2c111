// Every area of the app's API the sandbox implements. A campaign's area is added here.

import type { AreaDefinition } from '../area.ts';
import { generalArea } from './general.ts';

export const ALL_AREAS = [generalArea] as AreaDefinition<unknown>[];
