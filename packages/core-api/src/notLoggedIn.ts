// One test of "the server says nobody is signed in", so every screen turns it into a sign-in
// prompt instead of an error with a retry that cannot succeed.

import { ApiError } from './errors.ts';

/** The code the app's servers answer for a call that needs a signed-in user. */
export const NOT_LOGGED_IN_CODE = 401;

export function isNotLoggedIn(e: unknown): boolean {
  if (!(e instanceof ApiError)) return false;
  return (e.kind === 'business' && e.code === NOT_LOGGED_IN_CODE) || (e.kind === 'http' && e.status === 401);
}
