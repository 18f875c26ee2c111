import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIALOG_CLOSE_GUARD_MS, Dialog } from '../dialog.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.useRealTimers();
});

describe('Dialog', () => {
  it('leaves its backdrop for a moment after it closes, so a second tap lands on nothing', async () => {
    vi.useFakeTimers();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const view = (open: boolean) => (
      <Dialog open={open} title="Remove this member?" onClose={() => {}}>
        <p>They leave the guild at once.</p>
      </Dialog>
    );
    await act(async () => root.render(view(false)));
    expect(host.innerHTML).toBe('');
    await act(async () => root.render(view(true)));
    expect(host.querySelector('[role="dialog"]')?.textContent).toContain('They leave the guild at once.');
    await act(async () => root.render(view(false)));
    expect(host.querySelector('[role="dialog"]')).toBeNull();
    const guard = host.querySelector('.h5-dialog-closing');
    expect(guard?.querySelector('.h5-backdrop')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(DIALOG_CLOSE_GUARD_MS - 1);
    });
    expect(host.querySelector('.h5-dialog-closing')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(host.innerHTML).toBe('');
    await act(async () => root.unmount());
    host.remove();
  });

  it('opens again at once, without the guard, when asked during it', async () => {
    vi.useFakeTimers();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const view = (open: boolean) => (
      <Dialog open={open} title="Sign in" onClose={() => {}}>
        <p>Body</p>
      </Dialog>
    );
    await act(async () => root.render(view(true)));
    await act(async () => root.render(view(false)));
    await act(async () => root.render(view(true)));
    expect(host.querySelector('[role="dialog"]')).not.toBeNull();
    expect(host.querySelector('.h5-dialog-closing')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(DIALOG_CLOSE_GUARD_MS);
    });
    expect(host.querySelector('[role="dialog"]')).not.toBeNull();
    await act(async () => root.unmount());
    host.remove();
  });
});
