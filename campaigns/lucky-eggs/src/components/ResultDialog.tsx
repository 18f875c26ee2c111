import { groupPrizes, PrizeGrid } from '@h5/blocks/prize-grid';
import { Dialog, t, useSignals } from '@h5/ui-kit';
import { useCallback } from 'react';
import type { LuckyEggPage } from '../store.ts';

export function ResultDialog({ page }: { page: LuckyEggPage }) {
  useSignals();
  const result = page.result.value;
  const close = useCallback(() => {
    page.result.value = null;
  }, [page]);
  return (
    <Dialog
      open={result !== null}
      onClose={close}
      title={t('Congratulations!')}
      actions={
        <button className="h5-button" onClick={close}>
          {t('OK')}
        </button>
      }
    >
      <p className="egg-result-lead">{result?.count === 10 ? t('Your ten hits won:') : t('Your hit won:')}</p>
      <PrizeGrid testId="won-prizes" prizes={result ? groupPrizes(result.prizes) : []} />
    </Dialog>
  );
}
