import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { SendButton } from '../sendButton.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('SendButton', () => {
  it('says it is sending and takes no tap while its request is out', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const onClick = vi.fn();
    const view = (pending: boolean, disabled = false) => (
      <SendButton pending={pending} disabled={disabled} onClick={onClick} testId="save">
        Save
      </SendButton>
    );
    await act(async () => root.render(view(false)));
    const button = host.querySelector('button') as HTMLButtonElement;
    expect(button.textContent).toBe('Save');
    expect(button.type).toBe('button');
    expect(button.className).toBe('h5-button h5-button-block');
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    await act(async () => root.render(view(true)));
    expect(button.textContent).toBe('Sending…');
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    await act(async () => root.render(view(false, true)));
    expect(button.textContent).toBe('Save');
    expect(button.disabled).toBe(true);
    await act(async () => root.unmount());
    host.remove();
  });
});
