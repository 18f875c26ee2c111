import { useEffect, useRef, useState } from 'react';
import { serverClock } from './store.ts';

/** Splits a remaining time in ms into days, hours, minutes and seconds (never negative). */
export function splitDuration(ms: number) {
  const s = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(s / 86400),
    hours: Math.floor((s % 86400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}

export function formatCountdown(ms: number): string {
  const { days, hours, minutes, seconds } = splitDuration(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hms = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}d ${hms}` : hms;
}

/** Counts down to a moment on the server's clock; calls onEnd once when it is reached. */
export function Countdown({
  targetMs,
  onEnd,
  now,
}: {
  targetMs: number;
  onEnd?: () => void;
  now?: () => number;
}) {
  const clock = now ?? (() => serverClock().now());
  const [left, setLeft] = useState(() => targetMs - clock());
  const ended = useRef(false);
  const endRef = useRef(onEnd);
  endRef.current = onEnd;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the clock function is stable per page
  useEffect(() => {
    ended.current = false;
    const tick = () => {
      const l = targetMs - clock();
      setLeft(l);
      if (l <= 0 && !ended.current) {
        ended.current = true;
        endRef.current?.();
      }
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [targetMs]);
  return (
    <time className="h5-countdown" dir="ltr">
      {formatCountdown(left)}
    </time>
  );
}
