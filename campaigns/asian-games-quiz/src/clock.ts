import { serverClock } from '@h5/ui-kit';
import { useEffect, useState } from 'react';

/** The server's time, re-read every second, so game states change on screen when they change on the server. */
export function useServerNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => serverClock().now());
  useEffect(() => {
    const id = setInterval(() => setNow(serverClock().now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
