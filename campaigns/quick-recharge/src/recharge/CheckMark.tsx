/** The chosen mark of a channel or package: a filled state and a check, not a border alone. */
export function CheckMark() {
  return (
    <svg className="qr-check-mark" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
