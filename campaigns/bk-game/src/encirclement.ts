// Spec 8: failures of the encirclement calls (season info, lucky and final results) are
// swallowed: no toast, no error screen; the screen keeps the last state that did load.

export interface Slot<T> {
  value: T;
}

/** Fetches into `slot`; on failure the slot keeps what it had and `false` is returned. */
export async function keepLastGood<T>(slot: Slot<T>, fetch: () => Promise<T>): Promise<boolean> {
  try {
    slot.value = await fetch();
    return true;
  } catch {
    return false;
  }
}
