import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { render, runtime } from '../testRender.tsx';
import { type Task, TaskList, taskState } from './TaskList.tsx';

const task = (id: number, done: number, claimed = false): Task => ({
  id,
  title: `Task ${id}`,
  reward: { icon: '/gold.png', amount: 20 },
  done,
  target: 3,
  claimed,
  go: { to: 'sing' },
});

describe('taskState', () => {
  it('offers go until the target, then the claim, then says claimed', () => {
    expect(taskState({ done: 2, target: 3, claimed: false })).toBe('go');
    expect(taskState({ done: 3, target: 3, claimed: false })).toBe('claim');
    expect(taskState({ done: 5, target: 3, claimed: false })).toBe('claim');
    expect(taskState({ done: 3, target: 3, claimed: true })).toBe('claimed');
  });
});

describe('<TaskList>', () => {
  it('shows each task its button, progress and reward', async () => {
    runtime();
    const host = await render(
      <TaskList tasks={[task(1, 1), task(2, 3), task(3, 3, true)]} claim={async () => ({})} />,
    );
    const rows = [...host.querySelectorAll('[data-testid=task]')];
    expect(rows.map((r) => r.getAttribute('data-state'))).toEqual(['go', 'claim', 'claimed']);
    expect(rows[0]?.querySelector('a[data-testid=task-go]')?.getAttribute('href')).toContain('sing');
    expect(rows[0]?.querySelector('.blk-task-count')?.textContent).toBe('1 of 3 times');
    expect(rows[0]?.querySelector('progress')?.getAttribute('value')).toBe('1');
    expect(rows[1]?.querySelector('.blk-task-reward')?.textContent).toBe('+20');
    expect(rows[0]?.querySelector('bdi')?.textContent).toBe('Task 1');
  });

  it('claims once on a double tap, then shows the task claimed', async () => {
    runtime();
    const keys: string[] = [];
    let release = () => {};
    const claimed: Task[] = [];
    const host = await render(
      <TaskList
        tasks={[task(7, 3)]}
        scope="double"
        claim={(_t, key) => {
          keys.push(key);
          return new Promise((r) => {
            release = () => r({});
          });
        }}
        onClaimed={(t) => claimed.push(t)}
      />,
    );
    const button = host.querySelector<HTMLButtonElement>('[data-testid=task-claim]')!;
    await act(async () => {
      button.click();
      button.click();
    });
    await act(async () => release());
    expect(keys).toHaveLength(1);
    expect(claimed.map((t) => t.id)).toEqual([7]);
    expect(host.querySelector('[data-testid=task]')?.getAttribute('data-state')).toBe('claimed');
  });

  it('retries a claim whose answer was lost under the same key', async () => {
    runtime();
    const keys: string[] = [];
    const host = await render(
      <TaskList
        tasks={[task(8, 3)]}
        scope="lost"
        claim={async (_t, key) => {
          keys.push(key);
          if (keys.length === 1) throw new TypeError('Failed to fetch');
          return {};
        }}
      />,
    );
    const button = () => host.querySelector<HTMLButtonElement>('[data-testid=task-claim]')!;
    await act(async () => button().click());
    expect(host.querySelector('[data-testid=task]')?.getAttribute('data-state')).toBe('claim');
    await act(async () => button().click());
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(host.querySelector('[data-testid=task]')?.getAttribute('data-state')).toBe('claimed');
  });
});
