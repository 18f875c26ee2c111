// Spec 3: the last name the leader tried for the family (`updateName`) is kept in local storage
// and offered back the next time the name is edited, so a refused or interrupted edit loses nothing.

export const UPDATE_NAME_KEY = 'updateName';

/** Where it is kept: local storage in the page, any Storage in tests. */
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): Store | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be switched off (private mode, a locked-down web view).
    return null;
  }
}

export function saveUpdateName(name: string, store: Store | null = storage()): void {
  const value = name.trim();
  try {
    if (value) store?.setItem(UPDATE_NAME_KEY, value);
    else store?.removeItem(UPDATE_NAME_KEY);
  } catch {
    // A full or blocked storage only loses the offer, not the edit.
  }
}

/** The name to offer back, or null when none is kept or it is the current name already. */
export function lastUpdateName(current: string, store: Store | null = storage()): string | null {
  let kept: string | null = null;
  try {
    kept = store?.getItem(UPDATE_NAME_KEY) ?? null;
  } catch {
    return null;
  }
  if (!kept || kept === current.trim()) return null;
  return kept;
}

/** Once the server took the name, there is nothing to offer back. */
export function clearUpdateName(store: Store | null = storage()): void {
  try {
    store?.removeItem(UPDATE_NAME_KEY);
  } catch {
    // nothing kept to clear
  }
}
