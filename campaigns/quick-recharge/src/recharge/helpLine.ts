// Spec 3 `have_phone`: the operator also takes phone calls for the account, on the number of its
// help line. The number comes from the server as people write it ("+91 98200 11223").

/** A `tel:` link for a written phone number; null when it holds too few digits to dial. */
export function telHref(written: string): string | null {
  const digits = written.replace(/\D/g, '');
  if (digits.length < 6 || digits.length > 15) return null;
  return `tel:${written.trim().startsWith('+') ? '+' : ''}${digits}`;
}
