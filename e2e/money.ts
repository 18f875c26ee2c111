// The five ways a money action is driven on a phone (issue: "charged twice"), one suite for any
// money action: a double tap, a triple tap, a tap while the first is slow, a connection dropped
// before the server, and one dropped after the server acted, each then retried. Each must charge
// exactly once, and a retry must reuse the first attempt's idempotency key.

import type { FaultRule } from '@h5/sandbox-api';
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  IDEMPOTENCY_KEY,
  type OpenOptions,
  requestsSettled,
  type SandboxControl,
  TAP_GAP_MS,
  tapBurst,
  test,
} from './fixtures.ts';

export { TAP_GAP_MS, tapBurst };

/**
 * Past ui-kit's DOUBLE_TAP_MS (500 ms; the page's modules cannot load in Node): a tap this long
 * after a done money action is a new intent, not the rest of the burst.
 */
export const AFTER_TAP_BURST_MS = 600;

/**
 * Ends the tap burst of a done money action on the page's clock, which the test installed
 * (`page.clock.install()`) before opening the page: the next tap is a new intent. Only the page's
 * time moves; the sandbox's stays.
 */
export async function endTapBurst(page: Page): Promise<void> {
  await page.clock.fastForward(AFTER_TAP_BURST_MS);
}

/**
 * "Tap while slow" holds the first answer this long at most: the test releases it (clearing the
 * sandbox's faults) as soon as its second tap has landed.
 */
const HELD_MS = 20_000;

export interface MoneyActionSpec {
  /** Names the suite. */
  name: string;
  /** The money call's definition name, as the sandbox logs it. */
  call: string;
  /** Opens the page, signed in, with the action ready to be taken. */
  open: (open: (path: string, opts?: OpenOptions) => Promise<Page>, sandbox: SandboxControl) => Promise<Page>;
  /** Steps before each money tap: choose the item, open the confirm sheet. */
  prepare?: (page: Page) => Promise<void>;
  /** The control whose tap moves money (the confirm sheet's confirm where there is one). */
  button: (page: Page) => Locator;
  /** How many times the user has been charged in this test, from the sandbox or the page. */
  charges: (sandbox: SandboxControl, page: Page) => number | Promise<number>;
  /** Resolves once the page shows that the action went through. */
  done: (page: Page) => Promise<void>;
  /** Resolves once the page shows that the outcome is unknown (a retry is offered). */
  failed: (page: Page) => Promise<void>;
}

/**
 * Counts charges as the change of a sandbox reading (a balance, a list length) since `mark`,
 * called when the page is opened; `perCharge` is the change one charge makes (negative for a
 * balance that falls).
 */
export function chargesSince(read: (sandbox: SandboxControl) => number, perCharge: number) {
  let start = 0;
  return {
    mark: (sandbox: SandboxControl) => {
      start = read(sandbox);
    },
    // `+ 0` turns the -0 of a falling reading that did not move into 0.
    charges: (sandbox: SandboxControl) => Math.round(((read(sandbox) - start) / perCharge) * 100) / 100 + 0,
  };
}

function keysOf(sandbox: SandboxControl, call: string) {
  return sandbox.requests({ call }).map((r) => r.idempotencyKey);
}

async function expectChargedOnce(spec: MoneyActionSpec, sandbox: SandboxControl, page: Page) {
  // Every request the taps sent has reached the server and been answered: none is still to come.
  await requestsSettled(page);
  expect(await spec.charges(sandbox, page), 'times charged').toBe(1);
  const keys = keysOf(sandbox, spec.call);
  expect(keys.length, 'requests sent').toBeGreaterThan(0);
  expect(new Set(keys).size, 'idempotency keys used').toBe(1);
  expect(keys[0], 'the key the page chose').toMatch(IDEMPOTENCY_KEY);
}

/** The five ways, as the tests are named. */
export type Way =
  | 'double tap'
  | 'triple tap'
  | 'tap while slow'
  | 'dropped before the server, then retried'
  | 'dropped after the server acted, then retried';

export const EVERY_WAY: readonly Way[] = [
  'double tap',
  'triple tap',
  'tap while slow',
  'dropped before the server, then retried',
  'dropped after the server acted, then retried',
];

/**
 * For a campaign's further money actions: every action goes through ui-kit's one money-intent
 * hook, whose five ways the campaign's first action proves on the page; a double tap and a retry
 * after a dropped answer show that this action uses it, with its own idempotency key.
 */
export const FURTHER_ACTION_WAYS: readonly Way[] = [
  'double tap',
  'dropped after the server acted, then retried',
];

/** Defines the tests for one money action: the five ways unless told fewer. */
export function moneySuite(spec: MoneyActionSpec, ways: readonly Way[] = EVERY_WAY) {
  test.describe(`${spec.name}: charged once`, () => {
    const tapOnce = async (page: Page) => {
      await spec.prepare?.(page);
      await tapBurst(page, spec.button(page), 1);
    };

    for (const [way, count] of [
      ['double tap', 2],
      ['triple tap', 3],
    ] as const) {
      if (!ways.includes(way)) continue;
      test(way, async ({ open, sandbox }) => {
        const page = await spec.open(open, sandbox);
        await spec.prepare?.(page);
        await tapBurst(page, spec.button(page), count);
        await spec.done(page);
        await expectChargedOnce(spec, sandbox, page);
        expect(sandbox.requests({ call: spec.call })).toHaveLength(1);
      });
    }

    if (ways.includes('tap while slow'))
      test('tap while slow', async ({ open, sandbox }) => {
        const page = await spec.open(open, sandbox);
        sandbox.fault({ match: spec.call, kind: 'delay', delayMs: HELD_MS, times: 1 });
        await spec.prepare?.(page);
        const target = spec.button(page);
        await expect(target).toBeEnabled();
        const box = (await target.boundingBox())!;
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        // The server holds the first request's answer: the second tap lands while it is pending,
        // where the control was, whatever it shows meanwhile.
        await expect.poll(() => sandbox.requests({ call: spec.call }).length).toBe(1);
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        sandbox.raw.faults.clear();
        await spec.done(page);
        await expectChargedOnce(spec, sandbox, page);
        expect(sandbox.requests({ call: spec.call })).toHaveLength(1);
      });

    const dropped = (kind: FaultRule['kind'], charged: number, title: Way) => {
      if (!ways.includes(title)) return;
      test(title, async ({ open, sandbox, allowConsoleErrors }) => {
        allowConsoleErrors(/Failed to load resource|ERR_/);
        const page = await spec.open(open, sandbox);
        // Every attempt fails until the network is back: the browser itself resends a request
        // whose reused connection dropped.
        sandbox.fault({ match: spec.call, kind });
        await tapOnce(page);
        await spec.failed(page);
        expect(await spec.charges(sandbox, page), 'charged before the retry').toBe(charged);
        sandbox.raw.faults.clear();
        await tapOnce(page);
        await spec.done(page);
        await expectChargedOnce(spec, sandbox, page);
      });
    };
    dropped('drop', 0, 'dropped before the server, then retried');
    dropped(DROP_AFTER, 1, 'dropped after the server acted, then retried');
  });
}

/** The sandbox fault that runs the handler, then destroys the socket before the answer. */
const DROP_AFTER = 'dropAfter' satisfies FaultRule['kind'];
