import { flattenRoutes } from '@h5/ui-kit/routes';
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  type CategoryEvent,
  categoryRoute,
  eventAt,
  WEEKLY,
  type WeeklyEvent,
  weeklyRoute,
} from './events.ts';
import routes from './routes.ts';

describe('a new season or event is configuration', () => {
  it('gives a new weekly event its three screens from one entry', () => {
    const next: WeeklyEvent = { ...WEEKLY[0]!, path: '/v/weekly-star-ramadan', event: 'weekly-star-ramadan' };
    const flat = flattenRoutes([weeklyRoute(next)]);
    expect(flat.map((r) => [r.path, r.screen])).toEqual([
      ['/v/weekly-star-ramadan', undefined],
      ['/v/weekly-star-ramadan/index', 'weeklyIndex'],
      ['/v/weekly-star-ramadan/honor-wall', 'weeklyHonor'],
      ['/v/weekly-star-ramadan/rule', 'weeklyRule'],
    ]);
    expect(eventAt([...WEEKLY, next], '/v/weekly-star-ramadan/rule')).toBe(next);
  });

  it('gives a category page one screen per category, the first by default', () => {
    const e: CategoryEvent = { ...CATEGORIES[0]!, userList: undefined };
    const r = categoryRoute(e);
    expect(r.redirect).toEqual({ to: 'most-popular' });
    expect(r.children?.map((c) => c.path)).toEqual([
      'most-popular',
      'bestroom',
      'most-powerful',
      'best-team',
    ]);
  });

  it('routes every configured event', () => {
    const paths = flattenRoutes(routes.routes).map((r) => r.path);
    for (const e of [...WEEKLY, ...CATEGORIES]) expect(paths).toContain(e.path);
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
