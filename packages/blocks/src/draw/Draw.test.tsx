import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, runtime } from '../testRender.tsx';
import { Draw, type DrawPrize } from './Draw.tsx';
import { segmentAt } from './wheel.ts';

const prizes: DrawPrize[] = ['Gold', 'Frame', 'Mic', 'Car', 'Gift', 'Badge'].map((name, i) => ({
  id: i + 1,
  name,
  icon: `/p${i + 1}.png`,
}));

/** Settles the draw's reveal (no animation: the tests ask for reduced motion). */
const settle = () => act(async () => new Promise((r) => setTimeout(r, 5)));
const tap = (el: Element | null | undefined) => act(async () => (el as HTMLElement).click());

beforeEach(() => {
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), media: q }));
});
afterEach(() => vi.unstubAllGlobals());

describe('<Draw>', () => {
  it('says the cost on the button and spins to the prize the server drew', async () => {
    runtime();
    const won: DrawPrize[][] = [];
    const host = await render(
      <Draw
        kind="wheel"
        prizes={prizes}
        cost={20}
        intent="draw:wheel"
        draw={async () => [prizes[3]!]}
        onDrawn={(w) => won.push(w)}
      />,
    );
    const button = host.querySelector('[data-testid=draw]')!;
    expect(button.textContent).toBe('Spin for 20 golds');
    expect(host.querySelectorAll('[data-testid=wheel-segment]')).toHaveLength(6);
    await tap(button);
    await settle();
    const disc = host.querySelector<HTMLElement>('.blk-wheel-disc')!;
    const deg = Number(/rotate\(([\d.]+)deg\)/.exec(disc.style.transform)?.[1]);
    expect(segmentAt(deg, 6)).toBe(3);
    expect(document.querySelector('[data-testid=draw-result]')?.textContent).toContain('Car');
    expect(won).toEqual([[prizes[3]]]);
    await tap(document.querySelector('[data-testid=draw-result-ok]'));
    expect(document.querySelector('[data-testid=draw-result]')).toBeNull();
  });

  it('turns the labels that rest on the lower half of the wheel upright, before and after a spin', async () => {
    runtime();
    const host = await render(
      <Draw kind="wheel" prizes={prizes} cost={20} intent="draw:upright" draw={async () => [prizes[0]!]} />,
    );
    // Six segments of 60°, their middles at 30°, 90°... from the top, clockwise: 150° and 210°
    // rest on the lower half.
    const turned = () =>
      [...host.querySelectorAll('[data-testid=wheel-segment]')]
        .filter((s) => s.querySelector('.blk-wheel-label-turned'))
        .map((s) => s.textContent);
    expect(turned()).toEqual(['Mic', 'Car']);
    await tap(host.querySelector('[data-testid=draw]'));
    await settle();
    await tap(document.querySelector('[data-testid=draw-result-ok]'));
    const disc = host.querySelector<HTMLElement>('.blk-wheel-disc')!;
    const deg = Number(/rotate\(([\d.]+)deg\)/.exec(disc.style.transform)?.[1]);
    const rest = (i: number) => ((((i + 0.5) * 60 + deg) % 360) + 360) % 360;
    expect(turned()).toEqual(prizes.filter((_, i) => rest(i) > 90 && rest(i) < 270).map((x) => x.name));
    expect(turned()).not.toContain(prizes[0]!.name);
  });

  it('draws once on a double tap', async () => {
    runtime();
    const keys: string[] = [];
    let answer = (_: DrawPrize[]) => {};
    const host = await render(
      <Draw
        kind="chest"
        prizes={prizes}
        cost={10}
        intent="draw:double"
        draw={(key) => {
          keys.push(key);
          return new Promise((r) => {
            answer = r;
          });
        }}
      />,
    );
    const button = host.querySelector<HTMLButtonElement>('[data-testid=draw]')!;
    await act(async () => {
      button.click();
      button.click();
    });
    await act(async () => answer([prizes[0]!, prizes[0]!]));
    await settle();
    expect(keys).toHaveLength(1);
    expect(host.querySelector('.blk-chest-open')).not.toBeNull();
    expect(document.querySelector('[data-testid=draw-result] .blk-prize-times')?.textContent).toBe('×2');
    await tap(document.querySelector('[data-testid=draw-result-ok]'));
  });

  it('retries a draw whose answer was lost under the same key, and a new draw under a new one', async () => {
    runtime();
    const keys: string[] = [];
    const host = await render(
      <Draw
        kind="chest"
        prizes={prizes}
        cost={10}
        intent="draw:lost"
        draw={async (key) => {
          keys.push(key);
          if (keys.length === 1) throw new TypeError('Failed to fetch');
          return [prizes[1]!];
        }}
      />,
    );
    const button = () => host.querySelector('[data-testid=draw]');
    await tap(button());
    expect(document.querySelector('[data-testid=draw-result]')).toBeNull();
    await tap(button());
    await settle();
    expect(keys[1]).toBe(keys[0]);
    await tap(document.querySelector('[data-testid=draw-result-ok]'));
    await act(async () => new Promise((r) => setTimeout(r, 600)));
    await tap(button());
    await settle();
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
    await tap(document.querySelector('[data-testid=draw-result-ok]'));
  });

  it('asks once in the confirm sheet when told to, with the balance after', async () => {
    runtime();
    const keys: string[] = [];
    const host = await render(
      <Draw
        kind="wheel"
        prizes={prizes}
        cost={20}
        balance={100}
        confirm
        intent="draw:confirm"
        draw={async (key) => {
          keys.push(key);
          return [prizes[0]!];
        }}
      />,
    );
    await tap(host.querySelector('[data-testid=draw]'));
    expect(keys).toHaveLength(0);
    expect(document.querySelector('[data-testid=confirm-balance-after]')?.textContent).toContain('80 golds');
    await tap(document.querySelector('[data-testid=confirm-ok]'));
    await settle();
    expect(keys).toHaveLength(1);
    await tap(document.querySelector('[data-testid=draw-result-ok]'));
  });

  it('flips the picked card to the server prize', async () => {
    runtime();
    const host = await render(
      <Draw
        kind="cards"
        prizes={prizes.slice(0, 3)}
        cost={5}
        intent="draw:cards"
        draw={async () => [prizes[5]!]}
      />,
    );
    expect(host.querySelector('.blk-draw-hint')?.textContent).toBe('Pick a card for 5 golds');
    await tap(host.querySelectorAll('[data-testid=draw-card]')[2]);
    await settle();
    const flipped = host.querySelectorAll('.blk-card-flipped');
    expect(flipped).toHaveLength(1);
    expect(flipped[0]?.getAttribute('aria-label')).toBe('Card 3');
    expect(flipped[0]?.textContent).toBe('Badge');
    await tap(document.querySelector('[data-testid=draw-result-ok]'));
  });

  it('offers a recharge instead of the draw when the balance is short', async () => {
    runtime();
    let recharged = 0;
    const host = await render(
      <Draw
        kind="wheel"
        prizes={prizes}
        cost={20}
        balance={5}
        intent="draw:short"
        draw={async () => []}
        recharge={() => {
          recharged += 1;
        }}
      />,
    );
    expect(host.querySelector('[data-testid=draw]')).toBeNull();
    await tap(host.querySelector('[data-testid=draw-recharge]'));
    expect(recharged).toBe(1);
  });

  it('animates before the result unless the user asks for reduced motion', async () => {
    runtime();
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: false, media: q }));
    const host = await render(
      <Draw kind="chest" prizes={prizes} cost={10} intent="draw:motion" draw={async () => [prizes[0]!]} />,
    );
    await tap(host.querySelector('[data-testid=draw]'));
    await settle();
    expect(host.querySelector('.blk-draw')?.getAttribute('data-phase')).toBe('revealing');
    expect(document.querySelector('[data-testid=draw-result]')).toBeNull();
  });

  it('shows a closed draw without offering it', async () => {
    runtime();
    const keys: string[] = [];
    const host = await render(
      <Draw
        kind="cards"
        prizes={prizes.slice(0, 3)}
        cost={5}
        disabled
        intent="draw:closed"
        draw={async (key) => {
          keys.push(key);
          return [];
        }}
      />,
    );
    const cards = [...host.querySelectorAll<HTMLButtonElement>('[data-testid=draw-card]')];
    expect(cards.every((c) => c.disabled)).toBe(true);
    await tap(cards[0]);
    expect(keys).toEqual([]);
  });
});
