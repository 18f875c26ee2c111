import { currentToast } from '@h5/ui-kit';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { render, runtime } from '../testRender.tsx';
import { type CheckInDay, CheckInStrip, checkInDayState } from './CheckInStrip.tsx';
import css from './styles.css?raw';

const week = (claimedUpTo: number): CheckInDay[] =>
  Array.from({ length: 7 }, (_, i) => ({
    claimed: i < claimedUpTo,
    reward: { icon: '/g.png', amount: (i + 1) * 10 },
  }));

describe('checkInDayState', () => {
  it('marks claimed days, today, missed days and days to come', () => {
    expect(checkInDayState({ claimed: true }, 0, 2)).toBe('claimed');
    expect(checkInDayState({ claimed: false }, 1, 2)).toBe('missed');
    expect(checkInDayState({ claimed: false }, 2, 2)).toBe('today');
    expect(checkInDayState({ claimed: false }, 3, 2)).toBe('future');
  });
});

describe('<CheckInStrip>', () => {
  it('lays the days out from the start edge in day order, so right-to-left pages mirror it', async () => {
    runtime();
    const host = await render(
      <CheckInStrip days={week(2)} today={2} scope="rtl" checkIn={async () => ({})} />,
    );
    const days = [...host.querySelectorAll('[data-testid=check-in-day]')];
    expect(days.map((d) => d.querySelector('.blk-day-name')?.textContent)).toEqual([
      'Day 1',
      'Day 2',
      'Day 3',
      'Day 4',
      'Day 5',
      'Day 6',
      'Day 7',
    ]);
    expect(days.map((d) => d.getAttribute('data-state'))).toEqual([
      'claimed',
      'claimed',
      'today',
      'future',
      'future',
      'future',
      'future',
    ]);
    // Nothing pins a direction: the page's dir decides which edge day 1 sits on.
    expect(host.querySelector('[dir=ltr] .blk-day, .blk-checkin[dir]')).toBeNull();
    expect(css).not.toMatch(/row-reverse|direction:/);
  });

  it('checks in once on a double tap and then says so', async () => {
    runtime();
    const keys: string[] = [];
    let done = 0;
    const host = await render(
      <CheckInStrip
        days={week(1)}
        today={1}
        scope="double"
        checkIn={async (key) => {
          keys.push(key);
          return {};
        }}
        onCheckedIn={() => {
          done += 1;
        }}
      />,
    );
    const button = host.querySelector<HTMLButtonElement>('[data-testid=check-in]')!;
    expect(button.disabled).toBe(false);
    await act(async () => {
      button.click();
      button.click();
    });
    expect(keys).toHaveLength(1);
    expect(done).toBe(1);
    expect(button.disabled).toBe(true);
    expect(host.querySelectorAll('[data-state=claimed]')).toHaveLength(2);
  });

  it('offers no check-in once today is claimed', async () => {
    runtime();
    const host = await render(
      <CheckInStrip days={week(3)} today={2} scope="done" checkIn={async () => ({})} />,
    );
    expect(host.querySelector<HTMLButtonElement>('[data-testid=check-in]')?.disabled).toBe(true);
  });

  it("says what the check-in gave in the campaign's words, from the answer", async () => {
    runtime();
    currentToast.value = null;
    const host = await render(
      <CheckInStrip
        days={week(1)}
        today={1}
        scope="own-words"
        checkIn={async () => ({ star: 5, gained: 2 })}
        doneText={(r) => `Checked in. ${r.gained} stars added.`}
      />,
    );
    await act(async () => {
      host.querySelector<HTMLButtonElement>('[data-testid=check-in]')!.click();
    });
    expect(currentToast.peek()?.text).toBe('Checked in. 2 stars added.');
  });

  it('says "Reward claimed" when the campaign has no words of its own', async () => {
    runtime();
    currentToast.value = null;
    const host = await render(
      <CheckInStrip days={week(1)} today={1} scope="generic" checkIn={async () => ({})} />,
    );
    await act(async () => {
      host.querySelector<HTMLButtonElement>('[data-testid=check-in]')!.click();
    });
    expect(currentToast.peek()?.text).toBe('Reward claimed');
  });
});
