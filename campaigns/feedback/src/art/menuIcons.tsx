// The help center's menu icons: small inline drawings in the product's colours.

const box = { viewBox: '0 0 24 24', width: 24, height: 24 } as const;
const line = {
  fill: 'none',
  stroke: '#7b3fe4',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const HistoryIcon = (
  <svg {...box} aria-hidden="true">
    <path {...line} d="M4 5h16v11H9l-5 4z" />
    <path {...line} d="M8 9h8M8 12h5" />
  </svg>
);

export const ClearIcon = (
  <svg {...box} aria-hidden="true">
    <path {...line} d="M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13" />
    <path {...line} d="M10.5 11v5M13.5 11v5" />
  </svg>
);

export const FaqIcon = (
  <svg {...box} aria-hidden="true">
    <circle {...line} cx="12" cy="12" r="9" />
    <path {...line} d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .8-1 1.5v.4" />
    <circle cx="12" cy="17" r="1.2" fill="#7b3fe4" />
  </svg>
);
