import type { MyGuildRole } from '@h5/core-api/contracts/guild';
import { describe, expect, it } from 'vitest';
import { defaultIdentity, identityFor, landingOf, parseIdentity } from './identity.ts';

const role = (atevent: 0 | 1 | 2, broadcaster: 0 | 1 | 2, is_broadcaster = true): MyGuildRole => ({
  roles: [
    { identity: 0, role_id: atevent, guild_id: atevent ? 201 : 0, pending_guild_id: 0 },
    { identity: 1, role_id: broadcaster, guild_id: broadcaster ? 101 : 0, pending_guild_id: 0 },
  ],
  is_broadcaster,
});

describe('identity (spec 6: 0 atevent, 1 broadcaster)', () => {
  it('reads only 0 and 1 from the query', () => {
    expect(parseIdentity('0')).toBe(0);
    expect(parseIdentity('1')).toBe(1);
    for (const bad of [null, undefined, '', '2', 'x', ' 1', '01']) expect(parseIdentity(bad)).toBeNull();
  });

  it('chooses the identity whose role fits the screen, broadcaster first', () => {
    const presidentAndMember = role(2, 1);
    expect(identityFor(presidentAndMember, 'president', null)).toBe(1);
    expect(identityFor(presidentAndMember, 'member', null)).toBe(0);
    expect(identityFor(presidentAndMember, 'guild', null)).toBe(1);
    expect(identityFor(role(2, 2), 'member', null)).toBe(1);
    expect(identityFor(role(0, 0), 'guild', null)).toBeNull();
  });

  it('keeps the identity asked for only when the role in it fits', () => {
    expect(identityFor(role(2, 1), 'president', 1)).toBe(1);
    expect(identityFor(role(2, 1), 'president', 0)).toBeNull();
    expect(identityFor(role(2, 1), 'guild', 0)).toBe(0);
  });

  it('lands on the guild search in what the user is when in no guild', () => {
    expect(defaultIdentity(role(0, 0, false), null)).toBe(0);
    expect(defaultIdentity(role(0, 0, true), null)).toBe(1);
    expect(defaultIdentity(role(2, 0, true), null)).toBe(0);
    expect(defaultIdentity(role(2, 0, true), 1)).toBe(1);
  });

  it('sends a president, a member and a user in no guild to their pages', () => {
    expect(landingOf(1)).toBe('president');
    expect(landingOf(2)).toBe('member-details');
    expect(landingOf(0)).toBe('no-participate-guild');
  });
});
