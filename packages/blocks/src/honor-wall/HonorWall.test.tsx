import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { render, runtime } from '../testRender.tsx';
import { HONOR_TEXTS, type HonorStage, HonorWall, stageDates } from './HonorWall.tsx';

const day = (d: number) => Date.UTC(2026, 2, d, 12);
/** Intl's ranges use thin spaces around the dash. */
const plain = (s: string | null | undefined) => s?.replace(/\s/g, ' ');
const stages: HonorStage[] = [
  {
    key: 'w2',
    label: 'Week 2',
    start: day(9),
    end: day(15),
    entries: [
      { uid: 'b', rank: 2, name: 'نور', award: 'Silver mic' },
      { uid: 'a', rank: 1, name: 'Aarav', award: 'Gold mic', awardIcon: '/gold.png' },
    ],
  },
  { key: 'w1', label: 'Week 1', start: day(2), end: day(8), entries: [] },
];

describe('stageDates', () => {
  it('says the stage as one range in the page language', () => {
    expect(plain(stageDates('en', day(9), day(15)))).toBe('Mar 9 – 15, 2026');
    expect(stageDates('en', day(9))).toBe('Mar 9, 2026');
    expect(stageDates('en')).toBe('');
    expect(stageDates('ar', day(9), day(15))).toMatch(/مارس/);
  });
});

describe('<HonorWall>', () => {
  it('shows the first stage, ranked, names and awards isolated, and switches stage by its chip', async () => {
    runtime();
    const host = await render(<HonorWall stages={stages} />);
    const chips = host.querySelectorAll<HTMLButtonElement>('[role=tab]');
    expect([...chips].map((c) => c.textContent)).toEqual(['Week 2', 'Week 1']);
    expect(chips[0]?.getAttribute('aria-selected')).toBe('true');
    const rows = host.querySelectorAll('[data-testid=honor-entry]');
    expect([...rows].map((r) => r.querySelector('.h5-name, bdi')?.textContent)).toEqual(['Aarav', 'نور']);
    expect(rows[0]?.querySelector('.blk-honor-award bdi')?.textContent).toBe('Gold mic');
    expect(rows[0]?.querySelector('.blk-honor-award img')?.getAttribute('src')).toBe('/gold.png');
    expect(plain(host.querySelector('.blk-honor-dates')?.textContent)).toBe('Mar 9 – 15, 2026');
    await act(async () => chips[1]!.click());
    expect(host.querySelector('.blk-honor-label')?.textContent).toBe('Week 1');
    expect(host.querySelector('[data-testid=honor-stage]')?.textContent).toContain(HONOR_TEXTS.empty);
  });

  it('keeps to the top entries and says when there are no stages', async () => {
    runtime();
    const one = await render(<HonorWall stages={[stages[0]!]} top={1} />);
    expect(one.querySelectorAll('[data-testid=honor-entry]')).toHaveLength(1);
    expect(one.querySelector('[role=tablist]')).toBeNull();
    const none = await render(<HonorWall stages={[]} />);
    expect(none.textContent).toBe(HONOR_TEXTS.none);
  });
});
