import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmAction, ConfirmSheet, type ConfirmSheetProps } from './ConfirmSheet.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

function show(over: Partial<ConfirmSheetProps> = {}) {
  const props: ConfirmSheetProps = {
    open: true,
    title: 'Exchange coins',
    spend: '$10.00',
    receive: '1,000 coins',
    balanceAfter: '$5.00',
    pending: false,
    onConfirm: vi.fn(),
    onCancel: vi.fn(),
    ...over,
  };
  act(() => root.render(<ConfirmSheet {...props} />));
  const q = (id: string) => host.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  return { props, q };
}

describe('ConfirmSheet', () => {
  it('says what is spent, what is received and the balance after, as a bottom sheet', () => {
    const { q } = show();
    const dialog = host.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(host.querySelector('.h5-dialog-sheet')).not.toBeNull();
    expect(q('confirm-spend')?.textContent).toBe('You spend$10.00');
    expect(q('confirm-receive')?.textContent).toBe('You get1,000 coins');
    expect(q('confirm-balance-after')?.textContent).toBe('Balance after$5.00');
  });

  it('leaves the balance line out when it is not known', () => {
    const { q } = show({ balanceAfter: undefined });
    expect(q('confirm-balance-after')).toBeNull();
    expect(q('confirm-fee')).toBeNull();
  });

  it('names the fee between what is spent and what is received, where there is one', () => {
    const { q } = show({ spend: '₹100.00', fee: '₹2.00', receive: '₹98.00' });
    expect(q('confirm-fee')?.textContent).toBe('Fee₹2.00');
    const lines = [...host.querySelectorAll('[data-testid^="confirm-"]')].map((e) =>
      e.getAttribute('data-testid'),
    );
    expect(lines.slice(0, 4)).toEqual([
      'confirm-spend',
      'confirm-fee',
      'confirm-receive',
      'confirm-balance-after',
    ]);
  });

  it('names who gets it when it is not the user', () => {
    const { q } = show({ receive: '1 more ticket', receiveLabel: 'Rohan gets' });
    expect(q('confirm-receive')?.textContent).toBe('Rohan gets1 more ticket');
  });

  it('confirms and cancels', () => {
    const { props, q } = show({ confirmLabel: 'Exchange' });
    expect(q('confirm-ok')?.textContent).toBe('Exchange');
    act(() => q('confirm-ok')?.click());
    expect(props.onConfirm).toHaveBeenCalledTimes(1);
    act(() => q('confirm-cancel')?.click());
    expect(props.onCancel).toHaveBeenCalledTimes(1);
  });

  it('while pending, confirm is disabled and nothing closes the sheet', () => {
    const { props, q } = show({ pending: true });
    const ok = q('confirm-ok') as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    expect(ok.getAttribute('aria-busy')).toBe('true');
    expect(ok.textContent).toBe('Sending…');
    act(() => ok.click());
    act(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    act(() => host.querySelector<HTMLElement>('.h5-backdrop')?.click());
    expect(props.onConfirm).not.toHaveBeenCalled();
    expect(props.onCancel).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    show({ open: false });
    expect(host.querySelector('[role="dialog"]')).toBeNull();
  });

  it('lays out with logical properties and no fixed widths, so it holds in RTL at 360 px', () => {
    const css = readFileSync(join(import.meta.dirname, 'confirmSheet.css'), 'utf8');
    expect(css).not.toMatch(/\b(left|right)\b|margin-(left|right)|padding-(left|right)/);
    expect(css).not.toMatch(/\bwidth:\s*\d/);
  });
});

describe('ConfirmAction', () => {
  it('asks before an action that cannot be taken back, in its own words, on the warning colour', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    act(() =>
      root.render(
        <ConfirmAction
          open
          title="Leave the guild?"
          confirmLabel="Leave"
          cancelLabel="Stay"
          danger
          onConfirm={onConfirm}
          onCancel={onCancel}
        >
          <p>You lose your stars this month.</p>
        </ConfirmAction>,
      ),
    );
    const ok = host.querySelector<HTMLButtonElement>('[data-testid="confirm-ok"]');
    expect(host.querySelector('[role="dialog"]')?.textContent).toContain('You lose your stars this month.');
    expect(ok?.textContent).toBe('Leave');
    expect(ok?.className).toContain('h5-confirm-danger');
    expect(host.querySelector('[data-testid="confirm-cancel"]')?.textContent).toBe('Stay');
    act(() => ok?.click());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('names its confirm for a test when asked, and is not a warning by default', () => {
    act(() =>
      root.render(
        <ConfirmAction
          open
          title="Send?"
          confirmLabel="Send"
          onConfirm={() => {}}
          onCancel={() => {}}
          confirmTestId="confirm-report"
        >
          <p>Sure?</p>
        </ConfirmAction>,
      ),
    );
    const ok = host.querySelector('[data-testid="confirm-report"]');
    expect(ok?.className).not.toContain('h5-confirm-danger');
  });
});
