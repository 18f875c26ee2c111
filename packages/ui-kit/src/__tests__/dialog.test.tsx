import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIALOG_CLOSE_GUARD_MS, Dialog } from '../dialog.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
let root: Root;
const view = (open: boolean) => (
  <Dialog
    open={open}
    title="Remove this member?"
    onClose={() => {}}
    actions={
      <button type="button" data-testid="confirm-ok">
        Remove
      </button>
    }
  >
    <p>They leave the guild at once.</p>
  </Dialog>
);
async function mount(open: boolean) {
  vi.useFakeTimers();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(view(open)));
}
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
  vi.useRealTimers();
});

describe('Dialog', () => {
  it('keeps the place of its tapped confirm from taps for a moment after it closes', async () => {
    await mount(true);
    const ok = host.querySelector('[data-testid="confirm-ok"]') as HTMLButtonElement;
    ok.getBoundingClientRect = () => DOMRect.fromRect({ x: 200, y: 560, width: 120, height: 40 });
    await act(async () => {
      ok.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    await act(async () => root.render(view(false)));
    expect(host.querySelector('[role="dialog"]')).toBeNull();
    const guard = host.querySelector<HTMLElement>('[data-testid="dialog-tap-guard"]');
    expect(guard?.style.cssText).toBe('left: 200px; top: 560px; width: 120px; height: 40px;');
    await act(async () => {
      vi.advanceTimersByTime(DIALOG_CLOSE_GUARD_MS - 1);
    });
    expect(host.querySelector('[data-testid="dialog-tap-guard"]')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(host.innerHTML).toBe('');
  });

  it('leaves nothing behind when it was closed without a tap on one of its buttons', async () => {
    await mount(true);
    await act(async () => root.render(view(false)));
    expect(host.innerHTML).toBe('');
  });

  it('opens again at once when asked during the guard, and forgets the earlier tap', async () => {
    await mount(true);
    const ok = host.querySelector('[data-testid="confirm-ok"]') as HTMLButtonElement;
    await act(async () => {
      ok.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    await act(async () => root.render(view(false)));
    await act(async () => root.render(view(true)));
    expect(host.querySelector('[role="dialog"]')).not.toBeNull();
    expect(host.querySelector('[data-testid="dialog-tap-guard"]')).toBeNull();
    await act(async () => root.render(view(false)));
    expect(host.innerHTML).toBe('');
  });
});
