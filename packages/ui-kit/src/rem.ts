// Spec 9: the design is 640 px wide and the root font size is width / 10, so 1rem = 64 design px.
// The same code runs inline in the page head (see vitePreset) so the first paint is already
// at the right scale; this module keeps it right on resize.

export const DESIGN_WIDTH = 640;
/** Above this width (tablets, desktops) the layout stops growing. */
export const MAX_LAYOUT_WIDTH = 540;
export const MIN_LAYOUT_WIDTH = 300;

export function rootFontSize(viewportWidth: number): number {
  const w = Math.min(MAX_LAYOUT_WIDTH, Math.max(MIN_LAYOUT_WIDTH, viewportWidth));
  return w / 10;
}

/**
 * Android web views scale text by the system font size setting ("textZoom"), root font size
 * included, which would blow up a rem layout. Measure what the browser applied and compensate.
 */
export function compensatedFontSize(wanted: number, applied: number): number {
  if (!applied || Math.abs(applied - wanted) < 0.5) return wanted;
  return (wanted * wanted) / applied;
}

export function applyRem(doc: Document = document) {
  const html = doc.documentElement;
  const wanted = rootFontSize(html.clientWidth || window.innerWidth);
  html.style.fontSize = `${wanted}px`;
  const applied = Number.parseFloat(getComputedStyle(html).fontSize);
  const fixed = compensatedFontSize(wanted, applied);
  if (fixed !== wanted) html.style.fontSize = `${fixed}px`;
}

/** The inline script injected into every campaign's head (kept in step with applyRem). */
export const REM_INLINE_SCRIPT = `(function(d,w){function a(){var h=d.documentElement,x=Math.min(${MAX_LAYOUT_WIDTH},Math.max(${MIN_LAYOUT_WIDTH},h.clientWidth||w.innerWidth))/10;h.style.fontSize=x+'px';var p=parseFloat(getComputedStyle(h).fontSize);if(p&&Math.abs(p-x)>=0.5)h.style.fontSize=x*x/p+'px'}a();w.addEventListener('resize',a)})(document,window)`;
