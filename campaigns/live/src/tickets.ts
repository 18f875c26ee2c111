// Spec 3, 4: the live-content tickets. The count the page shows drops by one as soon as a ticket
// is used, and the server's count replaces it when the server answers (it knows uses from other
// devices). A use the server refused gives the ticket back.

/** Spec 3: the tickets the user may use, from `login_list.my_info.can_use_ticket`; a visitor has none. */
export function ticketsOf(info: {
  login_list: { my_info: { can_use_ticket: number } | null };
}): number | null {
  return info.login_list.my_info?.can_use_ticket ?? null;
}

/** Spec 4: the count right after a use, before the server answers (never below zero). */
export function afterUse(count: number): number {
  return Math.max(0, count - 1);
}

/** The count once the server answered: its count wins; without one (refused), the ticket is back. */
export function afterAnswer(local: number, server: number | null): number {
  return server ?? local + 1;
}

/** Whether a ticket can be used now. */
export function canUse(count: number | null): boolean {
  return count !== null && count > 0;
}

export const TICKET_TEXTS = {
  count: '{n, plural, one {You have # ticket} other {You have # tickets}}',
  none: 'You have no tickets left. Watch lives to earn more.',
  use: 'Use a ticket',
  ask: 'Use a ticket on {name}?',
  one: '1 ticket',
  gets: '{name} gets',
  more: '1 more ticket',
  used: 'Ticket sent to {name}',
  received: '{n, plural, one {# ticket} other {# tickets}}',
  join: 'Join the game',
  joined: 'You are in the game. Fans can now support you with tickets.',
  inGame: 'You are in the game',
  joinAsk: 'Join the game as a player? Fans will see you in the list and can send you tickets.',
} as const;
