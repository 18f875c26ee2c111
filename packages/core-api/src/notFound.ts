// One test of "the server says this does not exist", so a screen says so with a way on (to the
// list, the contest) instead of a retry that cannot succeed (issue 44).

import { ApiError } from './errors.ts';

/**
 * Whether the call failed because what it names does not exist: an HTTP 404, a business 404, or
 * one of the area's own codes for it (`FAMILY_CODES.notFound`, a guild's 4303…).
 */
export function isNotFound(e: unknown, codes: readonly number[] = []): boolean {
  if (!(e instanceof ApiError)) return false;
  if (e.kind === 'http') return e.status === 404;
  return e.kind === 'business' && (e.code === 404 || (e.code !== undefined && codes.includes(e.code)));
}
