import type { Fragment, StageEntry } from '@h5/core-api/contracts/annualCeremony';
import { describe, expect, it } from 'vitest';
import { afterExchange, afterStarSent, canSendStar, canTurnCard, starBody, turntableIds } from './rules.ts';

const entry = (x: Partial<StageEntry> = {}): StageEntry => ({
  id: 7,
  rank: 3,
  name: 'A',
  avatar: '',
  starlight: 100,
  ...x,
});

describe('starBody (spec 5)', () => {
  it('sends a user their uid, a room its room_id, a guild its guild_id, a country its locale', () => {
    expect(starBody('singer', entry())).toEqual({ to_uid: 7 });
    expect(starBody('goddess', entry())).toEqual({ to_uid: 7 });
    expect(starBody('ktv_room', entry({ room_id: 5100 }))).toEqual({ room_id: 5100 });
    expect(starBody('live-union', entry({ guild_id: 300 }))).toEqual({ guild_id: 300 });
    expect(starBody('national-war', entry({ locale: 'EG' }))).toEqual({ locale: 'EG' });
  });
  it('refuses a room, guild or country entry without its id', () => {
    expect(starBody('ktv_room', entry())).toBeNull();
    expect(starBody('live-union', entry())).toBeNull();
    expect(starBody('national-war', entry())).toBeNull();
  });
});

describe('afterStarSent (spec 4)', () => {
  const ok = { change_status: 0, change_score: 10, star: 0 };
  it('takes one star and raises the own entry by change_score', () => {
    expect(afterStarSent({ star: 3, self: entry() }, ok, true)).toEqual({
      star: 2,
      self: entry({ starlight: 110 }),
    });
  });
  it('leaves the own entry alone when the star went to someone else', () => {
    expect(afterStarSent({ star: 3, self: entry() }, ok, false)).toEqual({ star: 2, self: entry() });
  });
  it('never goes below zero stars', () => {
    expect(afterStarSent({ star: 0, self: null }, ok, false).star).toBe(0);
  });
  it('changes nothing when the send did not succeed', () => {
    const s = { star: 3, self: entry() };
    expect(afterStarSent(s, { ...ok, change_status: 1 }, true)).toBe(s);
  });
  it('says when a star can be sent', () => {
    expect(canSendStar(2, false)).toBe('open');
    expect(canSendStar(0, false)).toBe('no-stars');
    expect(canSendStar(5, true)).toBe('closed');
  });
});

describe('fragments (spec 4)', () => {
  const f = (type: string, count: number): Fragment => ({ type, name: type, icon: '', count });
  it('reduces each counted type, floor 0, and leaves the others', () => {
    expect(afterExchange([f('sun', 3), f('moon', 0), f('note', 2)], { sun: 1, moon: 1 })).toEqual([
      f('sun', 2),
      f('moon', 0),
      f('note', 2),
    ]);
  });
  it('turns a card only when every counted type is covered', () => {
    expect(canTurnCard([f('sun', 1), f('moon', 1)], { sun: 1, moon: 1 })).toBe(true);
    expect(canTurnCard([f('sun', 1), f('moon', 0)], { sun: 1, moon: 1 })).toBe(false);
    expect(canTurnCard([f('sun', 1)], { sun: 1, moon: 1 })).toBe(false);
  });
});

describe('turntableIds (spec 9)', () => {
  it('uses production ids in production and the test ids elsewhere', () => {
    expect(turntableIds('pro')).toEqual({ super: 1645, normal: 1644 });
    expect(turntableIds('test')).toEqual({ super: 1517, normal: 1516 });
    expect(turntableIds('dev')).toEqual({ super: 1517, normal: 1516 });
    expect(turntableIds('box')).toEqual({ super: 1517, normal: 1516 });
  });
});
