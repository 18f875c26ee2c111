import { recentTimeLabel } from '@h5/i18n';
import { language, serverClock, useSignals } from '@h5/ui-kit';

/** A server time as spec 9's recent-time label (minutes, hours, days up to 7, then the date). */
export function When({ seconds }: { seconds: number }) {
  useSignals();
  const ms = seconds * 1000;
  return (
    <time className="fb-when h5-muted" dateTime={new Date(ms).toISOString()}>
      {recentTimeLabel(ms, serverClock().now(), language.value)}
    </time>
  );
}
