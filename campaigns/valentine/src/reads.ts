// The reads a valentine screen makes as it shows: its route starts them in the HTML (ui-kit reads.ts,
// defineRead), its screen makes them.

import { getCard, getMyRecordings } from '@h5/core-api/contracts/valentine';
import { defineRead } from '@h5/ui-kit/reads';

export const RECORDINGS_READ = defineRead(getMyRecordings);
export const CARD_READ = defineRead(getCard, { id: '$param.id' });
