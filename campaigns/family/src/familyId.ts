// The family a route names.

/** The family id a route's `:id` names, or null when it is not a whole number. */
export function familyIdOf(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}
