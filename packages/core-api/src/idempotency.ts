// Money calls carry a key chosen once per user intent; the server answers a repeated key with
// the first result, so a double tap, a retry after a timeout or a back-and-forward pays once.

export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Keeps one key per intent in sessionStorage, so a reload or back-and-forward during a pending
 * withdrawal reuses it. `done()` forgets it; when that happens is decided in one place,
 * `runMoneyIntent` (moneyIntent.ts).
 */
export function intentKey(intent: string, storage: Storage | undefined = globalThis.sessionStorage) {
  const slot = `h5.intent.${intent}`;
  let key = safeGet(storage, slot) ?? inMemory.get(slot) ?? null;
  if (!key) {
    key = newIdempotencyKey();
    safeSet(storage, slot, key);
  }
  inMemory.set(slot, key);
  return {
    key,
    done() {
      inMemory.delete(slot);
      try {
        storage?.removeItem(slot);
      } catch {
        // storage may be disabled in private mode; the key then lives only in memory
      }
    },
  };
}

/**
 * Keys of pending intents for this page's life, for when storage is missing or refuses writes
 * (private mode): a retry after a dropped connection must still reuse its key.
 */
const inMemory = new Map<string, string>();

function safeGet(s: Storage | undefined, k: string): string | null {
  try {
    return s?.getItem(k) ?? null;
  } catch {
    return null;
  }
}

function safeSet(s: Storage | undefined, k: string, v: string) {
  try {
    s?.setItem(k, v);
  } catch {
    // see above
  }
}
