// The pictures the live server hands out: KTV room covers and the diamond reward icon
// (SVG); the other reward icons are the rankings server's.

const HUES = [330, 200, 28, 265];
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${body}</svg>`;

const room = (h: number) =>
  `<rect width="64" height="64" rx="12" fill="hsl(${h} 60% 42%)"/><path d="M8 52h48" stroke="hsl(${h} 80% 80%)" stroke-width="3"/><rect x="26" y="12" width="12" height="22" rx="6" fill="#fff"/><path d="M20 28a12 12 0 0 0 24 0M32 40v8" stroke="#fff" stroke-width="3" fill="none"/><circle cx="14" cy="16" r="3" fill="#ffd54a"/><circle cx="50" cy="20" r="2" fill="#ffd54a"/>`;

/** The reward pictures the rankings server already serves (`/static/rankings/{icon}.svg`). */
export const SHARED_ICONS = new Set(['crown', 'trophy', 'medal', 'mic']);

const DIAMOND = `<path d="M12 24l10-14h20l10 14-20 30z" fill="#4fc3f7"/><path d="M12 24h40M22 10l10 44M42 10L32 54" stroke="#0288d1" stroke-width="2" fill="none"/>`;

/** Where a reward icon is served. */
export function iconUrl(icon: string): string {
  return SHARED_ICONS.has(icon) ? `/static/rankings/${icon}.svg` : `/static/live/${icon}.svg`;
}

/** The picture a file name stands for (`room-2.svg`, `diamond.svg`), or null. */
export function liveArt(file: string): string | null {
  if (file === 'diamond.svg') return svg(DIAMOND);
  const m = /^room-([0-3])\.svg$/.exec(file);
  return m ? svg(room(HUES[Number(m[1])]!)) : null;
}
