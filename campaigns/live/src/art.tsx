// The campaign's small inline art: a ticket for live content, a mic for KTV, a spotlight for lives.

import type { Theme } from './events.ts';

export function TicketArt() {
  return (
    <svg className="lv-art" viewBox="0 0 64 40" width="64" height="40" aria-hidden="true">
      <path d="M4 6h56v10a4 4 0 0 0 0 8v10H4V24a4 4 0 0 0 0-8z" fill="#ffd54a" />
      <path d="M44 6v28" stroke="#c99700" strokeWidth="2" strokeDasharray="3 3" />
      <path d="M22 12l3 6 6 1-4.5 4 1 6-5.5-3-5.5 3 1-6L13 19l6-1z" fill="#e0475b" />
    </svg>
  );
}

export function EventArt({ theme }: { theme: Theme }) {
  if (theme === 'ktv')
    return (
      <svg className="lv-art" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <rect x="17" y="4" width="14" height="24" rx="7" fill="#fff" />
        <path d="M11 22a13 13 0 0 0 26 0M24 35v8M16 43h16" stroke="#fff" strokeWidth="3" fill="none" />
      </svg>
    );
  if (theme === 'pk')
    return (
      <svg className="lv-art" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <path d="M8 40L30 8l4 4L12 44zM40 40L18 8l-4 4 22 32z" fill="#fff" />
        <circle cx="24" cy="26" r="5" fill="#ffd54a" />
      </svg>
    );
  return (
    <svg className="lv-art" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
      <path d="M24 4l5 11 12 1-9 8 3 12-11-7-11 7 3-12-9-8 12-1z" fill="#ffd54a" />
      <circle cx="38" cy="38" r="6" fill="#e0475b" />
      <circle cx="38" cy="38" r="2.5" fill="#fff" />
    </svg>
  );
}
