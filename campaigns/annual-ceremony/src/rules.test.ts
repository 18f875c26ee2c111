// @vitest-environment node
import type { Fragment, StageEntry } from '@h5/core-api/contracts/annualCeremony';
import { describe, expect, it } from 'vitest';
import {
  afterExchange,
  afterStarSent,
  canSendStar,
  canTurnCard,
  cardCostPhrase,
  cursorPages,
  fragmentsLeftPhrase,
  KEYWORD_MAX,
  reconcileStars,
  searchKeyword,
  starBody,
  turntableIds,
  warLead,
} from './rules.ts';

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
  it("says the server's cost of a card and what it leaves, in the fragments' own names", () => {
    const held = [
      { type: 'sun', name: 'Sun fragment', icon: '', count: 2 },
      { type: 'moon', name: 'Moon fragment', icon: '', count: 2 },
      { type: 'note', name: 'Note fragment', icon: '', count: 1 },
    ];
    const plain = (x: string) => x.replace(/[\u2068\u2069]/g, '');
    expect(plain(cardCostPhrase('en', held, { sun: 2, moon: 1 }))).toBe(
      '2 × Sun fragment and 1 × Moon fragment',
    );
    expect(plain(cardCostPhrase('en', held, { sun: 1, moon: 1, note: 1 }))).toBe(
      '1 × Sun fragment, 1 × Moon fragment, and 1 × Note fragment',
    );
    expect(plain(fragmentsLeftPhrase('en', held, { sun: 2, moon: 1 }))).toBe(
      'Sun fragment: 0, Moon fragment: 1',
    );
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

describe('reconcileStars (user-star read after a send)', () => {
  it('takes the server’s count over the local one, never below 0', () => {
    expect(reconcileStars(4, 4)).toBe(4);
    expect(reconcileStars(4, 7)).toBe(7);
    expect(reconcileStars(0, -2)).toBe(0);
    expect(reconcileStars(-1, null)).toBe(0);
    expect(reconcileStars(3, undefined)).toBe(3);
    expect(reconcileStars(3, Number.NaN)).toBe(3);
  });
});

describe('searchKeyword (searchGoddess)', () => {
  it('trims, cuts to the longest keyword, and sends nothing for blanks', () => {
    expect(searchKeyword('  Putri ')).toBe('Putri');
    expect(searchKeyword('   ')).toBeNull();
    expect(searchKeyword('x'.repeat(60))).toHaveLength(KEYWORD_MAX);
  });
});

describe('cursorPages (rankings by cursor)', () => {
  it('asks each page with the cursor the page before answered, and stops at the end', async () => {
    const asked: string[] = [];
    const rows = [1, 2, 3, 4, 5];
    const load = cursorPages(async (cursor) => {
      asked.push(cursor);
      const at = cursor ? rows.indexOf(Number(cursor)) + 1 : 0;
      const list = rows.slice(at, at + 2);
      const has_more = at + 2 < rows.length;
      return { list, has_more, next_cursor: has_more ? String(list[list.length - 1]) : '' };
    });
    expect(await load(1)).toEqual({ items: [1, 2], hasMore: true });
    expect(await load(2)).toEqual({ items: [3, 4], hasMore: true });
    expect(await load(3)).toEqual({ items: [5], hasMore: false });
    expect(asked).toEqual(['', '2', '4']);
    expect(await load(9)).toEqual({ items: [], hasMore: false });
  });

  it('goes on from page 2 when page 1 is already on the page', async () => {
    const asked: string[] = [];
    const load = cursorPages(
      async (cursor) => {
        asked.push(cursor);
        return { list: [3], has_more: false, next_cursor: '' };
      },
      { has_more: true, next_cursor: '2' },
    );
    expect(await load(2)).toEqual({ items: [3], hasMore: false });
    expect(asked).toEqual(['2']);
  });

  it('ends the list when the server gives no cursor though it says there is more', async () => {
    const load = cursorPages(async () => ({ list: [1], has_more: true, next_cursor: '' }));
    expect(await load(1)).toEqual({ items: [1], hasMore: false });
  });
});

describe('warLead', () => {
  it('names the leading side and its margin, none when level', () => {
    expect(
      warLead([
        { id: 1, score: 50 },
        { id: 2, score: 80 },
      ]),
    ).toEqual({ side: { id: 2, score: 80 }, by: 30 });
    expect(
      warLead([
        { id: 1, score: 50 },
        { id: 2, score: 50 },
      ]),
    ).toBeNull();
  });
});
