// Fault injection: a rule matches requests by call name or path and makes them fail in one of the
// ways a phone on a bad network sees. `times` limits a rule to the next N matching requests.

export type FaultKind = 'delay' | 'code' | 'http500' | 'drop' | 'dropAfter' | 'malformed';

/** The match of a rule for every call with a definition. */
export const EVERY_CALL = '*';

export interface FaultRule {
  /**
   * Call definition name (`luckyEgg.hit`), a path substring (`/user/golds`), or `*`: every call
   * with a definition (the static files and other raw routes answer as usual).
   */
  match: string;
  method?: 'GET' | 'POST';
  /**
   * `drop`, `http500`, `malformed` and `code` answer without carrying the request out;
   * `dropAfter` carries it out (a money call's replay is stored) and then closes the connection
   * unanswered, as when the connection drops after the server took the money.
   */
  kind: FaultKind;
  /** For `delay` (then answers normally) and before any other kind. */
  delayMs?: number;
  /** For `code`: the business error code and message. */
  code?: number;
  msg?: string;
  /**
   * For `code`: the envelope it comes in; the call's own by default. A page reads both, whatever
   * its calls' own (a gateway in front of any call can answer in either).
   */
  envelope?: 'code' | 'error_code';
  times?: number;
}

export interface Faults {
  add(rule: FaultRule): void;
  clear(): void;
  list(): FaultRule[];
  /** Takes the first rule matching this request, counting it down. */
  take(req: { method: string; path: string; call?: string }): FaultRule | null;
  /**
   * A fault's delay: `ms`, or until the faults are cleared, as a server that recovers answers
   * what it was holding (a test that moved the page's clock on need not wait out the real time).
   */
  late(ms: number): Promise<void>;
}

export function createFaults(): Faults {
  let rules: Array<FaultRule & { left: number }> = [];
  let cleared: Array<() => void> = [];
  return {
    add(rule) {
      rules.push({ ...rule, left: rule.times ?? Number.POSITIVE_INFINITY });
    },
    clear() {
      rules = [];
      const waiting = cleared;
      cleared = [];
      for (const go of waiting) go();
    },
    list: () => rules.map(({ left: _left, ...r }) => r),
    take(req) {
      const r = rules.find(
        (x) =>
          x.left > 0 &&
          (!x.method || x.method === req.method) &&
          (x.match === EVERY_CALL
            ? req.call !== undefined
            : x.match === req.call || req.path.includes(x.match)),
      );
      if (!r) return null;
      r.left -= 1;
      return r;
    },
    late(ms) {
      return new Promise((resolve) => {
        const go = () => {
          clearTimeout(timer);
          cleared = cleared.filter((g) => g !== go);
          resolve();
        };
        const timer = setTimeout(go, ms);
        cleared.push(go);
      });
    },
  };
}
