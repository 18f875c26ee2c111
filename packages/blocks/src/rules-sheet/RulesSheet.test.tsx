import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { render, runtime } from '../testRender.tsx';
import { RulesSheet } from './RulesSheet.tsx';

describe('<RulesSheet>', () => {
  it('opens the numbered rules, leaving out those whose data has not arrived', async () => {
    runtime();
    const host = await render(
      <RulesSheet
        rules={[
          { text: 'One hit costs {one} golds.', vars: { one: 20 } },
          null,
          { text: 'Prizes arrive at once.' },
        ]}
      />,
    );
    expect(document.querySelector('[data-testid=rules]')).toBeNull();
    await act(async () => host.querySelector('button')?.click());
    const items = [...document.querySelectorAll('[data-testid=rules] li')].map((li) => li.textContent);
    expect(items).toEqual(['One hit costs 20 golds.', 'Prizes arrive at once.']);
  });
});
