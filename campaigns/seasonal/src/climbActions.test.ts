// @vitest-environment node
import type { Season } from '@h5/core-api/contracts/seasonal';
import { describe, expect, it } from 'vitest';
import { seasonActions } from './climbActions.ts';
import { SEASON_PAGES, seasonPage } from './seasonPages.ts';

const season = (teams?: Season['teams']): Season => ({
  score_name: 'Points',
  rewards: [],
  rules: [],
  ...(teams ? { teams } : {}),
});

describe('seasonActions', () => {
  it('gives every seasonal page at least one action and steps to take part', () => {
    for (const p of SEASON_PAGES) {
      expect(p.steps.length, p.screen).toBeGreaterThan(0);
      if (!p.teams) expect(p.actions.length, p.screen).toBeGreaterThan(0);
    }
  });

  it('opens the season’s own app screen for its promotion, the first action the main one', () => {
    expect(seasonActions(seasonPage('zsj'), '3302', season())).toEqual([
      { label: 'Sing a campaign song', link: 'smapp://sing?promotion_id=3302', primary: true },
    ]);
    expect(seasonActions(seasonPage('partyCarnival'), '3309', season()).map((a) => a.link)).toEqual([
      'smapp://my_party_room?promotion_id=3309',
      'smapp://party_rooms?promotion_id=3309',
    ]);
    expect(seasonActions(seasonPage('localActivityHorse'), '3304', season())[0]?.link).toBe(
      'smapp://party_rooms?promotion_id=3304',
    );
  });

  it('lets the World Cup cheer each team the server lists, by its match lives', () => {
    const actions = seasonActions(
      seasonPage('worldCup'),
      '3301',
      season([
        { key: 'arg', name: 'Argentina' },
        { key: 'mar', name: 'Morocco' },
      ]),
    );
    expect(actions).toEqual([
      { label: 'Argentina', server: true, link: 'smapp://lives?promotion_id=3301&team=arg', primary: false },
      { label: 'Morocco', server: true, link: 'smapp://lives?promotion_id=3301&team=mar', primary: false },
    ]);
  });
});
