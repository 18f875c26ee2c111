// What the router asks of the sheets' history entries (sheetHistory.ts): small, and in every
// page's first download with the router. The entries themselves are made and taken off by
// sheetHistory.ts, which only a page with a sheet brings; one copy of this state serves both.

const KEY = 'h5Sheet';

/** How many sheets hold an entry above the page's: the history entry now is the top one's. */
let held = 0;
/** The Back a sheet closed otherwise makes to take its entry off, until the browser has done it. */
let ownBack: Promise<void> | null = null;

/** The sheet depth a history state carries: 0 for the page's own entry. */
export function depthOf(state: unknown): number {
  const d = state && typeof state === 'object' ? (state as Record<string, unknown>)[KEY] : undefined;
  return typeof d === 'number' ? d : 0;
}

/** A sheet's history state, one above the sheets held now; `mine` is its depth. */
export function holdOne(): { mine: number; state: Record<string, number> } {
  const mine = ++held;
  return { mine, state: { [KEY]: mine } };
}

/** The sheet at depth `mine` no longer holds an entry (nor any above it). */
export function release(mine: number): void {
  held = Math.min(held, mine - 1);
}

/** The Back that takes a closed sheet's entry off is under way until `done` resolves. */
export function backUnderWay(done: Promise<void> | null): void {
  ownBack = done;
}

/**
 * Whether the history step now happening is a sheet's, not the page's: Back from a sheet's entry,
 * or the step a closed sheet makes to take its entry off. The router leaves the route as it is.
 */
export function sheetStep(): boolean {
  return held > 0 || ownBack !== null;
}

/** Resolves once a closed sheet's entry is off, so a navigation's new entry is not the one it takes off. */
export function sheetStepsDone(): Promise<void> {
  return ownBack ?? Promise.resolve();
}

/**
 * Whether the history entry now is a sheet's: a navigation from inside an open sheet (its confirm
 * leads to the result) takes that entry over rather than adding one after it, so Back from the
 * next page comes back to the page, not to the page again under a sheet that is gone.
 */
export function onSheetEntry(): boolean {
  return depthOf(history.state) > 0;
}
