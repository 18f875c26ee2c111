// Whether the page's first screen is rendering: startCampaign sets it until that render commits,
// and resources start their loads in that render (async.tsx, resource.ts). A module of its own,
// so the start does not bring the read idiom into pages that have no reads.

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
export function afterFirstScreen<T>(p: Promise<T>): Promise<T> {
  return rendering ? Promise.allSettled([p, commit]).then(() => p) : p;
}
