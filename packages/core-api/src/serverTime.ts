// Campaign timing follows the server's clock, never the phone's: phones in the field are often
// minutes off, and a countdown or a phase must agree with what the server will accept.

export type CampaignPhase = 'before' | 'running' | 'ended';

/** Spec 4: before begin, running, ended, from begin_time and end_time (seconds) against server time (ms). */
export function campaignPhase(
  times: { begin_time: number; end_time: number },
  serverNowMs: number,
): CampaignPhase {
  const now = serverNowMs / 1000;
  if (now < times.begin_time) return 'before';
  if (now >= times.end_time) return 'ended';
  return 'running';
}

export interface ServerClock {
  /** Server time in ms, estimated from the last sync. */
  now(): number;
  /** Offset from the phone's clock in ms. */
  offset(): number;
  sync(fetchServerMs: () => Promise<number>): Promise<void>;
}

export function createServerClock(localNow: () => number = Date.now): ServerClock {
  let offset = 0;
  return {
    now: () => localNow() + offset,
    offset: () => offset,
    async sync(fetchServerMs) {
      const t0 = localNow();
      const server = await fetchServerMs();
      const t1 = localNow();
      // The server read its clock about halfway through the round trip.
      offset = server - (t0 + t1) / 2;
    },
  };
}
