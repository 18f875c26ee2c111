/** The sandbox's server clock: real time plus an offset tests can set, so phases and rounds can be reached at once. */
export interface SandboxClock {
  now(): number;
  set(ms: number): void;
  advance(ms: number): void;
  reset(): void;
}

export function createClock(): SandboxClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    set: (ms) => {
      offset = ms - Date.now();
    },
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}
