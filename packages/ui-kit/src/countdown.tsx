import type { Translate } from '@h5/i18n';
import { useEffect, useRef, useState } from 'react';
import { serverClock, t } from './store.ts';

/**
 * Whole days left. A countdown reads after "in" ("Ends in", "يُغلق خلال"), so Arabic writes its
 * dual in the genitive, "خلال يومين", where Intl's unit format writes the nominative "يومان". Its
 * own variable name keeps it apart from the campaigns' "{n, plural, … day …}", which stand alone.
 */
const DAYS_LEFT = '{days, plural, one {# day} other {# days}}';

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

/** `01:01:01`, with whole days before it in the page's language (`1 day`, `10 أيام`), through `tr`. */
export function formatCountdown(ms: number, tr: Translate = t): string {
  const { days, clock } = countdownParts(ms, tr);
  return days ? `${days} ${clock}` : clock;
}

/** The days in words (empty under a day) and the `hh:mm:ss` clock, shown each in its own direction. */
export function countdownParts(ms: number, tr: Translate = t): { days: string; clock: string } {
  const { days, hours, minutes, seconds } = splitDuration(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  if (days === 0) return { days: '', clock };
  return { days: tr(DAYS_LEFT, { days }), clock };
}

/** The time left as shown: whole seconds, so a tick within the same second renders nothing new. */
const wholeSeconds = (ms: number) => Math.floor(ms / 1000) * 1000;

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
  const [left, setLeft] = useState(() => wholeSeconds(targetMs - clock()));
  const ended = useRef(false);
  const endRef = useRef(onEnd);
  endRef.current = onEnd;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the clock function is stable per page
  useEffect(() => {
    ended.current = false;
    const tick = () => {
      const l = targetMs - clock();
      // The first tick, as it mounts, is most often in the second it rendered with.
      setLeft(wholeSeconds(l));
      if (l <= 0 && !ended.current) {
        ended.current = true;
        endRef.current?.();
      }
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [targetMs]);
  const parts = countdownParts(left);
  // The days read in the page's direction, the clock always left to right: as one left-to-right
  // run, Arabic days and digits would reorder around each other.
  return (
    <time className="h5-countdown">
      {parts.days ? (
        <>
          <bdi>{parts.days}</bdi>{' '}
        </>
      ) : null}
      <span dir="ltr">{parts.clock}</span>
    </time>
  );
}
