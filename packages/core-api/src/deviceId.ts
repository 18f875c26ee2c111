/** Spec 9: the device id lives 60 days, then a new one is made. */
export const DEVICE_ID_TTL_MS = 5_184_000_000;
const KEY = 'h5.device_id';

export function deviceId(storage: Storage | undefined = globalThis.localStorage, now = Date.now()): string {
  try {
    const raw = storage?.getItem(KEY);
    if (raw) {
      const saved = JSON.parse(raw) as { id?: unknown; expires?: unknown };
      if (typeof saved.id === 'string' && typeof saved.expires === 'number' && saved.expires > now)
        return saved.id;
    }
  } catch {
    // unreadable storage or a corrupted value: make a new id
  }
  const id = `h5-${now.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  try {
    storage?.setItem(KEY, JSON.stringify({ id, expires: now + DEVICE_ID_TTL_MS }));
  } catch {
    // private mode: the id lasts this page only
  }
  return id;
}
