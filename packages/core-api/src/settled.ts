// A promise whose outcome is already known, marked the way React reads one (`status` with
// `value` or `reason`, the convention of React's `use`). A read whose answer the page's HTML
// already holds returns one, so the screen's first render can show the data instead of a
// placeholder followed by a second render once the promise's continuation runs.

export type Known<T> = { value: T } | { error: unknown };

type Marked<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

/** A promise resolved with `value`, readable at once. */
export function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

/** A promise rejected with `reason`, readable at once. */
export function rejected<T = never>(reason: unknown): Promise<T> {
  const p = Promise.reject<T>(reason);
  // Whoever reads it handles the rejection; until then it is not an unhandled one.
  p.catch(() => {});
  return Object.assign(p, { status: 'rejected' as const, reason });
}

/** The outcome of a marked promise; null while it is not known at once. */
export function settledNow<T>(p: Promise<T>): Known<T> | null {
  const m = p as Marked<T>;
  if (m.status === 'fulfilled') return { value: m.value as T };
  if (m.status === 'rejected') return { error: m.reason };
  return null;
}

/** What valueNow gives while the outcome is not known yet. */
export const PENDING: unique symbol = Symbol('pending');

/**
 * The value of a promise whose outcome is known, at once (a known refusal is thrown); PENDING
 * otherwise, and the caller awaits it: `const v = valueNow(p); use(v === PENDING ? await p : v)`
 * applies a known answer with no microtask between, so a render that made the read shows it.
 */
export function valueNow<T>(p: Promise<T>): T | typeof PENDING {
  const now = settledNow(p);
  if (!now) return PENDING;
  if ('error' in now) throw now.error;
  return now.value;
}

/**
 * `p.then(f)` that keeps a known outcome known: a read's answer reshaped (`r => r.list`), or a
 * read made once another is known (`f` returning the read's own promise), is still readable in
 * the first render.
 */
export function mapAnswer<T, U>(p: Promise<T>, f: (value: T) => U | Promise<U>): Promise<U> {
  const now = settledNow(p);
  if (!now) return p.then(f);
  if ('error' in now) return rejected(now.error);
  try {
    const next = f(now.value);
    return next instanceof Promise ? next : fulfilled(next);
  } catch (e) {
    return rejected(e);
  }
}

/** `p`, marked with its outcome once it settles, so what reads it later knows it at once. */
export function markWhenSettled<T>(p: Promise<T>): Promise<T> {
  // The handlers return nothing: returning `p` would make this chain take on its rejection, one
  // nobody handles.
  p.then(
    (value) => {
      Object.assign(p, { status: 'fulfilled', value });
    },
    (reason) => {
      Object.assign(p, { status: 'rejected', reason });
    },
  );
  return p;
}
