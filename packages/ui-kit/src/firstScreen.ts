// Whether the page's first screen is rendering: startCampaign sets it until that render commits,
// and resources start their loads in that render (async.tsx, resource.ts). A module of its own,
// so the start does not bring the read idiom into pages that have no reads.

import { PENDING, valueNow } from '@h5/core-api';

let rendering = false;
let committed: () => void = () => {};
let commit = Promise.resolve();

export function firstScreenRendering(): boolean {
  return rendering;
}

export function setFirstScreenRendering(on: boolean): void {
  if (on === rendering) return;
  rendering = on;
  if (on) commit = new Promise((resolve) => (committed = resolve));
  else committed();
}

/**
 * `p`, settled no earlier than the first screen's commit when asked during its render: a signal
 * that render has read, changed while React renders in slices, makes React throw the render away
 * and render it again at once (the store check of `useSyncExternalStore`).
 */
function afterFirstScreen<T>(p: Promise<T>): Promise<T> {
  return rendering ? Promise.allSettled([p, commit]).then(() => p) : p;
}

/**
 * Gives a read's outcome to `onValue` or `onError`: at once when it is known (an answer the
 * page's HTML already holds: the render that asked shows it, with no second render), otherwise
 * once it settles, no earlier than the first screen's commit (afterFirstScreen). Returns
 * undefined when it was applied at once, else the promise of its being applied.
 */
export function applyAnswer<T>(
  read: Promise<T>,
  onValue: (value: T) => void,
  onError: (error: unknown) => void,
): Promise<void> | undefined {
  let now: T | typeof PENDING;
  try {
    now = valueNow(read);
  } catch (e) {
    onError(e);
    return undefined;
  }
  if (now === PENDING) return afterFirstScreen(read).then(onValue, onError);
  onValue(now);
  return undefined;
}
