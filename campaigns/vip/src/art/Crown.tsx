// The VIP crown, drawn inline (a few hundred bytes), in the text's colour or gold.
export function Crown({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M3 18h18l1.2-10.5-5.4 4.2L12 4.5l-4.8 7.2-5.4-4.2z" fill="currentColor" />
      <rect x="3" y="19" width="18" height="2.2" rx="1" fill="currentColor" />
    </svg>
  );
}
