import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, runtime } from '../testRender.tsx';
import { Climb } from './Climb.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<Climb>', () => {
  it('says what the ranking counts, how to take part, and opens the action’s app screen from a browser', async () => {
    runtime();
    const host = await render(
      <Climb
        rankedBy="Votes"
        steps={['Sing a campaign song.', 'Share it for votes.']}
        actions={[{ label: 'Sing now', link: 'smapp://sing?promotion_id=3302', primary: true }]}
      />,
    );
    expect(host.querySelector('[data-testid=ranked-by]')?.textContent).toBe('Ranked by: Votes');
    const steps = [...host.querySelectorAll('[data-testid=climb-steps] li')].map((li) => li.textContent);
    expect(steps).toEqual(['Sing a campaign song.', 'Share it for votes.']);
    const button = host.querySelector<HTMLButtonElement>('[data-testid=climb-action]')!;
    expect(button.textContent).toBe('Sing now');
    await act(async () => button.click());
    // In a browser the app is tried through a hidden frame carrying the deep link.
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('smapp://sing?promotion_id=3302');
    expect(host.querySelector('.blk-climb-note')).not.toBeNull();
  });

  it('in the app says nothing of a store', async () => {
    runtime({ inApp: true });
    const host = await render(<Climb rankedBy="Votes" steps={[]} actions={[]} />);
    expect(host.querySelector('.blk-climb-note')).toBeNull();
  });
});
