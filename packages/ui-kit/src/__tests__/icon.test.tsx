import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BackIcon, CloseIcon, ForwardIcon } from '../icon.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
let root: Root;

beforeAll(() => {
  // The rules every page has: ui-kit's base styles come first in each campaign's CSS.
  const style = document.createElement('style');
  style.textContent = readFileSync(resolve(import.meta.dirname, '../styles.css'), 'utf8');
  document.head.append(style);
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

async function icons(dir: 'ltr' | 'rtl') {
  document.documentElement.dir = dir;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root.render(
      <>
        <BackIcon data-testid="back" />
        <ForwardIcon data-testid="forward" />
        <CloseIcon data-testid="close" />
      </>,
    ),
  );
  const turn = (id: string) => getComputedStyle(host.querySelector(`[data-testid=${id}]`)!).transform;
  return { back: turn('back'), forward: turn('forward'), close: turn('close') };
}

describe('the icon door', () => {
  it('mirrors back and forward in a right-to-left page, and nothing else', async () => {
    expect(await icons('rtl')).toEqual({ back: 'scaleX(-1)', forward: 'scaleX(-1)', close: '' });
  });

  it('draws them as they are in a left-to-right page', async () => {
    const ltr = await icons('ltr');
    expect([ltr.back, ltr.forward, ltr.close].every((t) => t === '' || t === 'none')).toBe(true);
  });

  it('hides an icon from assistive technology unless it is labelled', async () => {
    document.documentElement.dir = 'ltr';
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () =>
      root.render(
        <>
          <CloseIcon data-testid="plain" />
          <CloseIcon data-testid="named" role="img" aria-label="Close" />
        </>,
      ),
    );
    expect(host.querySelector('[data-testid=plain]')?.getAttribute('aria-hidden')).toBe('true');
    expect(host.querySelector('[data-testid=named]')?.hasAttribute('aria-hidden')).toBe(false);
  });
});
