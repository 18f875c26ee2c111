import { defineRoutes } from '@h5/ui-kit/routes';
import { CARD_READ, RECORDINGS_READ } from './reads.ts';

export const TITLES = { make: 'Valentine card', card: 'A valentine card for you' } as const;

// Spec 3 and 7 name the card, not its route: /v/valentine-card makes one (signed in), and a saved
// card opens from its link for anyone at /v/valentine-card/card/:id.
export default defineRoutes({
  campaign: 'valentine',
  title: 'The valentine card: a template, one of my recordings and a message, saved and shared.',
  routes: [
    {
      path: '/v/valentine-card',
      screen: 'makeCard',
      meta: { title: TITLES.make },
      reads: [RECORDINGS_READ],
      children: [
        {
          path: 'card/:id',
          screen: 'viewCard',
          noLimit: true,
          meta: { title: TITLES.card },
          reads: [CARD_READ],
        },
      ],
    },
  ],
  examples: ['/v/valentine-card', '/v/valentine-card/card/v1'],
});
