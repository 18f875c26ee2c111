// Amounts that come from outside the page's own state: a typed amount (agency exchange) and the
// grade in the confirmation page's address. Anything malformed is refused, never guessed.

/** Digits with up to two decimals, Arabic-Indic digits and the Arabic decimal mark included; null otherwise. */
export function parseAmount(input: string): number | null {
  const v = input
    .trim()
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .replace('٫', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(v)) return null;
  const n = Number(v);
  return n > 0 ? n : null;
}

/** The `grade` query parameter of withdraw-next: a positive amount, or null. */
export function readGrade(query: URLSearchParams): number | null {
  return parseAmount(query.get('grade') ?? '');
}
