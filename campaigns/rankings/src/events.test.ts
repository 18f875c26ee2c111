import { flattenRoutes } from '@h5/ui-kit/routes';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, eventAt, WEEKLY } from './events.ts';
import routes from './routes.ts';

// What ships: the campaign's own routes, made from its event lists. Each event's pages ask the
// server for that event's key, so a new season is the server's data and a new event one entry.
const shipped = flattenRoutes(routes.routes);
const at = (path: string) => shipped.find((r) => r.path === path);

describe('each configured event is a page that asks the server for its own data', () => {
  it('gives every weekly event its three screens, its board and honor wall read by its key', () => {
    for (const e of WEEKLY) {
      expect(at(e.path)?.redirect?.to, e.path).toBe(`${e.path}/index`);
      expect(shipped.filter((r) => r.topLevel === e.path && r.screen).map((r) => [r.path, r.screen])).toEqual(
        [
          [`${e.path}/index`, 'weeklyIndex'],
          [`${e.path}/honor-wall`, 'weeklyHonor'],
          [`${e.path}/rule`, 'weeklyRule'],
        ],
      );
      expect(at(`${e.path}/index`)?.reads).toContainEqual({
        call: 'rankings.board',
        params: { event: e.event },
      });
      expect(at(`${e.path}/honor-wall`)?.reads).toEqual([
        { call: 'rankings.honor', params: { event: e.event } },
      ]);
    }
  });

  it('gives a category page one screen per category, the first by default, each read by event and category', () => {
    for (const e of CATEGORIES) {
      expect(at(e.path)?.redirect?.to).toBe(`${e.path}/${e.categories[0]!.route}`);
      for (const c of e.categories) {
        const reads = at(`${e.path}/${c.route}`)?.reads;
        expect(reads, `${e.path}/${c.route}`).toContainEqual({
          call: 'rankings.honor',
          params: { event: e.event, category: c.route },
        });
        expect(reads).toContainEqual({
          call: 'rankings.board',
          params: { event: e.event, category: c.route },
        });
      }
    }
    expect(at('/v/honor-wall/user-list')?.reads).toEqual([
      { call: 'rankings.honoredUsers', params: { event: 'honor-wall', page: 1 } },
    ]);
  });

  it('finds the event of a page, and none for a path that only starts alike', () => {
    expect(eventAt(WEEKLY, '/v/weekly-star/index')?.event).toBe('weekly-star');
    expect(eventAt(WEEKLY, '/v/weekly-star-red/index')?.event).toBe('weekly-star-red');
    expect(eventAt(WEEKLY, '/v/weekly-starlight')).toBeUndefined();
  });
});

describe('the rules state no fact the server does not', () => {
  // A weekday, a time zone or a payment delay written in the page would be our invention stated
  // as fact: the week's bounds and the time left are the server's, and no answer names a delay.
  const INVENTED = /\b(Monday|Sunday|UTC|within|working days?)\b|\b\d+ days?\b|\bthree days\b/i;

  it('names no weekday, time zone or reward delay', () => {
    const rules = WEEKLY.flatMap((e) => [...e.rules]);
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.filter((r) => INVENTED.test(r))).toEqual([]);
  });
});
