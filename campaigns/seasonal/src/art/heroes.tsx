// Each seasonal campaign's own hero art, drawn inline (a few hundred bytes each, no request):
// its theme at a glance beside the season's words. Decorative: the words say what it is.

import type { ReactNode } from 'react';

const W = '#fff';
const GOLD = '#ffd54a';

const ART: Record<string, ReactNode> = {
  // A ball flying into a goal's net.
  worldCup: (
    <>
      <path d="M8 70V22h64v48" fill="none" stroke={W} strokeWidth="3" />
      <path
        d="M8 34h64M8 46h64M8 58h64M24 22v48M40 22v48M56 22v48"
        stroke={W}
        strokeWidth="1"
        opacity=".45"
      />
      <circle cx="86" cy="50" r="18" fill={W} />
      <path d="M86 40l8 6-3 9h-10l-3-9z" fill="#222" />
      <path d="M108 30l6-2M106 40l8 0M108 50l6 2" stroke={GOLD} strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  // A star over a microphone.
  zsj: (
    <>
      <path d="M60 6l7 14 15 2-11 10 3 15-14-8-14 8 3-15-11-10 15-2z" fill={GOLD} />
      <rect x="52" y="44" width="16" height="22" rx="8" fill={W} />
      <path d="M46 60a14 14 0 0 0 28 0M60 74v4" stroke={W} strokeWidth="3" fill="none" />
    </>
  ),
  // A gift on a map pin: gifts from home.
  localConsumption: (
    <>
      <path d="M60 78C40 56 32 44 32 32a28 28 0 0 1 56 0c0 12-8 24-28 46z" fill={W} opacity=".9" />
      <rect x="46" y="26" width="28" height="20" rx="2" fill="#e5486b" />
      <rect x="44" y="20" width="32" height="8" rx="2" fill="#e5486b" />
      <path d="M60 20v26" stroke={GOLD} strokeWidth="4" />
      <path d="M60 20c-6-8-14-4-8 0M60 20c6-8 14-4 8 0" stroke={GOLD} strokeWidth="3" fill="none" />
    </>
  ),
  // A horse's head at full gallop past a chequered flag.
  localActivityHorse: (
    <>
      <path
        d="M30 76l6-22c-8-4-10-14-4-22l16-16 4-10 6 10c12 2 20 10 22 22l-8 4-10-6-6 8 10 32z"
        fill={GOLD}
      />
      <circle cx="58" cy="28" r="3" fill="#5a3200" />
      <path d="M88 12v64" stroke={W} strokeWidth="3" />
      <path d="M90 12h24v16H90z" fill={W} />
      <path d="M90 12h8v8h-8zM106 12h8v8h-8zM98 20h8v8h-8z" fill="#222" />
      <path d="M6 40h14M2 52h16M8 64h12" stroke={W} strokeWidth="3" strokeLinecap="round" opacity=".7" />
    </>
  ),
  // A December tree under falling snow.
  jollyChicDec: (
    <>
      <path d="M60 6l22 28H70l18 22H72l16 18H32l16-18H32l18-22H38z" fill="#2e9e5b" />
      <rect x="55" y="74" width="10" height="6" fill="#8d5524" />
      <path d="M60 2l3 6 6 1-5 4 1 6-5-3-5 3 1-6-5-4 6-1z" fill={GOLD} />
      <circle cx="52" cy="42" r="3" fill="#e5486b" />
      <circle cx="70" cy="58" r="3" fill={GOLD} />
      <circle cx="50" cy="64" r="3" fill="#5b7cfa" />
      <g fill={W}>
        <circle cx="14" cy="18" r="3" />
        <circle cx="104" cy="12" r="2.5" />
        <circle cx="96" cy="48" r="3" />
        <circle cx="20" cy="58" r="2.5" />
      </g>
    </>
  ),
  // A gift box rushing by, the weekend's two days behind it.
  t22373: (
    <>
      <rect x="70" y="8" width="40" height="30" rx="4" fill={W} opacity=".9" />
      <path d="M70 18h40" stroke="#b3262f" strokeWidth="4" />
      <rect x="76" y="22" width="12" height="12" rx="2" fill="#b3262f" />
      <rect x="92" y="22" width="12" height="12" rx="2" fill="#b3262f" />
      <rect x="34" y="44" width="36" height="28" rx="3" fill={GOLD} />
      <path d="M52 44v28M34 56h36" stroke="#b3262f" strokeWidth="4" />
      <path d="M4 50h22M10 60h20M4 70h22" stroke={W} strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  // A room with its door open, bunting across and guests coming in.
  t22555: (
    <>
      <path d="M24 76V34l36-24 36 24v42z" fill={W} opacity=".9" />
      <rect x="50" y="48" width="20" height="28" fill="#1f4fa8" />
      <path d="M28 34l8 8 8-8 8 8 8-8 8 8 8-8 8 8 8-8" stroke={GOLD} strokeWidth="3" fill="none" />
      <circle cx="10" cy="60" r="5" fill={GOLD} />
      <circle cx="110" cy="58" r="5" fill="#e5486b" />
      <path d="M4 76a6 8 0 0 1 12 0M104 76a6 8 0 0 1 12 0" fill={W} />
    </>
  ),
  // A carnival mask in a burst of confetti.
  partyCarnival: (
    <>
      <path d="M26 30c10-8 26-6 34 2 8-8 24-10 34-2 0 22-14 30-34 20-20 10-34 2-34-20z" fill={GOLD} />
      <ellipse cx="44" cy="36" rx="8" ry="5" fill="#1f4fa8" />
      <ellipse cx="76" cy="36" rx="8" ry="5" fill="#1f4fa8" />
      <path d="M94 28c8-10 18-12 22-6" stroke="#e5486b" strokeWidth="4" fill="none" />
      <g fill={W}>
        <rect x="10" y="60" width="6" height="6" transform="rotate(20 13 63)" />
        <rect x="40" y="66" width="5" height="5" transform="rotate(-30 42 68)" />
        <rect x="80" y="64" width="6" height="6" transform="rotate(45 83 67)" />
        <rect x="104" y="56" width="5" height="5" />
      </g>
    </>
  ),
  // The record button and the rupee it can win.
  recordWinRupees: (
    <>
      <circle cx="40" cy="42" r="28" fill={W} />
      <circle cx="40" cy="42" r="16" fill="#e53935" />
      <circle cx="92" cy="42" r="20" fill={GOLD} />
      <text x="92" y="51" fill="#8e2a8a" fontSize="26" fontWeight="700" textAnchor="middle">
        ₹
      </text>
    </>
  ),
  // A clock at a minute to midnight, fireworks bursting beside it.
  newYearCountdown: (
    <>
      <circle cx="44" cy="42" r="30" fill={W} />
      <path d="M44 42V18M44 42l-4-22" stroke="#1a237e" strokeWidth="4" strokeLinecap="round" />
      <circle cx="44" cy="42" r="3" fill="#1a237e" />
      <path
        d="M96 30v-14M96 30l10-10M96 30h14M96 30l10 10M96 30v14M96 30l-10 10M96 30h-14M96 30l-10-10"
        stroke={GOLD}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M90 66l6-6 6 6-6 6z" fill="#e5486b" />
      <circle cx="112" cy="62" r="3" fill={W} />
    </>
  ),
};

export function SeasonArt({ screen }: { screen: string }) {
  const art = ART[screen];
  if (!art) return null;
  return (
    <svg
      className="ssn-art"
      viewBox="0 0 120 80"
      width="120"
      height="80"
      aria-hidden="true"
      data-art={screen}
    >
      {art}
    </svg>
  );
}

/** Whether each seasonal page has its own art (a unit test holds the pages to it). */
export const hasArt = (screen: string): boolean => screen in ART;
