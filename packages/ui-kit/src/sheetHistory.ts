// The phone's Back closes what is open over the page before it leaves the page (issue 44): each
// open sheet or dialog holds a history entry of its own, at the page's URL, and going back from
// it closes the sheet. A sheet closed otherwise (its ×, its backdrop, its confirm) takes its entry
// back off, so the next Back leaves the page as it would have. Only pages with a sheet bring this
// module; the state the router reads is sheetDepth.ts's, in the platform with the router.

import { backUnderWay, depthOf, holdOne, release } from './sheetDepth.ts';

/**
 * Adds a history entry for a sheet that has just opened: Back then runs `onBack` (which closes
 * it) instead of leaving the page. Returns what to call when it closes any other way.
 */
export function holdBack(onBack: () => void): () => void {
  const { mine, state } = holdOne();
  let done = false;
  const push = () => {
    if (done) return;
    history.pushState(state, '');
    window.addEventListener('popstate', onPop);
  };
  // A sheet that opens as another closes (a confirm, then its result) waits for the closed one's
  // Back to land: pushed before it, its entry would be the one that Back takes off, and the
  // popstate would close the new sheet at once.
  if (entryComingOff) void entryComingOff.then(push);
  else push();
  const finish = () => {
    done = true;
    window.removeEventListener('popstate', onPop);
    release(mine);
  };
  function onPop() {
    // Back from this sheet's entry, or from one above it: this sheet goes too.
    if (depthOf(history.state) >= mine) return;
    finish();
    onBack();
  }
  return () => {
    if (done) return;
    finish();
    if (depthOf(history.state) === mine) takeEntryOff();
  };
}

/** The Back under way that takes a closed sheet's entry off, until it has landed. */
let entryComingOff: Promise<void> | null = null;

function takeEntryOff() {
  entryComingOff = new Promise((resolve) => {
    const popped = () => {
      window.removeEventListener('popstate', popped);
      backUnderWay(null);
      entryComingOff = null;
      resolve();
    };
    window.addEventListener('popstate', popped);
  });
  backUnderWay(entryComingOff);
  history.back();
}
