import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatePicker, dayChoices, withPart } from '../datePicker.tsx';
import { Picker } from '../picker.tsx';
import { initRouter, route } from '../router.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const BANKS = [
  { value: 'ACC', label: 'Access Bank' },
  { value: 'GTB', label: 'GTBank' },
  { value: 'ZEN', label: 'Zenith Bank' },
];

let host: HTMLElement;
let root: Root;
let changes: string[] = [];

function Form({ start = '', invalid = false }: { start?: string; invalid?: boolean }) {
  const [bank, setBank] = useState(start);
  return (
    <div>
      <label id="bank-label" htmlFor="bank">
        Bank
      </label>
      <Picker
        id="bank"
        label="Bank"
        labelledBy="bank-label"
        value={bank}
        options={BANKS}
        placeholder="Choose"
        invalid={invalid}
        describedBy="bank-err"
        onChange={(v) => {
          changes.push(v);
          setBank(v);
        }}
      />
      <p id="bank-err">{invalid ? 'Choose your bank' : ''}</p>
    </div>
  );
}

const trigger = () => host.querySelector<HTMLButtonElement>('#bank')!;
const sheet = () => document.querySelector('[role="dialog"]');
const option = (name: string) =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('[role="option"]')).find(
    (o) => o.textContent === name,
  )!;
const key = (el: Element, k: string) =>
  act(async () => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
  });
const settle = () => act(() => new Promise((r) => setTimeout(r, 30)));

async function mount(node: React.ReactNode) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(node));
}

beforeEach(async () => {
  history.replaceState(null, '', '/v/form');
  await initRouter([{ path: '/v/form', screen: 'form', noLimit: true }]);
  changes = [];
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

describe('Picker', () => {
  it('is a named combobox showing the placeholder, then the choice made in its sheet', async () => {
    await mount(<Form />);
    const b = trigger();
    expect(b.getAttribute('role')).toBe('combobox');
    expect(b.getAttribute('aria-labelledby')).toBe('bank-label');
    expect(b.getAttribute('aria-expanded')).toBe('false');
    expect(b.getAttribute('aria-haspopup')).toBe('dialog');
    expect(b.textContent).toBe('Choose');
    expect(sheet()).toBeNull();

    await act(async () => b.click());
    expect(b.getAttribute('aria-expanded')).toBe('true');
    const list = document.querySelector('[role="listbox"]')!;
    expect(b.getAttribute('aria-controls')).toBe(list.id);
    expect(sheet()?.textContent).toContain('Bank');
    expect(Array.from(list.querySelectorAll('[role="option"]')).map((o) => o.textContent)).toEqual([
      'Access Bank',
      'GTBank',
      'Zenith Bank',
    ]);

    await act(async () => option('GTBank').click());
    expect(changes).toEqual(['GTB']);
    expect(sheet()).toBeNull();
    expect(trigger().textContent).toBe('GTBank');
    expect(document.activeElement).toBe(trigger());
    await settle();
  });

  it('opens on the chosen value, moves with the arrow keys and chooses with the keyboard', async () => {
    await mount(<Form start="GTB" />);
    await act(async () => trigger().click());
    expect(document.activeElement).toBe(option('GTBank'));
    expect(option('GTBank').getAttribute('aria-selected')).toBe('true');
    expect(option('Access Bank').getAttribute('aria-selected')).toBe('false');
    await key(document.activeElement!, 'ArrowDown');
    expect(document.activeElement).toBe(option('Zenith Bank'));
    await key(document.activeElement!, 'ArrowDown');
    expect(document.activeElement).toBe(option('Zenith Bank'));
    await key(document.activeElement!, 'Home');
    expect(document.activeElement).toBe(option('Access Bank'));
    await act(async () => (document.activeElement as HTMLButtonElement).click());
    expect(changes).toEqual(['ACC']);
    expect(document.activeElement).toBe(trigger());
    await settle();
  });

  it('closes on Escape without a change, the focus back on it', async () => {
    await mount(<Form start="ACC" />);
    await act(async () => trigger().click());
    await key(document.activeElement!, 'Escape');
    expect(sheet()).toBeNull();
    expect(changes).toEqual([]);
    expect(document.activeElement).toBe(trigger());
    await settle();
  });

  it("closes on the phone's Back and stays on the page", async () => {
    await mount(<Form />);
    const shown = route.value;
    await act(async () => trigger().click());
    await act(async () => {
      history.back();
      await new Promise((r) => setTimeout(r, 30));
    });
    expect(sheet()).toBeNull();
    expect(route.value).toBe(shown);
    expect(location.pathname).toBe('/v/form');
    expect(changes).toEqual([]);
  });

  it('takes its history entry back off when a choice closes it, so Back then leaves', async () => {
    await mount(<Form />);
    const before = history.length;
    await act(async () => trigger().click());
    expect(history.length).toBe(before + 1);
    await act(async () => option('Zenith Bank').click());
    await settle();
    expect((history.state as Record<string, unknown> | null)?.h5Sheet ?? 0).toBe(0);
  });

  it("carries the form's error: invalid and described by the error line", async () => {
    await mount(<Form invalid />);
    expect(trigger().getAttribute('aria-invalid')).toBe('true');
    expect(trigger().getAttribute('aria-describedby')).toBe('bank-err');
  });

  it('makes no change when the chosen value is chosen again', async () => {
    await mount(<Form start="ACC" />);
    await act(async () => trigger().click());
    await act(async () => option('Access Bank').click());
    expect(changes).toEqual([]);
    await settle();
  });
});

let got: string[] = [];
function Paid() {
  const [v, setV] = useState('');
  return (
    <>
      <span id="paid-label">Date of payment</span>
      <DatePicker
        labelledBy="paid-label"
        value={v}
        min="2017-01-01"
        max="2026-12-07"
        testId="paid"
        onChange={(x) => {
          got.push(x);
          setV(x);
        }}
      />
    </>
  );
}

describe('DatePicker', () => {
  const MIN = '2017-01-01';
  const TODAY = '2026-12-07';

  it('offers no day after today', () => {
    const c = dayChoices({ y: 2026, m: 12, d: 0 }, MIN, TODAY);
    expect(c.y[0]).toBe(2026);
    expect(c.y.at(-1)).toBe(2017);
    expect(c.m.at(-1)).toBe(12);
    expect(c.d).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(dayChoices({ y: 2026, m: 0, d: 0 }, MIN, TODAY).m).toHaveLength(12);
    expect(dayChoices({ y: 2025, m: 12, d: 0 }, MIN, TODAY).d).toHaveLength(31);
  });

  it('offers the days the month has', () => {
    expect(dayChoices({ y: 2023, m: 2, d: 0 }, MIN, TODAY).d.at(-1)).toBe(28);
    expect(dayChoices({ y: 2024, m: 2, d: 0 }, MIN, TODAY).d.at(-1)).toBe(29);
    expect(dayChoices({ y: 0, m: 2, d: 0 }, MIN, TODAY).d.at(-1)).toBe(29);
    expect(dayChoices({ y: 0, m: 4, d: 0 }, MIN, TODAY).d.at(-1)).toBe(30);
  });

  it('leaves a part unchosen once another part puts it out of range', () => {
    expect(withPart({ y: 2024, m: 2, d: 29 }, 'y', 2023, MIN, TODAY)).toEqual({ y: 2023, m: 2, d: 0 });
    expect(withPart({ y: 2025, m: 12, d: 20 }, 'y', 2026, MIN, TODAY)).toEqual({ y: 2026, m: 12, d: 0 });
    expect(withPart({ y: 2025, m: 12, d: 5 }, 'y', 2026, MIN, TODAY)).toEqual({ y: 2026, m: 12, d: 5 });
    expect(withPart({ y: 0, m: 1, d: 31 }, 'm', 4, MIN, TODAY)).toEqual({ y: 0, m: 4, d: 0 });
  });

  it('gives the ISO day once day, month and year are chosen, and none before', async () => {
    got = [];
    await mount(<Paid />);
    const group = host.querySelector('[data-testid="paid"]')!;
    expect(group.tagName).toBe('FIELDSET');
    expect(group.getAttribute('aria-labelledby')).toBe('paid-label');
    const part = (p: string) => host.querySelector<HTMLButtonElement>(`[data-testid="paid-${p}"]`)!;
    expect(part('day').getAttribute('aria-label')).toBe('Day');
    expect(part('month').textContent).toBe('Month');
    expect(document.querySelectorAll('input, select')).toHaveLength(0);

    await act(async () => part('year').click());
    await act(async () => option('2026').click());
    await settle();
    await act(async () => part('month').click());
    expect(Array.from(document.querySelectorAll('[role="option"]'), (o) => o.textContent)[0]).toBe('January');
    await act(async () => option('December').click());
    await settle();
    expect(got).toEqual([]);
    await act(async () => part('day').click());
    expect(Array.from(document.querySelectorAll('[role="option"]')).map((o) => o.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    await act(async () => option('3').click());
    await settle();
    expect(got).toEqual(['2026-12-03']);
    expect(part('day').textContent).toBe('3');
    expect(part('month').textContent).toBe('December');
  });
});
