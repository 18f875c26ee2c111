import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { isPlainClick, LinkButtons, withVisitQuery } from '../link.tsx';

describe('withVisitQuery', () => {
  it("carries the visit's parameters and drops the screen's own", () => {
    const current = '?promotion_id=3001&lang=ar&fake_app=1&game=12&tab=2';
    expect(withVisitQuery('/v/x/ranking', {}, current)).toBe(
      '/v/x/ranking?promotion_id=3001&lang=ar&fake_app=1',
    );
  });
  it('adds the target screen parameters, and a null removes one', () => {
    expect(withVisitQuery('/v/x/mybets', { tab: 'settled', lang: null }, '?lang=ar&promotion_id=7')).toBe(
      '/v/x/mybets?promotion_id=7&tab=settled',
    );
  });
  it("keeps a parameter the target path already names over the visit's", () => {
    expect(withVisitQuery('/v/x?promotion_id=8', {}, '?promotion_id=7')).toBe('/v/x?promotion_id=8');
  });
  it('leaves a bare path bare', () => {
    expect(withVisitQuery('/v/x', {}, '')).toBe('/v/x');
  });
});

describe('isPlainClick', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  it('navigates in place only on a plain primary click', () => {
    expect(isPlainClick(click)).toBe(true);
    for (const k of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(isPlainClick({ ...click, [k]: true })).toBe(false);
    }
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('LinkButtons', () => {
  it('draws each way on as a real link, the next step first and the ways back quieter', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <LinkButtons
          stacked
          links={[
            { to: '/v/x/record', label: 'Withdrawal record', testId: 'next' },
            { to: '/v/x/income', label: 'Back to my earnings', secondary: true },
          ]}
        />,
      ),
    );
    const links = [...host.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(['Withdrawal record', 'Back to my earnings']);
    expect(links[0]?.className).toBe('h5-link h5-button');
    expect(links[1]?.className).toBe('h5-link h5-button h5-button-secondary');
    expect(links[1]?.getAttribute('href')).toMatch(/^\/v\/x\/income/);
    expect(host.firstElementChild?.className).toBe('h5-link-buttons h5-link-buttons-stacked');
    await act(async () => root.unmount());
    host.remove();
  });
});
