// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { afterAnswer, afterUse, canUse, ticketsOf } from './tickets.ts';

describe('live-content tickets (spec 3, 4)', () => {
  it('reads login_list.my_info.can_use_ticket; a visitor has none', () => {
    expect(ticketsOf({ login_list: { my_info: { can_use_ticket: 3 } } })).toBe(3);
    expect(ticketsOf({ login_list: { my_info: null } })).toBeNull();
  });

  it('drops the count by one locally after a use, never below zero', () => {
    expect(afterUse(5)).toBe(4);
    expect(afterUse(1)).toBe(0);
    expect(afterUse(0)).toBe(0);
  });

  it('takes the server count when it answers, even when it differs from the local one', () => {
    expect(afterAnswer(4, 4)).toBe(4);
    expect(afterAnswer(4, 2)).toBe(2);
  });

  it('gives the ticket back when the server refused the use', () => {
    expect(afterAnswer(afterUse(3), null)).toBe(3);
  });

  it('allows a use only with a ticket left', () => {
    expect(canUse(1)).toBe(true);
    expect(canUse(0)).toBe(false);
    expect(canUse(null)).toBe(false);
  });
});
