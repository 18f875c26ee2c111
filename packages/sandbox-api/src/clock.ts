/** The sandbox's server clock: real time plus an offset tests can set, so phases and rounds can be reached at once. */
export interface SandboxClock {
  now(): number;
  set(ms: number): void;
  advance(ms: number): void;
  /** Stops the clock at `ms` (until set or reset): a still picture of the pages, as the review takes. */
  freeze(ms: number): void;
  reset(): void;
}

export function createClock(): SandboxClock {
  let offset = 0;
  let frozen: number | null = null;
  return {
    now: () => frozen ?? Date.now() + offset,
    set: (ms) => {
      frozen = null;
      offset = ms - Date.now();
    },
    advance: (ms) => {
      if (frozen !== null) frozen += ms;
      else offset += ms;
    },
    freeze: (ms) => {
      frozen = ms;
    },
    reset: () => {
      offset = 0;
      frozen = null;
    },
  };
}
