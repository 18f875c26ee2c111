// The winners feed of a draw or lottery: who won what, and when, newest first. Names are masked
// (spec 3, 9) and isolated; a prize name stays whole inside the sentence in every language.

import { isolate, recentTimeLabel } from '@h5/i18n';
import { Async, language, type Resource, Skeleton, serverClock, t, useSignals } from '@h5/ui-kit';
import { UserName } from '@h5/ui-kit/identity';
import { Img } from '@h5/ui-kit/image';
import { maskWinnerName } from './maskName.ts';
import './styles.css';

export interface WinnerEntry {
  key: string;
  /** The full name as the server sends it; the feed masks it. */
  name: string;
  prize: string;
  icon?: string | null;
  /** When they won, in ms on the server's clock. */
  at?: number;
}

export const WON_PRIZE = 'won {prize}';

/** About one screen of placeholder rows, each the height of a loaded row. */
const PLACEHOLDER_ROWS = ['w1', 'w2', 'w3', 'w4', 'w5'];

export function WinnersFeed<T>({
  r,
  entries,
  title,
  empty,
}: {
  r: Resource<T>;
  entries: (data: T) => WinnerEntry[];
  /** English keys. */
  title: string;
  empty: string;
}) {
  useSignals();
  return (
    <section className="h5-card blk-winners">
      <h2>{t(title)}</h2>
      <Async
        r={r}
        compact
        placeholder={
          <ul className="h5-list" aria-hidden="true">
            {PLACEHOLDER_ROWS.map((k) => (
              <li key={k} className="blk-winner">
                <Skeleton height="0.44rem" />
              </li>
            ))}
          </ul>
        }
        isEmpty={(d) => entries(d).length === 0}
        empty={t(empty)}
      >
        {(d) => <Rows list={entries(d)} />}
      </Async>
    </section>
  );
}

function Rows({ list }: { list: WinnerEntry[] }) {
  useSignals();
  const lang = language.value;
  const now = serverClock().now();
  return (
    <ul className="h5-list" data-testid="winners">
      {list.map((w) => (
        <li key={w.key} className="blk-winner">
          <UserName name={maskWinnerName(w.name)} className="blk-winner-name" />
          <span className="blk-winner-prize">
            {w.icon ? <Img src={w.icon} alt="" width={20} height={20} className="blk-winner-icon" /> : null}
            {t(WON_PRIZE, { prize: isolate(w.prize) })}
          </span>
          {w.at ? <time className="blk-winner-time">{recentTimeLabel(w.at, now, lang)}</time> : <span />}
        </li>
      ))}
    </ul>
  );
}
