// Reads the page's HTML started before any JavaScript arrived (vite-preset's preload script puts
// them on `window.__h5Preloaded`). The client takes each one over once, for the first call with
// the same name and parameters, instead of asking again; the answer is then read exactly as a
// normal one. The key is written the same way by the inline script (a test runs both).

import { unwrapEnvelope } from './errors.ts';

/** Where the head's preload script keeps the reads it started. */
export const PRELOADED_GLOBAL = '__h5Preloaded';

/** A preloaded answer older than this is not taken over: the page has moved on, ask again. */
export const PRELOADED_MAX_AGE_MS = 30_000;

export interface PreloadedAnswer {
  status: number;
  text: string;
  /** `Date.now()` when the request was sent and when its answer arrived. */
  sent?: number;
  received?: number;
}

export interface PreloadedRead {
  /** `Date.now()` when the request started. */
  at: number;
  answer: Promise<PreloadedAnswer>;
  /** The answer, set by the preload script as it arrives, so a read can take it at once. */
  arrived?: PreloadedAnswer;
}

export type PreloadedReads = Record<string, PreloadedRead>;

/** `name?k=v&…`: the parameters as the request carries them, empty ones left out, pairs sorted. */
export function preloadKey(name: string, params: object): string {
  const pairs = Object.entries(params as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .sort();
  return `${name}?${pairs.join('&')}`;
}

/** The page's preloaded reads, if its HTML started any. */
export function pagePreloads(): PreloadedReads | undefined {
  return (globalThis as Record<string, unknown>)[PRELOADED_GLOBAL] as PreloadedReads | undefined;
}

/** What the page's script recorded is an answer (a status and a body), not something else. */
const isAnswer = (a: unknown): a is PreloadedAnswer =>
  !!a && typeof (a as PreloadedAnswer).status === 'number' && typeof (a as PreloadedAnswer).text === 'string';

/** The preloaded request never got an answer (no connection, blocked). */
export const PRELOAD_FAILED = 'failed' as const;

/**
 * The preloaded answer for this call (any status), removed so it is used once; PRELOAD_FAILED
 * when the request got no answer; null when none was started, it is too old, or it did not
 * arrive within `timeoutMs` (the caller then asks as usual).
 */
export function takePreloaded(
  reads: PreloadedReads | undefined,
  name: string,
  params: object,
  timeoutMs: number,
  now: () => number = Date.now,
): Promise<PreloadedAnswer | typeof PRELOAD_FAILED | null> | null {
  if (!reads) return null;
  const key = preloadKey(name, params);
  const read = reads[key];
  if (!read) return null;
  delete reads[key];
  if (now() - read.at > PRELOADED_MAX_AGE_MS) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), Math.max(0, timeoutMs - (now() - read.at)));
  });
  const answer = Promise.resolve(read.answer).then(
    (a) => (isAnswer(a) ? a : PRELOAD_FAILED),
    () => PRELOAD_FAILED,
  );
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/**
 * The preloaded answer for this call when it has already arrived with a success status and is
 * fresh, removed so it is used once; otherwise null, and the read is left for takePreloaded.
 */
export function takeArrived(
  reads: PreloadedReads | undefined,
  name: string,
  params: object,
  now: () => number = Date.now,
): PreloadedAnswer | null {
  if (!reads) return null;
  const key = preloadKey(name, params);
  const a = reads[key]?.arrived;
  if (!isAnswer(a)) return null;
  if (a.status < 200 || a.status >= 300 || now() - (reads[key] as PreloadedRead).at > PRELOADED_MAX_AGE_MS)
    return null;
  delete reads[key];
  return a;
}

/**
 * Drops the preloaded reads no screen has taken over yet. A retry asks the server again: a read
 * the screen makes only after it (a block that waited on the one that failed) must not get the
 * refusal the HTML's read was given before the failure.
 */
export function forgetPreloads(reads: PreloadedReads | undefined = pagePreloads()): void {
  if (!reads) return;
  for (const key of Object.keys(reads)) delete reads[key];
}

/**
 * A preloaded read's unwrapped body with when it was sent and answered, for the server clock,
 * which needs the round trip to place the server's reading; null when there is none to use.
 */
export async function takePreloadedRoundTrip(
  reads: PreloadedReads | undefined,
  name: string,
  timeoutMs: number,
): Promise<{ body: unknown; sent: number; received: number } | null> {
  const answer = await takePreloaded(reads, name, {}, timeoutMs);
  if (answer === null || answer === PRELOAD_FAILED || answer.status < 200 || answer.status >= 300)
    return null;
  if (typeof answer.sent !== 'number' || typeof answer.received !== 'number') return null;
  try {
    return {
      body: unwrapEnvelope(JSON.parse(answer.text), name),
      sent: answer.sent,
      received: answer.received,
    };
  } catch {
    return null;
  }
}
