import { describe, expect, it } from 'vitest';
import { render, runtime } from '../testRender.tsx';
import { MenuList } from './MenuList.tsx';

describe('<MenuList>', () => {
  it('makes each row one link carrying the visit, with its value, badge and chevron', async () => {
    runtime();
    history.replaceState(null, '', '/v/test/?lang=ar&promotion_id=7');
    const host = await render(
      <MenuList
        label="More"
        items={[
          { to: 'record', label: 'Withdrawal record', testId: 'record-row' },
          { to: 'vouchers', label: 'Vouchers', icon: '/v.png', value: <bdi>3</bdi>, badge: 'new' },
        ]}
      />,
    );
    const rows = host.querySelectorAll('a.blk-menu-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.getAttribute('data-testid')).toBe('record-row');
    expect(rows[0]?.getAttribute('href')).toContain('lang=ar');
    expect(rows[0]?.getAttribute('href')).toContain('promotion_id=7');
    expect(rows[0]?.querySelector('.blk-menu-icon')).toBeNull();
    expect(rows[1]?.querySelector('.blk-menu-icon img')?.getAttribute('src')).toBe('/v.png');
    expect(rows[1]?.querySelector('.blk-menu-value')?.textContent).toBe('3');
    expect(rows[1]?.querySelector('.blk-menu-badge')?.textContent).toBe('new');
    // The chevron is the icon door's forward one, which turns with the page's direction.
    expect(rows[1]?.querySelector('svg.blk-menu-chevron')?.classList.contains('h5-icon-mirror')).toBe(true);
    expect(host.querySelector('nav')?.getAttribute('aria-label')).toBe('More');
  });
});
