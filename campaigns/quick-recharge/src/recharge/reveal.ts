/** Scrolls an element into view: smoothly, or at once for a reader who asked for reduced motion. */
export function revealGently(el: Element, win: Window = window): void {
  const reduced = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  el.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'nearest' });
}
