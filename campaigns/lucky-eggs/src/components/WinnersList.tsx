import { recentTimeLabel } from '@h5/i18n';
import { EmptyState, ErrorState, language, Skeleton, serverClock, t, useSignals } from '@h5/ui-kit';
import { maskWinnerName } from '../maskName.ts';
import type { LuckyEggPage } from '../store.ts';

/** Placeholder rows while the list loads, about one screen's worth. */
/** Keeps a Latin prize name in one piece inside an Arabic sentence ("10 Golds", not "Golds 10"). */
const isolate = (text: string) => `\u2068${text}\u2069`;

const SKELETON_ROWS = ['s1', 's2', 's3', 's4', 's5'];

/** Spec 2: the winners list, names masked (spec 3, 9). */
export function WinnersList({ page }: { page: LuckyEggPage }) {
  useSignals();
  const list = page.info.data.value?.lucky_list;
  const error = page.info.error.value;
  const lang = language.value;
  const now = serverClock().now();
  return (
    <section className="h5-card egg-winners" aria-labelledby="egg-winners-title">
      <h2 id="egg-winners-title">{t('Lucky winners')}</h2>
      {list ? (
        list.length ? (
          <ul className="h5-list" data-testid="winners">
            {list.map((w) => (
              <li key={w.key} className="egg-winner">
                <bdi className="egg-winner-name">{maskWinnerName(w.stage_name)}</bdi>
                <span className="egg-winner-prize">{t('won {prize}', { prize: isolate(w.prize_name) })}</span>
                <time className="egg-winner-time">{recentTimeLabel(w.won_at * 1000, now, lang)}</time>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState>{t('No winners yet. Be the first!')}</EmptyState>
        )
      ) : error ? (
        <ErrorState error={error} onRetry={() => void page.info.load()} />
      ) : (
        <ul className="h5-list" aria-hidden="true">
          {SKELETON_ROWS.map((key) => (
            <li key={key} className="egg-winner">
              <Skeleton height="0.4rem" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
