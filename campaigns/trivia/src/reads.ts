// The reads the quiz makes as it shows: its route starts them in the HTML (ui-kit reads.ts,
// defineRead), its screen makes them.

import { getQuiz } from '@h5/core-api/contracts/trivia';
import { defineRead } from '@h5/ui-kit/reads';

export const QUIZ_READ = defineRead(getQuiz);
