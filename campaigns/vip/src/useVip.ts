// The reads and the clock every VIP page shares: the user's VIP card, and the server's time once
// it is known (the flag, the expiry and the sale are all judged on it).

import { api, serverClock, serverClockReady, useResource } from '@h5/ui-kit';
import { useEffect, useState } from 'react';
import { VIP_CARD_READ } from './reads.ts';

export const useVipCard = () => useResource(() => api().call(VIP_CARD_READ.call, {}), []);

/** The server's time in ms, read once the clock is known; null until then. */
export function useServerNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void serverClockReady().then(() => live && setNow(serverClock().now()));
    return () => {
      live = false;
    };
  }, []);
  return now;
}
