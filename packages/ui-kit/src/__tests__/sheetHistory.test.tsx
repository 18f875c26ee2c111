import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Dialog } from '../dialog.tsx';
import { navigate } from '../link.tsx';
import { initRouter, route } from '../router.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const decl = [
  { path: '/v/shop', screen: 'shop', noLimit: true },
  { path: '/v/shop/done', screen: 'done', noLimit: true },
];

let host: HTMLElement;
let root: Root;
let closes = 0;
let setOpen: (open: boolean) => void = () => {};

function Screen() {
  const [open, set] = useState(false);
  setOpen = set;
  return (
    <Dialog
      open={open}
      title="Spend 50 coins?"
      onClose={() => {
        closes++;
        set(false);
      }}
    >
      <p>Your balance after: 450 coins.</p>
    </Dialog>
  );
}

/** Lets the browser's history steps (asynchronous) and the renders after them happen. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 30)));
const dialog = () => host.querySelector('[role="dialog"]');

beforeEach(async () => {
  history.replaceState(null, '', '/v/shop');
  await initRouter(decl);
  closes = 0;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(<Screen />));
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

describe('the phone’s Back with a sheet open', () => {
  it('closes the sheet and stays on the page', async () => {
    const before = history.length;
    await act(async () => setOpen(true));
    expect(history.length).toBe(before + 1);
    const shown = route.value;
    history.back();
    await settle();
    expect(dialog()).toBeNull();
    expect(closes).toBe(1);
    expect(location.pathname).toBe('/v/shop');
    // The route was not resolved again: the screen's reads do not start over.
    expect(route.value).toBe(shown);
  });

  it('a sheet closed by its own button takes its entry off, so Back leaves the page next', async () => {
    const before = history.length;
    await act(async () => setOpen(true));
    await act(async () => setOpen(false));
    await settle();
    expect(history.state).toBeNull();
    // The forward entry left behind is dropped by the next navigation.
    expect(history.length).toBe(before + 1);
    expect(route.value?.screen).toBe('shop');
  });

  it('a navigation right after its confirm lands on its own entry, one Back from the page', async () => {
    await act(async () => setOpen(true));
    await act(async () => {
      setOpen(false);
      await navigate('/v/shop/done');
    });
    await settle();
    expect(location.pathname).toBe('/v/shop/done');
    expect(route.value?.screen).toBe('done');
    history.back();
    await settle();
    expect(location.pathname).toBe('/v/shop');
    expect(route.value?.screen).toBe('shop');
  });

  it('a navigation from inside an open sheet takes its entry over: Back comes to the page once', async () => {
    const before = history.length;
    await act(async () => setOpen(true));
    await act(async () => {
      await navigate('/v/shop/done');
    });
    await settle();
    expect(location.pathname).toBe('/v/shop/done');
    expect(history.length).toBe(before + 1);
    history.back();
    await settle();
    expect(location.pathname).toBe('/v/shop');
    expect(route.value?.screen).toBe('shop');
  });
});
