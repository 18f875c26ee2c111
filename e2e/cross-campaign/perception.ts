// What the eye meets on a page, read from its layout and computed colours in the browser: the
// faults a test that reads the DOM's text does not see. Each check returns one line per fault,
// naming the element; an empty list is a page that passes. The checks are cheap (one evaluate,
// a few ms to tens of ms), so the cross-campaign suite runs them on every pass it makes; axe-core
// (50–250 ms a run in the page, a page load and its sheets around it) runs in rotation, see
// perception.e2e.ts and routes.e2e.ts.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** What the suite reads of an axe-core run (axe-core's own types are its dependency's, not ours). */
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/**
 * axe-core's own script, the one @axe-core/playwright carries. The suite runs it in the page
 * itself: AxeBuilder's analyze() opens a second page for each run to gather the results (about a
 * second on a loaded 2-core runner, for a run of 50–200 ms), and the suite runs axe some 400 times.
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

export type PerceptionCheck =
  | 'overflow'
  | 'invisible-text'
  | 'clipped-text'
  | 'overlapping-text'
  | 'native-control'
  | 'mixed-digits'
  | 'off-centre-label';

export const PERCEPTION_CHECKS: readonly PerceptionCheck[] = [
  'overflow',
  'invisible-text',
  'clipped-text',
  'overlapping-text',
  'native-control',
  'mixed-digits',
  'off-centre-label',
];

export interface PerceptionFault {
  check: PerceptionCheck;
  /** The element, as a person finds it: tag, test id or classes, and the start of its text. */
  element: string;
  detail: string;
}

/** Text whose colour against what is behind it is under this ratio reads as no text at all. */
export const INVISIBLE_CONTRAST = 1.5;

/**
 * The checks, run in the page. With a modal dialog open only the dialog is judged (the page
 * behind the backdrop is not what the user reads); the horizontal overflow is the page's.
 */
export function perceptionFaults(
  page: Page,
  only: readonly PerceptionCheck[] = PERCEPTION_CHECKS,
  /** Report only the faults of elements inside this selector (the perception checks' own tests). */
  within = 'html',
): Promise<PerceptionFault[]> {
  return page.evaluate(inPage, { only: [...only], minContrast: INVISIBLE_CONTRAST, within });
}

function inPage({
  only,
  minContrast,
  within,
}: {
  only: string[];
  minContrast: number;
  within: string;
}): PerceptionFault[] {
  const faults: PerceptionFault[] = [];
  const want = (c: string) => only.includes(c);
  const vw = document.documentElement.clientWidth;

  const describe = (el: Element): string => {
    const id = el.getAttribute('data-testid');
    const cls = [...el.classList].slice(0, 3).join('.');
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${cls ? `.${cls}` : ''}${text ? ` "${text}"` : ''}`;
  };
  const visible = (el: Element) =>
    el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true } as CheckVisibilityOptions);
  /** Visually hidden text (a 1 px box that clips it) is for screen readers, not the eye. */
  const hiddenForEye = (el: Element) => {
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflow !== 'visible' && (a.clientWidth <= 1 || a.clientHeight <= 1)) return true;
      if (s.clip !== 'auto' && s.position === 'absolute') return true;
    }
    return false;
  };

  const dialogs = [...document.querySelectorAll('[role="dialog"][aria-modal="true"], dialog[open]')].filter(
    visible,
  );
  const scope: Element = dialogs.at(-1) ?? document.body;

  // Text nodes with something to read, each with its element; inside `scope` only.
  const texts: { node: Text; el: Element }[] = [];
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!/\S/.test(n.textContent ?? '')) continue;
    const el = n.parentElement;
    if (!el || el.closest('script, style, noscript, template, [aria-hidden="true"]')) continue;
    if (!visible(el) || hiddenForEye(el) || !el.closest(within)) continue;
    texts.push({ node: n as Text, el });
  }

  if (want('overflow')) {
    const docWidth = document.documentElement.scrollWidth;
    if (docWidth > vw + 1) {
      // The outermost elements that reach past the viewport and are not inside a box that scrolls
      // or clips them: those are what make the page scroll sideways.
      const culprits: Element[] = [];
      for (const el of document.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || (r.right <= vw + 1 && r.left >= -1)) continue;
        let contained = false;
        // A fixed box does not widen the page; it stretches with the viewport the page widened.
        for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
          const s = getComputedStyle(a);
          if (s.position === 'fixed' || (a !== el && s.overflowX !== 'visible')) {
            contained = true;
            break;
          }
        }
        if (contained || culprits.some((c) => c.contains(el)) || !el.closest(within)) continue;
        culprits.push(el);
      }
      for (const el of culprits.slice(0, 5)) {
        const r = el.getBoundingClientRect();
        faults.push({
          check: 'overflow',
          element: describe(el),
          detail: `${Math.round(r.left)}..${Math.round(r.right)} px in a ${vw} px viewport (page ${docWidth} px wide)`,
        });
      }
      if (!culprits.length && within === 'html')
        faults.push({ check: 'overflow', element: 'html', detail: `page ${docWidth} px wide in ${vw}` });
    }
  }

  type Rgba = [number, number, number, number];
  const parse = (c: string): Rgba | null => {
    const m = /rgba?\(([^)]+)\)/.exec(c);
    if (!m) return null;
    const p = m[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [p[0]!, p[1]!, p[2]!, p[3] ?? 1];
  };
  const over = (top: Rgba, under: Rgba): Rgba => {
    const a = top[3] + under[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    const mix = (i: number) => (top[i]! * top[3] + under[i]! * under[3] * (1 - top[3])) / a;
    return [mix(0), mix(1), mix(2), a];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const ch = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
    return (x! + 0.05) / (y! + 0.05);
  };
  /**
   * The plain colour behind an element: its and its ancestors' background colours laid over one
   * another up to the first opaque one; null when a picture or gradient lies in between (what
   * the text sits on is then not one colour).
   */
  const backdrop = (el: Element): Rgba | null => {
    const layers: Rgba[] = [];
    for (let a: Element | null = el; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.backgroundImage !== 'none') return null;
      const c = parse(s.backgroundColor);
      if (c && c[3] > 0) {
        layers.push(c);
        if (c[3] >= 1) break;
      }
    }
    let out: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) out = over(layer, out);
    return out;
  };

  if (want('invisible-text')) {
    const seen = new Set<Element>();
    for (const { el } of texts) {
      if (seen.has(el)) continue;
      seen.add(el);
      const s = getComputedStyle(el);
      const fg = parse(s.color);
      const bg = backdrop(el);
      if (!fg || !bg) continue;
      const ratio = contrast(over(fg, bg), bg);
      if (ratio < minContrast)
        faults.push({
          check: 'invisible-text',
          element: describe(el),
          detail: `${s.color} on ${`rgb(${bg.slice(0, 3).map(Math.round).join(', ')})`}: contrast ${ratio.toFixed(2)}:1`,
        });
    }
  }

  if (want('clipped-text')) {
    const seen = new Set<Element>();
    for (const { el } of texts) {
      if (seen.has(el) || el.closest('[data-name], [translate="no"], [data-user-text], .h5-name')) continue;
      seen.add(el);
      const s = getComputedStyle(el);
      const clipsX = s.overflowX === 'hidden' || s.overflowX === 'clip';
      const clipsY = s.overflowY === 'hidden' || s.overflowY === 'clip';
      const cutX = clipsX && el.scrollWidth > el.clientWidth + 1;
      const cutY = clipsY && el.scrollHeight > el.clientHeight + 1;
      if (cutX || cutY)
        faults.push({
          check: 'clipped-text',
          element: describe(el),
          detail: `text ${el.scrollWidth}×${el.scrollHeight} px in a box of ${el.clientWidth}×${el.clientHeight}${s.textOverflow === 'ellipsis' ? ' (ellipsis)' : ''}`,
        });
    }
  }

  if (want('overlapping-text')) {
    // Each line of text as laid out, cut to the boxes that clip it; text in fixed or sticky boxes
    // (bars, toasts) is left out, since the page scrolls under it by design.
    const lines: { el: Element; r: DOMRect }[] = [];
    for (const { node, el } of texts) {
      if (lines.length > 1500) break;
      let pinned = false;
      let clip = { left: -1e9, top: -1e9, right: 1e9, bottom: 1e9 };
      for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.position === 'fixed' || s.position === 'sticky') {
          pinned = true;
          break;
        }
        if (s.overflow !== 'visible') {
          const r = a.getBoundingClientRect();
          clip = {
            left: Math.max(clip.left, r.left),
            top: Math.max(clip.top, r.top),
            right: Math.min(clip.right, r.right),
            bottom: Math.min(clip.bottom, r.bottom),
          };
        }
      }
      if (pinned && scope === document.body) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        const left = Math.max(r.left, clip.left);
        const right = Math.min(r.right, clip.right);
        const top = Math.max(r.top, clip.top);
        const bottom = Math.min(r.bottom, clip.bottom);
        if (right - left < 2 || bottom - top < 2) continue;
        lines.push({ el, r: new DOMRect(left, top, right - left, bottom - top) });
      }
    }
    const reported = new Set<string>();
    for (let i = 0; i < lines.length; i++) {
      for (let j = i + 1; j < lines.length; j++) {
        const a = lines[i]!;
        const b = lines[j]!;
        if (a.el === b.el) continue;
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        // Line boxes of tight line heights touch by a few pixels; a real overlap covers a good
        // part of the smaller line.
        if (w < 4 || h < Math.max(4, 0.4 * Math.min(a.r.height, b.r.height))) continue;
        const key = `${describe(a.el)} / ${describe(b.el)}`;
        if (reported.has(key)) continue;
        reported.add(key);
        faults.push({
          check: 'overlapping-text',
          element: describe(a.el),
          detail: `overlaps ${describe(b.el)} by ${Math.round(w)}×${Math.round(h)} px`,
        });
      }
    }
  }

  if (want('native-control')) {
    const natives = scope.querySelectorAll(
      'select, input[type="date"], input[type="datetime-local"], input[type="month"], input[type="week"], input[type="time"], summary',
    );
    for (const el of natives) {
      if (!visible(el) || !el.closest(within)) continue;
      if (el.matches('summary')) {
        const s = getComputedStyle(el);
        const marker = getComputedStyle(el, '::marker').content;
        if (s.display !== 'list-item' || s.listStyleType === 'none' || marker === 'none') continue;
        faults.push({ check: 'native-control', element: describe(el), detail: 'the <details> marker' });
        continue;
      }
      faults.push({
        check: 'native-control',
        element: describe(el),
        detail: `a native ${el.matches('select') ? '<select>' : `${el.getAttribute('type')} input`}`,
      });
    }
  }

  if (want('mixed-digits')) {
    const systems = new Map<string, string>();
    const SYSTEMS: [string, RegExp][] = [
      ['Western', /[0-9]/],
      ['Arabic-Indic', /[\u0660-\u0669]/],
      ['Extended Arabic-Indic', /[\u06f0-\u06f9]/],
    ];
    for (const { node, el } of texts) {
      // Names and people's own words keep what they were written in.
      if (el.closest('[data-name], [translate="no"], [data-user-text], .h5-name')) continue;
      const text = (node.textContent ?? '').trim();
      for (const [name, re] of SYSTEMS)
        if (re.test(text) && !systems.has(name)) systems.set(name, `${describe(el)}`);
    }
    if (systems.size > 1)
      faults.push({
        check: 'mixed-digits',
        element: [...systems.values()].join(' and '),
        detail: `${[...systems.keys()].join(' and ')} digits on one page`,
      });
  }
  if (want('off-centre-label')) {
    // A label in a pill or tab sits in its middle: one pushed against the top edge (a box made a
    // block, a line height the box does not match) reads as a broken control.
    for (const el of scope.querySelectorAll('button, a.h5-button, [role="button"], [role="tab"]')) {
      if (!visible(el) || !el.closest(within) || el.querySelector('img, svg, canvas, picture')) continue;
      const box = el.getBoundingClientRect();
      // Pills and tabs only: one line of text in a box under 56 px; a card that is a button lays
      // its text out as it means to.
      if (box.height < 20 || box.height > 56 || !/\S/.test(el.textContent ?? '')) continue;
      const s = getComputedStyle(el);
      const top = box.top + Number.parseFloat(s.borderTopWidth) + Number.parseFloat(s.paddingTop);
      const bottom = box.bottom - Number.parseFloat(s.borderBottomWidth) - Number.parseFloat(s.paddingBottom);
      const range = document.createRange();
      range.selectNodeContents(el);
      const text = range.getBoundingClientRect();
      if (text.height === 0) continue;
      const off = (text.top + text.bottom) / 2 - (top + bottom) / 2;
      if (Math.abs(off) > Math.max(3, 0.15 * box.height))
        faults.push({
          check: 'off-centre-label',
          element: describe(el),
          detail: `its text is ${Math.round(Math.abs(off))} px ${off < 0 ? 'above' : 'below'} the middle of its ${Math.round(box.height)} px box`,
        });
    }
  }
  return faults;
}

/** axe-core's rules for WCAG 2.1 A and AA, and 2.2's target size. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const AXE_EXTRA_RULES = ['target-size'];

export interface AxeFault {
  rule: string;
  impact: string;
  element: string;
  detail: string;
}

/**
 * axe-core's serious and critical violations. `contrast` false leaves out the colour-contrast
 * rule (axe does not judge joined Arabic text; the English pass of the same screen does).
 */
export async function axeFaults(
  page: Page,
  { contrast = true, within }: { contrast?: boolean; within?: string } = {},
): Promise<AxeFault[]> {
  const rules: Record<string, { enabled: boolean }> = {};
  for (const r of AXE_EXTRA_RULES) rules[r] = { enabled: true };
  if (!contrast) rules['color-contrast'] = { enabled: false };
  const options = {
    runOnly: { type: 'tag', values: AXE_TAGS },
    rules,
    resultTypes: ['violations'],
  };
  // Once per document: a page that navigated has lost it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ options, within }) => {
      type Run = (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }>;
      const axe = (window as unknown as { axe: { run: Run } }).axe;
      // A sheet's own content only: the page behind it was judged before it opened.
      const { violations } = await axe.run(within ? { include: [within] } : document, options);
      return violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
      }));
    },
    { options, within },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => ({
        rule: v.id,
        impact: v.impact ?? '',
        element: n.target.join(' '),
        detail: (n.failureSummary ?? v.help).replace(/\s+/g, ' ').slice(0, 200),
      })),
    );
}

/** One line per fault, for an assertion's message. */
export function formatFaults(where: string, faults: Array<PerceptionFault | AxeFault>): string[] {
  return faults.map(
    (f) => `${where}: ${'check' in f ? f.check : `axe ${f.rule} (${f.impact})`}: ${f.element}: ${f.detail}`,
  );
}

/**
 * Opens each sheet or dialog the screen offers from a visible button that says it opens one
 * (aria-haspopup="dialog"), up to `max`, and calls `inside` while it is open; closes it with
 * Escape. Returns the buttons' names.
 */
export async function eachSheet(
  page: Page,
  inside: (button: string) => Promise<void>,
  max = 2,
): Promise<string[]> {
  const buttons = page.locator('button[aria-haspopup="dialog"]').filter({ visible: true });
  const names: string[] = [];
  const count = Math.min(await buttons.count(), max);
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    const name = ((await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '').trim();
    // A dialog the page opened by itself meanwhile (bk-game's lucky round, on the sandbox's round
    // clock) is closed first, as a person would before tapping the next button.
    const opened = page.locator('[role="dialog"][aria-modal="true"]').filter({ visible: true });
    if ((await opened.count()) > 0) {
      await page.keyboard.press('Escape');
      await opened.first().waitFor({ state: 'hidden', timeout: 5_000 });
    }
    await button.click({ timeout: 5_000 });
    const sheet = page.locator('[role="dialog"][aria-modal="true"]').last();
    await sheet.waitFor({ state: 'visible', timeout: 5_000 });
    names.push(name);
    await inside(name);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden', timeout: 5_000 });
  }
  return names;
}
