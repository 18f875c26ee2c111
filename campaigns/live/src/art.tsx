// The campaign's small inline art: a ticket for live content, and each event its own hero mark
// (a few hundred bytes each, no request), so no two events look alike.

import type { ReactNode } from 'react';

const W = '#fff';
const GOLD = '#ffd54a';
const RED = '#e0475b';

export function TicketArt() {
  return (
    <svg className="lv-art" viewBox="0 0 64 40" width="64" height="40" aria-hidden="true">
      <path d="M4 6h56v10a4 4 0 0 0 0 8v10H4V24a4 4 0 0 0 0-8z" fill="#ffd54a" />
      <path d="M44 6v28" stroke="#c99700" strokeWidth="2" strokeDasharray="3 3" />
      <path d="M22 12l3 6 6 1-4.5 4 1 6-5.5-3-5.5 3 1-6L13 19l6-1z" fill="#e0475b" />
    </svg>
  );
}

const MIC = (x: number, y: number, c = W) => (
  <>
    <rect x={x - 5} y={y} width="10" height="17" rx="5" fill={c} />
    <path
      d={`M${x - 9} ${y + 11}a9 9 0 0 0 18 0M${x} ${y + 20}v6`}
      stroke={c}
      strokeWidth="2.5"
      fill="none"
    />
  </>
);

const ART: Record<string, ReactNode> = {
  // Three bars of a ranking, a flame on the top one: what is hot.
  'ranking-live': (
    <>
      <rect x="6" y="26" width="10" height="18" fill={W} />
      <rect x="19" y="16" width="10" height="28" fill={GOLD} />
      <rect x="32" y="30" width="10" height="14" fill={W} />
      <path d="M24 2c5 5 6 9 2 12-1-3-3-4-4-4 0 3-3 3-3 6-2-5 1-9 5-14z" fill={RED} />
    </>
  ),
  // A ladder climbing to a star.
  'live-ladder': (
    <>
      <path d="M12 46L22 8M30 46L40 8M14 38h18M17 28h18M19 18h18" stroke={W} strokeWidth="3" />
      <path d="M40 2l2 4 4 .6-3 3 .7 4.4-3.7-2-3.7 2 .7-4.4-3-3 4-.6z" fill={GOLD} />
    </>
  ),
  // A moon and stars over a live's red dot.
  'live-night-v1': (
    <>
      <path d="M30 6a16 16 0 1 0 12 26A13 13 0 0 1 30 6z" fill={GOLD} />
      <circle cx="10" cy="10" r="2" fill={W} />
      <circle cx="42" cy="8" r="1.5" fill={W} />
      <circle cx="12" cy="40" r="5" fill={RED} />
    </>
  ),
  // A record button inside a film frame.
  'live-record': (
    <>
      <rect x="4" y="10" width="40" height="28" rx="4" fill={W} />
      <path d="M4 16h40M4 32h40" stroke="#c2185b" strokeWidth="2" strokeDasharray="4 3" />
      <circle cx="24" cy="24" r="6" fill={RED} />
    </>
  ),
  // Two crossed swords and the spark where they meet.
  'talent-pk': (
    <>
      <path d="M8 40L30 8l4 4L12 44zM40 40L18 8l-4 4 22 32z" fill={W} />
      <circle cx="24" cy="26" r="5" fill={GOLD} />
    </>
  ),
  // A broadcast tower sending waves.
  broadcast: (
    <>
      <path d="M24 20l-8 26h4l4-12 4 12h4z" fill={W} />
      <circle cx="24" cy="18" r="4" fill={GOLD} />
      <path
        d="M14 10a14 14 0 0 0 0 16M34 10a14 14 0 0 1 0 16M8 4a22 22 0 0 0 0 28M40 4a22 22 0 0 1 0 28"
        stroke={W}
        strokeWidth="2.5"
        fill="none"
      />
    </>
  ),
  // A new door with a ribbon across: a room just opened.
  'ktv-new-room': (
    <>
      <rect x="12" y="6" width="24" height="38" rx="2" fill={W} />
      <circle cx="31" cy="26" r="2" fill="#4527a0" />
      <path d="M4 22h40" stroke={RED} strokeWidth="4" />
      <path d="M24 22l-6 10M24 22l6 10" stroke={RED} strokeWidth="3" />
      <path d="M40 4l1.5 3 3 .5-2.2 2 .5 3-2.8-1.5-2.8 1.5.5-3-2.2-2 3-.5z" fill={GOLD} />
    </>
  ),
  // Two raised hands in a burst of cheer.
  'ktv-cheerful': (
    <>
      <path d="M10 44V26l-4-10 4-1 4 8V10h4v14l2-12h4l-2 14h0l4-10 4 1-6 18v19z" fill={W} />
      <path d="M36 6v8M30 10h12M40 22l6-4M40 30h7" stroke={GOLD} strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  // A speedometer, needle at full: the sprint.
  'speed-ktv': (
    <>
      <path d="M6 36a18 18 0 1 1 36 0" stroke={W} strokeWidth="4" fill="none" />
      <path d="M10 24l4 2M24 14v4M38 24l-4 2" stroke={W} strokeWidth="2.5" />
      <path d="M24 36l14-14" stroke={RED} strokeWidth="4" strokeLinecap="round" />
      <circle cx="24" cy="36" r="4" fill={GOLD} />
      <path d="M4 44h12M20 44h8M32 44h12" stroke={GOLD} strokeWidth="2.5" />
    </>
  ),
  // Diamonds piling up beside a tally.
  'room-diamond-count': (
    <>
      <path d="M4 22l6-8h12l6 8-12 16z" fill="#4fc3f7" />
      <path d="M20 34l6-8h12l6 8-12 14z" fill="#81d4fa" />
      <path d="M32 6v12M36 6v12M40 6v12M44 6v12M30 16l16-8" stroke={W} strokeWidth="2" />
    </>
  ),
  // A mic beside a clock face: a reserved time.
  'mic-reserve': (
    <>
      {MIC(14, 8)}
      <circle cx="34" cy="28" r="12" fill={W} />
      <path d="M34 20v8l6 4" stroke="#4527a0" strokeWidth="2.5" fill="none" />
    </>
  ),
  // A mic on a card.
  'mic-get-card': (
    <>
      <rect x="4" y="8" width="40" height="30" rx="4" fill={GOLD} transform="rotate(-8 24 23)" />
      {MIC(24, 10, '#4527a0')}
    </>
  ),
};

export function EventArt({ event }: { event: string }) {
  const art = ART[event];
  if (!art) return null;
  return (
    <svg className="lv-art" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" data-art={event}>
      {art}
    </svg>
  );
}

export const hasEventArt = (event: string): boolean => event in ART;
