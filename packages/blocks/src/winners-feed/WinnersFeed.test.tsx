import { createResource } from '@h5/ui-kit';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { render, runtime } from '../testRender.tsx';
import { WinnersFeed } from './WinnersFeed.tsx';

describe('<WinnersFeed>', () => {
  it('masks names and keeps the prize whole in the sentence', async () => {
    runtime();
    const r = createResource(async () => [
      { key: 'a', name: 'Aarav Sharma', prize: '10 Golds', icon: '/i.png' },
    ]);
    const host = await render(
      <WinnersFeed r={r} entries={(d) => d} title="Lucky winners" empty="None yet" />,
    );
    expect(host.querySelectorAll('.h5-skeleton').length).toBeGreaterThan(0);
    await act(async () => void (await r.load()));
    expect(host.querySelector('.blk-winner-name')?.textContent).toBe('***av Sharma');
    expect(host.querySelector('.blk-winner-name')?.tagName).toBe('BDI');
    expect(host.querySelector('.blk-winner-prize')?.textContent).toBe('won \u206810 Golds\u2069');
    expect(host.querySelector('.blk-winner-icon')).not.toBeNull();
  });
  it('says the empty sentence', async () => {
    runtime();
    const r = createResource(async () => []);
    const host = await render(
      <WinnersFeed r={r} entries={(d) => d} title="Lucky winners" empty="None yet" />,
    );
    await act(async () => void (await r.load()));
    expect(host.querySelector('.h5-state')?.textContent).toBe('None yet');
  });
});
