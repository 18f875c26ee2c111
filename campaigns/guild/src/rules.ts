// The guild's rules and the tips for broadcasters, as English keys (translated in messages/).

export const GUILD_RULES = [
  'A guild is led by its president, who approves new members and may remove them.',
  'You can be in one guild as a broadcaster and in one as an event host.',
  'Joining a guild that is not open to all takes its president’s approval. You can wait on one application at a time.',
  'Stars count the gifts you receive while live. A day counts as valid after an hour live.',
  'Stats and income are counted by day, by week from Monday and by month, in UTC.',
  'The president receives a share of the members’ star income.',
  'Weekly bonuses are paid on Mondays and listed under historical bonus.',
  'A president cannot leave the guild. A member who leaves keeps what they earned so far.',
] as const;

export const BROADCASTER_TIPS = [
  'Go live at the same time every day, so your fans know when to find you.',
  'Thank every gift by name: people come back where they are seen.',
  'Join your guild’s PK rounds: every star in a round counts for your guild.',
  'Keep your cover bright and your title short and clear.',
  'An hour live makes the day valid: plan at least that.',
  'Ask your president about events, schedules and bonuses.',
] as const;
