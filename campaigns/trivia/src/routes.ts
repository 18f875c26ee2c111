import { defineRoutes } from '@h5/ui-kit/routes';
import { QUIZ_READ } from './reads.ts';

export const TITLE = 'Music trivia';

// Spec 1 names the trivia, not its route: /v/trivia. A round is the user's own: it checks the login.
export default defineRoutes({
  campaign: 'trivia',
  title: 'Music trivia: timed questions on the server clock, the score, and a share that grants a draw.',
  // The intro states the quiz's figures from the server: read at once, with the page's HTML.
  routes: [{ path: '/v/trivia', screen: 'trivia', meta: { title: TITLE }, reads: [QUIZ_READ] }],
  examples: ['/v/trivia'],
});
