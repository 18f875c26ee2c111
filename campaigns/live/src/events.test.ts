import { describe, expect, it } from 'vitest';
import { EVENT_PAGES, eventRoute, pageAt } from './events.ts';

describe('live and KTV event pages', () => {
  it('cover every event route of the issue, once each', () => {
    const paths = EVENT_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of [
      '/v/ranking-live',
      '/v/live-ladder',
      '/v/live-night-v1',
      '/v/live-record',
      '/v/talent-pk',
      '/v/broadcast',
      '/v/ktv-new-room',
      '/v/ktv-cheerful',
      '/v/speed-ktv',
      '/v/room-diamond-count',
      '/v/mic-reserve',
      '/v/mic-get-card',
    ])
      expect(paths).toContain(p);
  });

  it('finds the page and tab of a path, the first tab by default', () => {
    expect(pageAt('/v/ranking-live/hot-ranking')).toMatchObject({
      page: { event: 'ranking-live' },
      tab: 'hot-ranking',
    });
    expect(pageAt('/v/ranking-live')?.tab).toBe('segment');
    expect(pageAt('/v/speed-ktv')?.page.event).toBe('speed-ktv');
    expect(pageAt('/v/speed-ktv')?.tab).toBeUndefined();
    expect(pageAt('/v/unknown')).toBeUndefined();
  });

  it('gives a tabbed event one child route per tab and redirects to the first', () => {
    const r = eventRoute(EVENT_PAGES.find((p) => p.tabs)!);
    expect(r.redirect).toEqual({ to: 'segment' });
    expect(r.children?.map((c) => c.path)).toEqual(['segment', 'hot-ranking']);
  });
});

describe('the rules state no fact the server does not', () => {
  // A weekday, a time zone or a payment delay written in the page would be our invention stated
  // as fact: the week's bounds and the time left are the server's, and no answer names a delay.
  const INVENTED = /\b(Monday|Sunday|UTC|within|working days?)\b|\b\d+ days?\b|\bthree days\b/i;

  it('names no weekday, time zone or reward delay', () => {
    const rules = EVENT_PAGES.flatMap((e) => [...e.rules]);
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.filter((r) => INVENTED.test(r))).toEqual([]);
  });

  it("state none of the server's counts (a points step, a number of winners): those come from its answers", () => {
    const texts = EVENT_PAGES.flatMap((p) => [
      p.title,
      p.tagline,
      p.board,
      p.rankedBy,
      ...p.rules,
      ...p.steps,
    ]);
    expect(texts.filter((x) => /\d/.test(x))).toEqual([]);
  });
});
