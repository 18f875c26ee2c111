import { Dialog, ErrorState, Spinner, t, useSignals } from '@h5/ui-kit';
import type { LuckyEggPage } from '../store.ts';
import { PrizeIcon } from './PrizeIcon.tsx';

/** Spec 2: the all-prizes popup, from the campaign's prize pool. */
export function PrizesDialog({
  page,
  open,
  onClose,
}: {
  page: LuckyEggPage;
  open: boolean;
  onClose: () => void;
}) {
  useSignals();
  const prizes = page.info.data.value?.prize_list;
  return (
    <Dialog open={open} onClose={onClose} title={t('All prizes')} variant="sheet">
      {prizes ? (
        <ul className="egg-prize-grid" aria-label={t('All prizes')}>
          {prizes.map((p) => (
            <li key={p.id} className="egg-prize">
              <PrizeIcon prize={p} size={48} />
              <bdi className="egg-prize-name">{p.name}</bdi>
            </li>
          ))}
        </ul>
      ) : page.info.error.value ? (
        <ErrorState error={page.info.error.value} onRetry={() => void page.info.load()} />
      ) : (
        <Spinner />
      )}
    </Dialog>
  );
}
