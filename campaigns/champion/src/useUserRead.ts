// A read whose answer depends on who is looking (spins left, my entry, voted today) on a page open
// to visitors: it waits until the page knows whether someone is signed in, so it is read once,
// and reads again when that changes (a visitor signs in).

import { type Resource, useResource, useSignedIn } from '@h5/ui-kit';

/** Never settles: the read's placeholder stays until the user is known. */
const UNTIL_KNOWN = new Promise<never>(() => {});

export function useUserRead<T>(
  fetcher: () => Promise<T>,
  deps: readonly unknown[],
): [Resource<T>, boolean | null] {
  const signedIn = useSignedIn();
  const r = useResource(() => (signedIn === null ? UNTIL_KNOWN : fetcher()), [...deps, signedIn]);
  return [r, signedIn];
}
