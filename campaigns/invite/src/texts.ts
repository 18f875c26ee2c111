// Texts more than one screen says (English keys).

export const HOME_TEXTS = {
  earnEach: 'Earn {amount} for every friend who joins',
  myCash: 'My cash',
  invited: '{n, plural, one {# friend invited} other {# friends invited}}',
  invitedBy: 'Invited by',
  people: 'People I invited',
  ranking: 'Invite ranking',
  lists: 'Invites',
  nobody: 'Nobody has joined with your code yet. Share it with a friend.',
  noRanking: 'Nobody is ranked yet.',
  joined: 'Joined {date}',
  me: 'You',
} as const;

export const LAKH_POINTS = '{n, plural, one {# point} other {# points}}';
