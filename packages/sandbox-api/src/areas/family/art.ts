// The pictures the family server serves: family covers (a crest on a coloured field) and the
// privilege icons, as small SVGs.

const HUES = [8, 38, 150, 190, 215, 262, 300, 338];

/** Cover `<n>.svg`, or null for an unknown file. */
export function coverSvg(file: string): string | null {
  const m = /^([0-7])\.svg$/.exec(file);
  if (!m) return null;
  const h = HUES[Number(m[1])]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 75% 62%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 70% 42%)"/></linearGradient></defs><rect width="96" height="96" rx="18" fill="url(#g)"/><path d="M48 18l24 9v18c0 16-10 27-24 33-14-6-24-17-24-33V27z" fill="hsl(${h} 80% 94%)" opacity=".92"/><path d="M40 60V38l18-4v22" fill="none" stroke="hsl(${h} 70% 38%)" stroke-width="4" stroke-linecap="round"/><circle cx="36" cy="60" r="5" fill="hsl(${h} 70% 38%)"/><circle cx="54" cy="56" r="5" fill="hsl(${h} 70% 38%)"/></svg>`;
}

const PRIVILEGE_PATHS: Record<string, string> = {
  badge: '<path d="M24 8l5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2z" fill="#fff"/>',
  room: '<path d="M12 24l12-10 12 10v14H12z" fill="#fff"/><rect x="21" y="28" width="6" height="10" fill="#8b5cf6"/>',
  effect: '<path d="M26 8l-10 18h9l-3 14 12-20h-9z" fill="#fff"/>',
  frame:
    '<circle cx="24" cy="24" r="13" fill="none" stroke="#fff" stroke-width="4"/><circle cx="24" cy="11" r="3" fill="#fff"/>',
  star: '<path d="M24 9l4.5 9.5 10.5 1.5-7.5 7 2 10.5-9.5-5-9.5 5 2-10.5-7.5-7 10.5-1.5z" fill="#fff"/>',
  gift: '<rect x="11" y="20" width="26" height="18" rx="2" fill="#fff"/><rect x="9" y="15" width="30" height="6" rx="2" fill="#fff"/><rect x="22" y="15" width="4" height="23" fill="#8b5cf6"/>',
};

/** Privilege icon `<name>.svg`, or null. */
export function privilegeSvg(file: string): string | null {
  const m = /^([a-z]+)\.svg$/.exec(file);
  const body = m ? PRIVILEGE_PATHS[m[1]!] : undefined;
  if (!body) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><circle cx="24" cy="24" r="24" fill="#8b5cf6"/>${body}</svg>`;
}
