import { describe, expect, it } from 'vitest';
import { render, runtime } from '../testRender.tsx';
import { formatChance, groupPrizes, PrizeGrid } from './PrizeGrid.tsx';

describe('groupPrizes', () => {
  it('shows a prize won several times once, with how many, in the order first won', () => {
    const p = (id: number) => ({ id, name: `P${id}`, icon: `/i/${id}.png` });
    expect(groupPrizes([p(2), p(1), p(2), p(2)]).map((g) => [g.key, g.times])).toEqual([
      [2, 3],
      [1, 1],
    ]);
  });
});

describe('formatChance', () => {
  it('reads as a percentage, small chances with two significant digits', () => {
    expect(formatChance('en', 0.5)).toBe('50%');
    expect(formatChance('en', 0.125)).toBe('12.5%');
    expect(formatChance('en', 0.0042)).toBe('0.42%');
    expect(formatChance('en', 0.05)).toBe('5%');
  });
});

describe('<PrizeGrid>', () => {
  it('shows icons, isolated names, counts from two and chances', async () => {
    runtime();
    const host = await render(
      <PrizeGrid
        prizes={[
          { key: 1, name: 'Sports car', icon: '/car.png', times: 1, chance: 0.001 },
          { key: 2, name: '10 Golds', icon: '/g.png', times: 3 },
        ]}
      />,
    );
    const items = host.querySelectorAll('li');
    expect(items[0]?.querySelector('bdi')?.textContent).toBe('Sports car');
    expect(items[0]?.querySelector('.blk-prize-times')).toBeNull();
    expect(items[0]?.querySelector('.blk-prize-chance')?.textContent).toBe('0.1% chance');
    expect(items[1]?.querySelector('.blk-prize-times')?.textContent).toBe('×3');
  });
});
