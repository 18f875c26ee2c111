// The tips for broadcasters, as English keys (translated in messages/): general advice. The
// guild's rules are the server's (`guild.rules`), not the page's.

export const BROADCASTER_TIPS = [
  'Go live at the same time every day, so your fans know when to find you.',
  'Thank every gift by name: people come back where they are seen.',
  'Join your guild’s PK rounds: every star in a round counts for your guild.',
  'Keep your cover bright and your title short and clear.',
  'An hour live makes the day valid: plan at least that.',
  'Ask your president about events, schedules and bonuses.',
] as const;
