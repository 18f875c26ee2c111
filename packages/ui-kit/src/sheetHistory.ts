// The phone's Back closes what is open over the page before it leaves the page (issue 44): each
// open sheet or dialog holds a history entry of its own, at the page's URL, and going back from
// it closes the sheet. A sheet closed otherwise (its ×, its backdrop, its confirm) takes its entry
// back off, so the next Back leaves the page as it would have.

const KEY = 'h5Sheet';

/** How many sheets hold an entry above the page's: the history entry now is the top one's. */
let held = 0;
/** The Back a sheet closed otherwise makes to take its entry off, until the browser has done it. */
let ownBack: Promise<void> | null = null;

function depthOf(state: unknown): number {
  const d = state && typeof state === 'object' ? (state as Record<string, unknown>)[KEY] : undefined;
  return typeof d === 'number' ? d : 0;
}

/**
 * Adds a history entry for a sheet that has just opened: Back then runs `onBack` (which closes
 * it) instead of leaving the page. Returns what to call when it closes any other way.
 */
export function holdBack(onBack: () => void): () => void {
  const mine = ++held;
  history.pushState({ [KEY]: mine }, '');
  let done = false;
  const finish = () => {
    done = true;
    window.removeEventListener('popstate', onPop);
    held = Math.min(held, mine - 1);
  };
  function onPop() {
    // Back from this sheet's entry, or from one above it: this sheet goes too.
    if (depthOf(history.state) >= mine) return;
    finish();
    onBack();
  }
  window.addEventListener('popstate', onPop);
  return () => {
    if (done) return;
    finish();
    if (depthOf(history.state) === mine) takeEntryOff();
  };
}

function takeEntryOff() {
  ownBack = new Promise((resolve) => {
    const popped = () => {
      window.removeEventListener('popstate', popped);
      ownBack = null;
      resolve();
    };
    window.addEventListener('popstate', popped);
  });
  history.back();
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
